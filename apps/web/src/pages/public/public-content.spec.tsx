import { LANGUAGE_CODES, type LanguageCode } from '@soundpost/contracts';
import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { flatten, loadBundle } from '../../testing/translations';
import {
  BLOG_POSTS,
  COMPARISON_COLUMNS,
  COMPARISON_ROWS,
  FAQ_ARTICLES,
  FAQ_CATEGORIES,
  RESOURCE_TABS,
} from './content';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))])) as Record<
  LanguageCode,
  Record<string, unknown>
>;

/** The keys the public pages build from their content (template keys a static scan cannot see). */
const contentKeys = [
  ...BLOG_POSTS.flatMap((p) => ['title', 'excerpt', 'body'].map((f) => `public.posts.${p.slug}.${f}`)),
  ...BLOG_POSTS.map((p) => `public.resources.tags.${p.tag}`),
  ...FAQ_ARTICLES.flatMap((a) => [`public.faqArticles.${a.slug}.title`, `public.faqArticles.${a.slug}.body`]),
  ...FAQ_CATEGORIES.flatMap((c) => [`public.faq.categories.${c}.name`, `public.faq.categories.${c}.text`]),
  ...RESOURCE_TABS.flatMap((tab) => ['label', 'title', 'text', 'cta'].map((f) => `public.resources.tabs.${tab}.${f}`)),
  ...COMPARISON_ROWS.flatMap((row) => [
    `public.sell.compare.rows.${row}`,
    ...COMPARISON_COLUMNS.map((column) => `public.sell.compare.cells.${row}.${column}`),
  ]),
  ...COMPARISON_COLUMNS.map((column) => `public.sell.compare.columns.${column}`),
];

describe('public content in the bundles', () => {
  it.each([...LANGUAGE_CODES])('%s has every content key', (lng) => {
    expect(contentKeys.filter((key) => typeof bundles[lng][key] !== 'string')).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s has its own article texts and comparison figures', (lng) => {
    const copied = contentKeys.filter(
      (key) => /\.(body|excerpt|cells\.)/.test(key) && bundles[lng][key] === bundles['en'][key],
    );
    expect(copied).toEqual([]);
  });

  it.each([...LANGUAGE_CODES])('%s article links point to pages and articles that exist', (lng) => {
    const faq = new Set(FAQ_ARTICLES.map((a) => a.slug));
    const posts = new Set(BLOG_POSTS.map((p) => p.slug));
    const bad = Object.entries(bundles[lng])
      .filter(([key]) => key.startsWith('public.'))
      .flatMap(([, text]) => [...String(text).matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]))
      .filter((href) => {
        const [path, hash] = href.split('#');
        if (path === '/faq') return !faq.has(hash);
        if (path.startsWith('/resources/')) return !posts.has(path.slice('/resources/'.length));
        if (path === '/resources') return hash !== undefined && !(RESOURCE_TABS as readonly string[]).includes(hash);
        return !['/signup', '/pricing', '/sell', '/upload', '/partners'].includes(path);
      });
    expect(bad).toEqual([]);
  });
});

describe.each(['fr', 'es'] as const)('public pages in %s', (lng) => {
  it.each(['/', '/upload', '/sell', '/resources', '/resources/make-money-as-an-independent-artist', '/faq', '/faq#cookies', '/partners'])(
    '%s shows no key and no unfilled placeholder',
    async (path) => {
      mockApi({ routes: { 'GET /stores': { body: { stores: [] } } } });
      await renderApp(path, { lng });
      await screen.findByTestId(path === '/' ? 'home-hero' : 'page-title');
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\b(public|home|footer|nav|pages)\.[a-zA-Z]/);
      expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(document.documentElement.lang).toBe(lng);
    },
  );
});
