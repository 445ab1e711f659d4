import { createHash } from 'node:crypto';
import { pageLanguage } from './accept-language';
import { escapeHtml } from '@soundpost/server-core/mail';
import { LINK_PAGE_CSP, renderLinkPage, renderNotFoundPage, type LinkPageView } from './link-page.template';

const view: LinkPageView = {
  slug: 'x-y',
  title: '<script>alert(1)</script> & "quotes"',
  artist: "O'Neil <b>",
  state: 'live',
  releaseDate: '2026-01-02',
  coverPath: null,
  buttons: [{ storeId: 'spotify', storeName: 'Spotify' }],
  presaveStores: [],
  extraLinks: [
    { label: '<img src=x onerror=alert(1)>', url: 'https://example.com/?a=1&b="2"' },
    { label: 'bad', url: 'javascript:alert(1)' },
  ],
};
const options = { language: 'en' as const, publicUrl: 'https://sp.example', channel: '', presavedStore: null, today: '2026-01-10' };

describe('link page template', () => {
  it('escapes every text and attribute taken from the release and the artist', () => {
    const html = renderLinkPage(view, options);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('O&#39;Neil &lt;b&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener nofollow ugc"');
    expect(html).not.toContain('javascript:');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it("allows its one inline style by hash in the policy, and no script; the not-found page uses the same style", () => {
    const style = /<style>(.*?)<\/style>/.exec(renderLinkPage(view, options))?.[1] ?? '';
    expect(LINK_PAGE_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(LINK_PAGE_CSP).not.toContain('script-src');
    expect(renderNotFoundPage('fr')).toContain(`<style>${style}</style>`);
    expect(renderLinkPage(view, options)).not.toContain('<script');
  });

  it('carries the channel into the store buttons, encoded', () => {
    expect(renderLinkPage(view, { ...options, channel: 'insta_gram' })).toContain('href="/l/x-y/go/spotify?c=insta_gram"');
  });

  it('shows the pre-save page: date, days to go, the form and the pre-save buttons, no store buttons', () => {
    const html = renderLinkPage({ ...view, state: 'presave', releaseDate: '2026-01-20', presaveStores: [{ storeId: 'deezer', storeName: 'Deezer' }] }, { ...options, presavedStore: 'deezer' });
    expect(html).toContain('Out January 20, 2026');
    expect(html).toContain('10 days to go');
    expect(html).toContain('<form method="post" action="/l/x-y/notify">');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('href="/l/x-y/presave/deezer"');
    expect(html).toContain('saved on Deezer');
    expect(html).not.toContain('/go/spotify');
  });
});

describe('page language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['de-DE,es;q=0.7,fr;q=0.5', 'es'],
    ['en;q=0.2, fr;q=0.8', 'fr'],
    ['es;q=0, fr;q=0.1', 'fr'],
    ['de, it', 'en'],
    ['*', 'en'],
    ['fr;q=abc', 'en'],
    ['ES-mx', 'es'],
  ])('%p -> %s', (header, language) => {
    expect(pageLanguage(header)).toBe(language);
  });
});
