import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { flatten, loadBundle } from '../../testing/translations';
import { BLOG_POSTS, COMPARISON_COLUMNS, COMPARISON_ROWS } from './content';

const en = flatten(loadBundle('en'));
const fr = flatten(loadBundle('fr'));

async function open(path: string, lng?: 'en' | 'fr' | 'es') {
  mockApi();
  const app = await renderApp(path, { lng });
  await screen.findByTestId(path === '/' ? 'home-hero' : 'page-title');
  return app;
}

describe('/ home', () => {
  it('has the hero calls to action, the plans teaser, the analytics, approval and earn blocks', async () => {
    await open('/');
    expect(screen.getByTestId('hero-signup').getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('hero-resources').getAttribute('href')).toBe('/resources');
    expect(screen.getByTestId('plans-cta').getAttribute('href')).toBe('/pricing');
    const analytics = screen.getByTestId('home-analytics');
    expect(within(analytics).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Streaming71%',
      'Downloads19%',
      'Video10%',
    ]);
    expect(screen.getByTestId('approval-cta').getAttribute('href')).toBe('/upload');
    for (const key of ['smartLinks', 'promoArt', 'splits', 'codes']) {
      const link = within(screen.getByTestId(`earn-${key}`)).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^\/resources(#(sell|market|pay))?$/);
    }
  });
});

describe('/upload', () => {
  it('explains the road from upload to stores, with the six wizard steps and a sign-up call', async () => {
    await open('/upload');
    expect(screen.getByTestId('page-title').textContent).toBe(en['public.upload.title']);
    expect(document.title).toBe('Upload your music · Soundpost');
    const steps = within(screen.getByTestId('upload-steps')).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual([
      'Prepare your audio and artwork',
      'Fill in the six-step release wizard',
      'Our team reviews your release',
      'Delivery to 45+ stores and platforms',
      'Follow your streams and collect your royalties',
    ]);
    expect(within(screen.getByTestId('wizard-steps')).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Album Info',
      'Tracks',
      'Artwork',
      'Distribution',
      'Preview',
      'Submit',
    ]);
    expect(screen.getByTestId('upload-cta').getAttribute('href')).toBe('/signup');
    expect(screen.getByTestId('upload-cta-bottom').getAttribute('href')).toBe('/signup');
  });

  it('sends a logged-in artist to their releases instead', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina' } });
    await renderApp('/upload');
    await waitFor(() => expect(screen.getByTestId('upload-cta').getAttribute('href')).toBe('/artist/releases'));
  });
});

describe('/sell', () => {
  it('has Get started and Sign Up to /register, the guide, the comparison, a testimonial and the platform grid', async () => {
    await open('/sell');
    expect(screen.getByTestId('sell-get-started').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('sell-sign-up').textContent).toBe('Sign Up');
    expect(screen.getByTestId('sell-sign-up').getAttribute('href')).toBe('/register');
    expect(within(screen.getByTestId('sell-guide')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('testimonial').querySelector('blockquote')?.textContent).toBe(en['public.sell.testimonial.quote']);
    expect(within(screen.getByTestId('platform-grid')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(12);
    expect(screen.getByTestId('sell-partners').getAttribute('href')).toBe('/partners');
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it('compares four named competitors with the figures and the date from the bundle', async () => {
    await open('/sell');
    const table = screen.getByTestId('compare-table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Feature', 'Soundpost', 'DistroKid', 'TuneCore', 'CD Baby', 'Amuse']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Price',
      'Collaborator split fees',
      'Customer service',
      'Ease of use',
      'Daily trend report',
    ]);
    for (const row of COMPARISON_ROWS) {
      const cells = within(screen.getByTestId(`compare-row-${row}`)).getAllByRole('cell').map((td) => td.textContent);
      expect(cells).toEqual(COMPARISON_COLUMNS.map((column) => en[`public.sell.compare.cells.${row}.${column}`]));
    }
    expect(screen.getByTestId('compare-row-price').textContent).toContain('$18 per year');
    expect(screen.getByTestId('compare-as-of').textContent).toMatch(/^Publicly available data as of May 15, 2024\./);
  });

  it('switches the whole page to French without a reload, figures included', async () => {
    const { i18n } = await open('/sell');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(screen.getByTestId('page-title').textContent).toBe(fr['public.sell.title']);
    expect(within(screen.getByTestId('compare-row-price')).getAllByRole('cell')[1].textContent).toBe(
      fr['public.sell.compare.cells.price.distrokid'],
    );
    expect(screen.getByTestId('compare-as-of').textContent).toContain(String(fr['public.sell.compare.date']));
    expect(localStorage.getItem('lang')).toBe('fr');
  });
});

describe('/resources/{slug}', () => {
  it.each(BLOG_POSTS.map((post) => post.slug))('%s is a full article with headings and lists', async (slug) => {
    await open(`/resources/${slug}`);
    expect(screen.getByTestId('page-title').textContent).toBe(en[`public.posts.${slug}.title`]);
    const body = screen.getByTestId('post-body');
    expect(body.querySelectorAll('h2').length).toBeGreaterThanOrEqual(4);
    expect(body.querySelectorAll('p').length).toBeGreaterThanOrEqual(4);
    expect(body.querySelectorAll('ul, ol').length).toBeGreaterThanOrEqual(2);
    expect(body.textContent?.length).toBeGreaterThan(2000);
    expect(body.textContent).not.toMatch(/\*\*|\]\(|^##/m);
    expect(screen.getByTestId('post-signup').getAttribute('href')).toBe('/signup');
  });

  it('reads in Spanish too', async () => {
    await open('/resources/spotify-algorithm-explained', 'es');
    expect(screen.getByTestId('page-title').textContent).toBe(flatten(loadBundle('es'))['public.posts.spotify-algorithm-explained.title']);
  });

  it('answers an unknown slug with the not-found page', async () => {
    mockApi();
    await renderApp('/resources/no-such-post');
    expect((await screen.findByTestId('not-found-message')).textContent).toBe("The page you requested doesn't exist.");
    expect(screen.getByTestId('go-home').getAttribute('href')).toBe('/');
  });

  it('links between posts', async () => {
    const { router } = await open('/resources/spotify-algorithm-explained');
    const more = screen.getAllByTestId('post-card');
    expect(more).toHaveLength(3);
    fireEvent.click(within(more[0]).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/resources/${BLOG_POSTS[0].slug}`));
  });
});
