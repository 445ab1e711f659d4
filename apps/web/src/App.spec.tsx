import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from './App';
import { createI18n } from './i18n/i18n';
import { routes } from './routes';
import { mockApi } from './testing/mock-api';
import { renderApp } from './testing/render-app';
import { loadBundle } from './testing/translations';

describe('app shell', () => {
  it('shows a loading state, never raw keys, until the first bundle is in', async () => {
    let answer: ((r: Response) => void) | undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    const { i18n, ready } = createI18n({ lng: 'en' });
    render(<App router={createMemoryRouter(routes, { initialEntries: ['/'] })} i18n={i18n} />);
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    expect(screen.queryByTestId('nav')).toBeNull();
    expect(document.body.textContent).not.toContain('nav.upload');

    await act(async () => {
      answer!(new Response(JSON.stringify(loadBundle('en')), { status: 200 }));
      await ready;
    });
    expect(screen.queryByTestId('app-loading')).toBeNull();
    expect(screen.getByTestId('nav-link-upload').textContent).toBe('Upload');
  });

  it('renders the top navigation links', async () => {
    mockApi();
    await renderApp('/');
    const nav = await screen.findByTestId('nav');
    expect(nav.tagName).toBe('NAV');
    expect(nav.getAttribute('aria-label')).toBe('Main navigation');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Upload', '/upload'],
      ['Sell', '/sell'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
      ['FAQs', '/faq'],
    ]);
  });

  it('renders the home page: hero calls to action and a plans teaser', async () => {
    mockApi();
    await renderApp('/');
    const hero = await screen.findByTestId('home-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe(
      'Release your music everywhere. Keep every cent.',
    );
    expect(screen.getByTestId('hero-signup').getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('hero-resources').getAttribute('href')).toBe('/resources');
    const teaser = screen.getByTestId('plans-teaser');
    expect(within(teaser).getAllByRole('listitem')).toHaveLength(4);
    expect(teaser.textContent).toContain('0,99€');
    expect(screen.getByTestId('plans-cta').getAttribute('href')).toBe('/pricing');
  });

  it('renders the footer with the tagline, columns, this year and a sign-up button for visitors', async () => {
    mockApi();
    await renderApp('/');
    const footer = await screen.findByTestId('footer');
    expect(screen.getByTestId('footer-tagline').textContent).toBe(
      'Upload unlimited music, keep 100% royalties. The complete digital music distribution platform.',
    );
    expect(within(footer).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Product', 'Resources', 'Legal']),
    );
    expect(screen.getByTestId('copyright').textContent).toBe(`© ${new Date().getFullYear()} Soundpost. All rights reserved.`);
    expect(screen.getByTestId('footer-signup').getAttribute('href')).toBe('/signup');
    expect(within(screen.getByTestId('footer-social')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('hides the footer sign-up button for a logged-in artist', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina' } });
    await renderApp('/');
    await screen.findByTestId('footer');
    expect(screen.queryByTestId('footer-signup')).toBeNull();
  });

  it.each([
    ['/upload', 'Upload your music'],
    ['/sell', 'Sell your music'],
    ['/resources', 'Resources'],
    ['/resources/spotify-algorithm-explained', 'Article'],
    ['/faq', 'Support center'],
    ['/faqs', 'Support center'],
    ['/partners', 'Distribution partners'],
  ])('%s loads its page (on demand) with the document title "%s"', async (path, title) => {
    mockApi();
    await renderApp(path);
    await screen.findByTestId('page-title');
    expect(document.title).toBe(`${title} · Soundpost`);
  });

  it.each([
    ['/signup', 'Create your artist account', 'signup-step-account'],
    ['/register', 'Create your artist account', 'signup-step-account'],
    ['/login', 'Artist login', 'login-view-password'],
  ])('%s shows its title and its first step', async (path, title, testId) => {
    mockApi();
    await renderApp(path);
    expect((await screen.findByTestId('page-title')).textContent).toBe(title);
    expect(screen.getByTestId(testId)).toBeTruthy();
    expect(document.title).toBe(`${title} · Soundpost`);
  });
});
