import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { flatten, loadBundle } from '../../testing/translations';
import { FAQ_ARTICLES, FAQ_CATEGORIES, FAQ_PAGE_SIZE } from './content';
import { FAQ_VIEWED_KEY, rememberViewed } from './faq-history';
import { matchesQuery } from './FaqPage';

const en = flatten(loadBundle('en'));

async function open(path = '/faq', lng?: 'en' | 'fr' | 'es') {
  mockApi();
  const app = await renderApp(path, { lng });
  await screen.findByTestId('faq-page');
  return app;
}

const resultSlugs = () =>
  screen.queryAllByTestId('faq-result').map((li) => within(li).getByRole('link').getAttribute('href')?.replace('/faq#', ''));

describe('/faq help centre', () => {
  it('holds at least 16 written articles, each with a title and a body of several paragraphs', () => {
    expect(FAQ_ARTICLES.length).toBeGreaterThanOrEqual(16);
    for (const article of FAQ_ARTICLES) {
      expect(en[`public.faqArticles.${article.slug}.title`]).toEqual(expect.any(String));
      expect(String(en[`public.faqArticles.${article.slug}.body`]).split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('matches every word of the query, ignoring case and accents', () => {
    expect(matchesQuery('Facturación y pagos', 'facturacion PAGOS')).toBe(true);
    expect(matchesQuery('Artwork requirements', 'artwork payout')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });

  it('answers at /faq and /faqs with the title, categories and lists', async () => {
    await open('/faqs');
    expect(screen.getByTestId('page-title').textContent).toBe('Support center');
    expect(document.title).toBe('Support center · Soundpost');
    expect(FAQ_CATEGORIES.map((key) => screen.getByTestId(`faq-category-${key}`).querySelector('.faq-category__name')?.textContent)).toEqual([
      'Get Started',
      'Distribution',
      'Accounting',
      'Subscription',
    ]);
    expect(within(screen.getByTestId('faq-featured')).getAllByRole('link')).toHaveLength(FAQ_ARTICLES.filter((a) => a.featured).length);
    expect(within(screen.getByTestId('faq-recent')).getAllByRole('link')[0].textContent).toBe(en['public.faqArticles.cookies.title']);
    expect(within(screen.getByTestId('faq-viewed')).getByText('No articles viewed yet')).toBeTruthy();
  });

  it('filters the articles as you type', async () => {
    await open();
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'ISRC' } });
    expect(resultSlugs()).toContain('upc-isrc-codes');
    expect(resultSlugs()).not.toContain('payment-methods');
    expect(screen.getByTestId('faq-list').querySelector('h2')?.textContent).toBe('Results for "ISRC"');
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'xylophone' } });
    expect(screen.getByTestId('faq-empty').textContent).toMatch(/No articles match/);
    expect(screen.queryByTestId('faq-load-more')).toBeNull();
    fireEvent.click(screen.getByTestId('faq-clear'));
    expect(resultSlugs()).toHaveLength(FAQ_PAGE_SIZE);
  });

  it('searches in the language shown', async () => {
    await open('/faq', 'fr');
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'pochette' } });
    expect(resultSlugs()).toContain('prepare-audio-and-artwork');
  });

  it('filters by category, and again by search inside it; clicking the category again clears it', async () => {
    await open();
    fireEvent.click(screen.getByTestId('faq-category-subscription'));
    expect(screen.getByTestId('faq-category-subscription').getAttribute('aria-pressed')).toBe('true');
    const subscription = FAQ_ARTICLES.filter((a) => a.category === 'subscription').map((a) => a.slug);
    expect(resultSlugs()).toEqual(subscription);
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'invoices' } });
    expect(resultSlugs()).toEqual(['payment-methods']);
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('faq-category-subscription'));
    expect(screen.getByTestId('faq-category-subscription').getAttribute('aria-pressed')).toBe('false');
    expect(resultSlugs()).toHaveLength(FAQ_PAGE_SIZE);
  });

  it('loads more articles until all are shown', async () => {
    await open();
    expect(resultSlugs()).toEqual(FAQ_ARTICLES.slice(0, FAQ_PAGE_SIZE).map((a) => a.slug));
    fireEvent.click(screen.getByTestId('faq-load-more'));
    expect(resultSlugs()).toHaveLength(FAQ_PAGE_SIZE * 2);
    while (screen.queryByTestId('faq-load-more')) fireEvent.click(screen.getByTestId('faq-load-more'));
    expect(resultSlugs()).toEqual(FAQ_ARTICLES.map((a) => a.slug));
  });

  it('opens an article in full at /faq#slug and remembers it under Previously Viewed', async () => {
    const { router } = await open();
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'withdraw' } });
    fireEvent.click(within(screen.getByTestId('faq-list')).getByTestId('faq-link-withdraw-earnings'));
    await waitFor(() => expect(router.state.location.hash).toBe('#withdraw-earnings'));
    const article = await screen.findByTestId('faq-article');
    expect(article.id).toBe('withdraw-earnings');
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe('How do I withdraw my earnings?');
    const body = screen.getByTestId('faq-article-body');
    expect(body.textContent).toContain('EUR 25.00');
    expect(body.querySelectorAll('ol li').length).toBe(4);
    expect(body.querySelectorAll('h3').length).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByTestId('faq-viewed')).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'How do I withdraw my earnings?',
    ]);
    expect(JSON.parse(localStorage.getItem(FAQ_VIEWED_KEY) ?? '[]')).toEqual(['withdraw-earnings']);

    fireEvent.click(screen.getByTestId('faq-back'));
    await waitFor(() => expect(screen.queryByTestId('faq-article')).toBeNull());
    expect(within(screen.getByTestId('faq-viewed')).getAllByRole('link')).toHaveLength(1);
  });

  it('shows what this browser viewed before, newest first, ignoring unknown slugs', async () => {
    rememberViewed('terms');
    rememberViewed('choose-a-plan');
    const list = JSON.parse(localStorage.getItem(FAQ_VIEWED_KEY) ?? '[]') as string[];
    localStorage.setItem(FAQ_VIEWED_KEY, JSON.stringify([...list, 'gone-article']));
    await open();
    expect(within(screen.getByTestId('faq-viewed')).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/faq#choose-a-plan',
      '/faq#terms',
    ]);
  });

  it.each(['terms', 'privacy', 'cookies', 'copyright'])('the footer anchor /faqs#%s opens its article', async (slug) => {
    await open(`/faqs#${slug}`);
    expect(screen.getByTestId('faq-article').id).toBe(slug);
    expect(screen.getByTestId('faq-article-body').textContent?.length).toBeGreaterThan(600);
  });

  it('typing in the search box while an article is open goes back to the results', async () => {
    const { router } = await open('/faq#terms');
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'plan' } });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(resultSlugs()).toContain('choose-a-plan');
  });
});
