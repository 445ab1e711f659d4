import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parseBlocks, plainText, RichText } from './RichText';

const SOURCE = `Intro with **bold**, *emphasis* and a [link](/pricing).

## A heading

- one
- two

1. first
2. second

### A sub-heading

Outside [link](https://example.org/x) and a [bad one](javascript:alert(1)).`;

function renderRich(source: string, headingLevel?: 2 | 3) {
  const router = createMemoryRouter([{ path: '/', element: <RichText source={source} headingLevel={headingLevel} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('RichText (article bodies from the bundles)', () => {
  it('parses paragraphs, headings and both kinds of lists', () => {
    expect(parseBlocks(SOURCE).map((b) => b.kind)).toEqual(['paragraph', 'heading', 'list', 'list', 'heading', 'paragraph']);
  });

  it('renders headings from the given level, lists and safe links only', () => {
    const { container } = renderRich(SOURCE, 3);
    expect([...container.querySelectorAll('h3, h4')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual(['H3:A heading', 'H4:A sub-heading']);
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('emphasis');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['link', '/pricing'],
      ['link', 'https://example.org/x'],
    ]);
    expect(container.textContent).toContain('[bad one](javascript:alert(1))');
    expect(container.innerHTML).not.toContain('javascript:alert(1)"');
  });

  it('gives the plain words for searching', () => {
    expect(plainText('Go **now** to [plans](/pricing).\n\n- a\n- b')).toBe('Go now to plans. a b');
  });
});
