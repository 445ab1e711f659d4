import { screen, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { FAQ_ARTICLES, RESOURCE_TABS } from './content';

/** The anchors the site really has: help articles on /faq(s) and the /resources tabs. */
function isRealTarget(href: string): boolean {
  const [path, hash] = href.split('#');
  if (hash === undefined) return path.startsWith('/') || /^https:\/\//.test(path);
  if (path === '/faq' || path === '/faqs') return FAQ_ARTICLES.some((a) => a.slug === hash);
  if (path === '/resources') return (RESOURCE_TABS as readonly string[]).includes(hash);
  return false;
}

describe('footer', () => {
  it('has the three columns, social links and the sign-up button, and no link to "#"', async () => {
    mockApi();
    await renderApp('/');
    const footer = await screen.findByTestId('footer');
    for (const column of ['product', 'resources', 'legal']) {
      expect(within(screen.getByTestId(`footer-col-${column}`)).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
    }
    const social = within(screen.getByTestId('footer-social')).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual(['Instagram', 'X', 'YouTube', 'TikTok', 'Facebook']);
    for (const a of social) expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByTestId('footer-signup').getAttribute('href')).toBe('/signup');

    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href === '' || href === '#' || href.endsWith('#'))).toEqual([]);
    expect(hrefs.filter((href) => !isRealTarget(href))).toEqual([]);
    expect(hrefs).toEqual(expect.arrayContaining(['/terms', '/privacy', '/cookies', '/resources#support', '/partners']));
  });

  it('is translated with the page', async () => {
    mockApi();
    await renderApp('/', { lng: 'es' });
    const resources = await screen.findByTestId('footer-col-resources');
    expect(within(resources).getAllByRole('link').map((a) => a.textContent)).toContain('Contactar con soporte');
  });
});
