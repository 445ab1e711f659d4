import { JobsService } from '@soundpost/server-core/jobs';
import { DataSource } from 'typeorm';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(90_000);

/** The release-day job (links.release-day, LINKS_RELEASE_DAY_SCHEDULE). */
const RELEASE_DAY_JOB = 'links.release-day';

async function slugOf(db: DataSource, release: LinkedRelease): Promise<string> {
  await db.query(`INSERT INTO release_links (release_id, user_id, slug) VALUES ($1, $2, $3) ON CONFLICT (release_id) DO NOTHING`, [
    release.releaseId,
    release.artist.id,
    `p-${release.releaseId.replace(/-/g, '')}`,
  ]);
  const [row] = await db.query(`SELECT slug FROM release_links WHERE release_id = $1`, [release.releaseId]);
  return row.slug;
}

const unescape = (html: string) => html.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');

describe('Smart links, pre-save: the store\'s authorisation with a signed state, through the sandbox stand-in, saved on release day', () => {
  let t: TestApp;
  let db: DataSource;
  let release: LinkedRelease;
  let slug: string;

  const open = (url: string) => fetch(url.startsWith('http') ? url : t.url + url, { redirect: 'manual', headers: { accept: 'text/html' } });
  const presaves = () => db.query(`SELECT p.* FROM link_presaves p JOIN release_links l ON l.id = p.link_id WHERE l.slug = $1 ORDER BY p.created_at`, [slug]);

  /** Starts a pre-save at `store` and answers the sandbox consent page's URL and HTML. */
  const consent = async (store = 'spotify') => {
    const start = await open(`/l/${slug}/presave/${store}`);
    expect(start.status).toBe(302);
    const location = start.headers.get('location') as string;
    const page = await open(location);
    expect(page.status).toBe(200);
    return { location, html: await page.text() };
  };
  const button = (html: string, label: string): string => {
    const match = new RegExp(`href="([^"]+)">${label}</a>`).exec(html);
    if (!match) throw new Error(`no ${label} button in ${html}`);
    return unescape(match[1]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    release = await submittedRelease(t, { stores: ['spotify', 'deezer', 'apple-music', 'tidal'], releaseDate: '2030-05-01', title: 'Glass Harbour' });
    slug = await slugOf(db, release);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends the fan to the store\'s authorisation with a signed state; Allow comes back to the page and keeps the grant, with no fan identity', async () => {
    const { location, html } = await consent('spotify');
    const url = new URL(location);
    expect(url.pathname).toBe('/l/sandbox/authorize');
    expect(url.searchParams.get('store')).toBe('spotify');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/l/presave/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(html).toContain('Glass Harbour');
    expect(html).toContain('Spotify');

    const back = await open(button(html, 'Allow'));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${t.url}/l/${slug}?presaved=spotify`);
    const rows = await presaves();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ store_id: 'spotify', state: 'authorised', saved_at: null, last_error: null });
    // The grant is sealed at rest (AES-GCM under the app's secret), never the store's token as is.
    expect(rows[0].access_token).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(rows[0].access_token).not.toContain('sandbox-access');
    expect(Object.keys(rows[0]).sort()).toEqual(['access_token', 'created_at', 'id', 'last_error', 'link_id', 'refresh_token', 'saved_at', 'state', 'store_id', 'token_expires_at']);
  });

  it('goes back with ?presave=denied when the fan denies, keeping nothing', async () => {
    const { html } = await consent('deezer');
    const back = await open(button(html, 'Deny'));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${t.url}/l/${slug}?presave=denied`);
    expect((await presaves()).filter((p: { store_id: string }) => p.store_id === 'deezer')).toEqual([]);
  });

  it('refuses a tampered or foreign state and a forged code (400 page), and a consent page that would return elsewhere', async () => {
    const { location, html } = await consent('spotify');
    const allow = new URL(button(html, 'Allow'));
    const state = allow.searchParams.get('state') as string;
    const before = (await presaves()).length;

    const [payload, signature] = state.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...forged, s: 'deezer' })).toString('base64url')}.${signature}`;
    for (const bad of [tampered, `${payload}.${signature.slice(0, -2)}xx`, 'garbage', '']) {
      const res = await open(`/l/presave/callback?${new URLSearchParams({ state: bad, code: allow.searchParams.get('code') as string })}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('not valid or has expired');
    }
    // A code the sandbox never issued is refused by the exchange: back to the page, nothing kept.
    const forgedCode = await open(`/l/presave/callback?${new URLSearchParams({ state, code: 'made.up' })}`);
    expect(forgedCode.status).toBe(302);
    expect(forgedCode.headers.get('location')).toBe(`${t.url}/l/${slug}?presave=failed`);
    const noCode = await open(`/l/presave/callback?${new URLSearchParams({ state })}`);
    expect(noCode.status).toBe(400);

    const elsewhere = new URL(location);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/steal');
    expect((await open(elsewhere.toString())).status).toBe(400);
    expect((await presaves()).length).toBe(before);
  });

  it('answers 404 for a store not chosen for the release, one without pre-save (Apple Music, Tidal), an unknown slug, and a link not in its pre-save days', async () => {
    for (const path of [`/l/${slug}/presave/amazon-music`, `/l/${slug}/presave/apple-music`, `/l/${slug}/presave/tidal`, `/l/${slug}/presave/nope`, '/l/no-such-link/presave/spotify']) {
      const res = await open(path);
      expect(res.status).toBe(404);
    }
    const pending = await submittedRelease(t, { stores: ['spotify'], approve: false, title: 'Still Pending' });
    expect((await open(`/l/${await slugOf(db, pending)}/presave/spotify`)).status).toBe(404);
    const live = await submittedRelease(t, { stores: ['spotify'], releaseDate: '2030-01-05', title: 'Old Song' });
    await db.query(`UPDATE releases SET release_date = '2024-01-05' WHERE id = $1`, [live.releaseId]);
    await acknowledgeAt(t, live.releaseId, 'spotify');
    expect((await open(`/l/${await slugOf(db, live)}/presave/spotify`)).status).toBe(404);
  });

  it('on release day saves each waiting pre-save once and drops its tokens; a second run saves nothing', async () => {
    const jobs = t.app.get(JobsService);
    await jobs.runNow(RELEASE_DAY_JOB);
    expect((await presaves()).every((p: { state: string }) => p.state === 'authorised')).toBe(true);

    await db.query(`UPDATE releases SET release_date = (now() AT TIME ZONE 'UTC')::date - 1 WHERE id = $1`, [release.releaseId]);
    await acknowledgeAt(t, release.releaseId, 'spotify', { id: '6rqhFgbbKwnb9MLmUQDhG6' });
    const first = await jobs.runNow<{ saved: number }>(RELEASE_DAY_JOB);
    const second = await jobs.runNow<{ saved: number }>(RELEASE_DAY_JOB);

    const rows = await presaves();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'saved', access_token: null, refresh_token: null, token_expires_at: null, last_error: null });
    expect(rows[0].saved_at).not.toBeNull();
    expect(first).toEqual({ ran: true, result: expect.objectContaining({ saved: 1, failed: 0 }) });
    expect(second).toEqual({ ran: true, result: expect.objectContaining({ saved: 0 }) });

    // After the date the page is live: no more pre-saves.
    expect((await open(`/l/${slug}/presave/spotify`)).status).toBe(404);
  });
});

describe('Smart links, pre-save in live mode: Spotify\'s own authorisation, no sandbox', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp({ LINKS_PRESAVE_MODE: 'live', LINKS_SPOTIFY_CLIENT_ID: 'spotify-client-id', LINKS_SPOTIFY_CLIENT_SECRET: 'spotify-client-secret', PUBLIC_URL: 'https://sp.example' });
    const release = await submittedRelease(t, { stores: ['spotify', 'deezer'], releaseDate: '2030-05-01', title: 'Live Keys' });
    slug = await slugOf(t.app.get(DataSource), release);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends the fan to accounts.spotify.com with our callback, and offers no pre-save where no live provider exists', async () => {
    const res = await fetch(`${t.url}/l/${slug}/presave/spotify`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get('location') as string);
    expect(url.origin + url.pathname).toBe('https://accounts.spotify.com/authorize');
    expect(url.searchParams.get('client_id')).toBe('spotify-client-id');
    expect(url.searchParams.get('scope')).toBe('user-library-modify');
    expect(url.searchParams.get('redirect_uri')).toBe('https://sp.example/l/presave/callback');

    expect((await fetch(`${t.url}/l/${slug}/presave/deezer`, { redirect: 'manual' })).status).toBe(404);
    const sandbox = `${t.url}/l/sandbox/authorize?${new URLSearchParams({ store: 'spotify', state: url.searchParams.get('state') as string, redirect_uri: 'https://sp.example/l/presave/callback' })}`;
    expect((await fetch(sandbox, { redirect: 'manual' })).status).toBe(404);
  });
});
