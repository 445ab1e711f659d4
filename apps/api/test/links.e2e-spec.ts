import { LINK_MESSAGES, type LinkStatsResponse, type ReleaseLinkListResponse, type ReleaseLinkResponse, type UserHeldDataResponse } from '@soundpost/contracts';
import { LinkCounterService, LinksService } from '@soundpost/server-links';
import { ReleaseChangesService } from '@soundpost/server-releases';
import { DataSource, type QueryRunner } from 'typeorm';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { approvedArtist, caller, completeRelease, newStaff, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://sp.example';
const DAY_MS = 86_400_000;
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('Smart links for the artist: made on submit, listed, edited, channels and stats (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let release: LinkedRelease;
  let stranger: TestArtist;

  const linkOf = async (releaseId: string) => (await db.query(`SELECT * FROM release_links WHERE release_id = $1`, [releaseId])) as Array<Record<string, any>>;
  const listed = async (artist: TestArtist, releaseId: string): Promise<ReleaseLinkResponse> => {
    const res = await call('GET', '/artist/links', artist.token);
    expect(res.status).toBe(200);
    const link = (res.body as ReleaseLinkListResponse).items.find((l) => l.release_id === releaseId);
    if (!link) throw new Error(`no link for ${releaseId} in ${JSON.stringify(res.body)}`);
    return link;
  };

  /** A release by a directory artist of this name, submitted over HTTP (not approved). */
  const submitAs = async (artist: TestArtist, artistName: string, title: string) => {
    const made = await completeRelease(t, artist, call, { title });
    await db.query(`UPDATE directory_artists SET name = $2 WHERE id = $1`, [made.artistId, artistName]);
    const submitted = await call('POST', `/artist/releases/${made.id}/submit`, artist.token);
    if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
    return made.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    db = t.app.get(DataSource);
    call = caller(t);
    stranger = await approvedArtist(t);
    release = await submittedRelease(t, { stores: ['spotify', 'deezer', 'napster'], title: 'Midnight Drive' });
  });
  afterAll(() => t?.close());

  describe('made on submit', () => {
    it('gives a submitted release one link named from artist and title, and a second submit keeps it', async () => {
      const artist = await approvedArtist(t);
      const id = await submitAs(artist, 'Nova Lane', 'Midnight Drive');
      const [link] = await linkOf(id);
      expect(link).toMatchObject({ slug: 'nova-lane-midnight-drive', user_id: artist.id });

      // Submitting again while in review is accepted and changes nothing; a repeated submit event keeps the row too.
      expect((await call('POST', `/artist/releases/${id}/submit`, artist.token)).status).toBe(200);
      await db.transaction((m) => t.app.get(ReleaseChangesService).changed(m, { releaseId: id, previousStatus: 'pending', status: 'pending' }));
      const after = await linkOf(id);
      expect(after).toHaveLength(1);
      expect(after[0].id).toBe(link.id);
      expect(after[0].slug).toBe('nova-lane-midnight-drive');
    });

    it('adds -2, -3 when the name is taken, transliterates accents and never takes a reserved word', async () => {
      const [a, b, c] = [await approvedArtist(t), await approvedArtist(t), await approvedArtist(t)];
      const first = await submitAs(a, 'Nova Lane', 'Midnight Drive');
      const second = await submitAs(b, 'Nova Lane', 'Midnight Drive');
      const slugs = [(await linkOf(first))[0].slug, (await linkOf(second))[0].slug];
      expect(slugs.sort()).toEqual(['nova-lane-midnight-drive-2', 'nova-lane-midnight-drive-3']);
      expect((await linkOf(await submitAs(c, 'Beyoncé', 'Ñandú Straße')))[0].slug).toBe('beyonce-nandu-strasse');
      // An artist name of symbols leaves the title alone: "Admin" is ours, so the link is admin-2.
      const admin = await approvedArtist(t);
      expect((await linkOf(await submitAs(admin, '★', 'Admin')))[0].slug).toBe('admin-2');
    });

    it('gives two releases submitted at the same moment under the same name two different slugs', async () => {
      const artists = [await approvedArtist(t), await approvedArtist(t), await approvedArtist(t)];
      const made = await Promise.all(
        artists.map(async (artist) => {
          const r = await completeRelease(t, artist, call, { title: 'Same Moment' });
          await db.query(`UPDATE directory_artists SET name = 'Race Lane' WHERE id = $1`, [r.artistId]);
          return { artist, id: r.id };
        }),
      );
      const submits = await Promise.all(made.map(({ artist, id }) => call('POST', `/artist/releases/${id}/submit`, artist.token)));
      expect(submits.map((r) => r.status)).toEqual([200, 200, 200]);
      const slugs = (await Promise.all(made.map(({ id }) => linkOf(id)))).map(([l]) => l.slug as string);
      expect(slugs.sort()).toEqual(['race-lane-same-moment', 'race-lane-same-moment-2', 'race-lane-same-moment-3']);
    });

    it('makes the missing link of a release submitted before links existed when the artist lists links', async () => {
      const artist = await approvedArtist(t);
      const id = await submitAs(artist, 'Old Timer', 'Before Links');
      await db.query(`DELETE FROM release_links WHERE release_id = $1`, [id]);
      const link = await listed(artist, id);
      expect(link.slug).toBe('old-timer-before-links');
      expect(await linkOf(id)).toHaveLength(1);
    });

    it('is the only way in: a draft that was never submitted has no link', async () => {
      const artist = await approvedArtist(t);
      const draft = await completeRelease(t, artist, call, { title: 'Draft Only' });
      expect(await linkOf(draft.id)).toHaveLength(0);
      expect((await call('GET', '/artist/links', artist.token)).body).toEqual({ items: [] });
      expect((await call('PUT', `/artist/releases/${draft.id}/link`, artist.token, { slug: 'draft-only' })).status).toBe(404);
    });
  });

  describe('GET /artist/links', () => {
    it('lists the link with its release, URL, state, totals, and a store only once it acknowledged', async () => {
      const before = await listed(release.artist, release.releaseId);
      const [card] = await db.query(`SELECT release_title, artist_name FROM release_catalogue_cards WHERE release_id = $1`, [release.releaseId]);
      expect(before).toMatchObject({
        release_title: 'Midnight Drive',
        artist_name: card.artist_name,
        release_date: '2030-05-01',
        url: `${PUBLIC_URL}/l/${before.slug}`,
        state: 'presave',
        stores: [],
        channels: [],
        store_order: [],
        extra_links: [],
        store_urls: {},
        totals: { views: 0, clicks: 0, ctr: null },
      });
      // A signed, expiring link to the stored cover, as the release screens build it.
      expect(before.cover_url).toMatch(/^\/api\/files\/private\/artwork\/.+\?expires=\d+&signature=/);

      await acknowledgeAt(t, release.releaseId, 'spotify', { id: '4aawyAB9vmqN3uQ7FjRGTy' });
      const after = await listed(release.artist, release.releaseId);
      expect(after.stores).toEqual([{ store_id: 'spotify', store_name: 'Spotify', url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', source: 'store' }]);

      await acknowledgeAt(t, release.releaseId, 'deezer');
      expect((await listed(release.artist, release.releaseId)).stores.map((s) => [s.store_id, s.source])).toEqual([
        ['spotify', 'store'],
        ['deezer', 'search'],
      ]);
    });

    it("shows only the artist's own links", async () => {
      const res = await call('GET', '/artist/links', stranger.token);
      expect(res.status).toBe(200);
      expect((res.body as ReleaseLinkListResponse).items.map((l) => l.release_id)).not.toContain(release.releaseId);
    });

    it('reads many links in a bounded number of statements', async () => {
      const artist = await approvedArtist(t);
      for (const title of ['One', 'Two', 'Three']) await submitAs(artist, `Many ${title}`, title);
      // Every statement goes through a query runner the driver makes: count those that read this domain's rows.
      const statements: string[] = [];
      const original = db.driver.createQueryRunner;
      db.driver.createQueryRunner = function (this: typeof db.driver, mode) {
        const runner: QueryRunner = original.call(this, mode);
        const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
        runner.query = ((sql: string, ...rest: unknown[]) => {
          statements.push(sql);
          return query(sql, ...rest);
        }) as QueryRunner['query'];
        return runner;
      };
      try {
        const res = await call('GET', '/artist/links', artist.token);
        expect(res.body.items).toHaveLength(3);
      } finally {
        db.driver.createQueryRunner = original;
      }
      const mine = statements.filter((s) => /release_links|link_daily_counts|link_channels|delivery_store_listings/.test(s));
      expect(mine.length).toBeLessThanOrEqual(6);
    });
  });

  describe('PUT /artist/releases/{id}/link', () => {
    const put = (body: unknown, id = release.releaseId, token = release.artist.token) => call('PUT', `/artist/releases/${id}/link`, token, body);
    const fieldError = async (body: unknown, field: string, message: string) => {
      const res = await put(body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    };

    it('refuses slugs with path characters, look-alikes, bad shapes and reserved words (422)', async () => {
      for (const slug of ['a/b', '../etc', 'nova%2flane', 'ｎova-lane', 'nov\u0430-lane', 'Nova-Lane', 'nova--lane', 'ab', 'x'.repeat(61), 'nova lane', '', 42]) {
        await fieldError({ slug }, 'slug', LINK_MESSAGES.slugInvalid);
      }
      for (const slug of ['admin', 'notify', 'presave', 'sandbox', 'api']) await fieldError({ slug }, 'slug', LINK_MESSAGES.slugReserved);
    });

    it("answers 409 slug_taken for another link's name, and renames to a free one", async () => {
      const other = await submittedRelease(t, { approve: false, title: 'Other Song' });
      const [taken] = await linkOf(other.releaseId);
      const res = await put({ slug: taken.slug });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'slug_taken', message: LINK_MESSAGES.slugTaken });

      const renamed = await put({ slug: 'midnight-drive-official' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ slug: 'midnight-drive-official', url: `${PUBLIC_URL}/l/midnight-drive-official` });
      // Its own name again is no conflict.
      expect((await put({ slug: 'midnight-drive-official' })).status).toBe(200);
    });

    it('forgets the cached public page, so the old name answers 404 at once and the new one shows', async () => {
      const open = (slug: string) => fetch(`${t.url}/l/${slug}`, { redirect: 'manual', headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } });
      const old = (await linkOf(release.releaseId))[0].slug as string;
      expect((await open(old)).status).toBe(200);
      expect((await put({ slug: 'midnight-drive-renamed' })).status).toBe(200);
      expect((await open(old)).status).toBe(404);
      expect((await open('midnight-drive-renamed')).status).toBe(200);
      expect((await put({ slug: old })).status).toBe(200);
    });

    it('refuses extra links that are not http(s), too many, unlabelled or too long', async () => {
      for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://x.example', '//x.example', 'https://', `https://x.example/${'a'.repeat(500)}`]) {
        await fieldError({ extra_links: [{ label: 'Site', url }] }, 'extra_links', LINK_MESSAGES.urlInvalid);
      }
      const many = Array.from({ length: 11 }, (_, i) => ({ label: `L${i}`, url: `https://x.example/${i}` }));
      await fieldError({ extra_links: many }, 'extra_links', LINK_MESSAGES.extraLinksTooMany);
      await fieldError({ extra_links: [{ label: '  ', url: 'https://x.example' }] }, 'extra_links', LINK_MESSAGES.extraLabelRequired);
      await fieldError({ extra_links: [{ label: 'x'.repeat(41), url: 'https://x.example' }] }, 'extra_links', LINK_MESSAGES.extraLabelRequired);
      await fieldError({ extra_links: 'https://x.example' }, 'extra_links', LINK_MESSAGES.extraLabelRequired);
    });

    it('refuses store ids outside the catalogue and store URLs that are not http(s); unknown fields too', async () => {
      await fieldError({ store_order: ['spotify', 'myspace'] }, 'store_order', LINK_MESSAGES.storeOrderInvalid);
      await fieldError({ store_order: 'spotify' }, 'store_order', LINK_MESSAGES.storeOrderInvalid);
      await fieldError({ store_urls: { myspace: 'https://myspace.example' } }, 'store_urls', LINK_MESSAGES.storeUrlInvalid);
      await fieldError({ store_urls: { napster: 'javascript:alert(1)' } }, 'store_urls', LINK_MESSAGES.storeUrlInvalid);
      // Null is not "unchanged": a page always has a name, an order and lists.
      await fieldError({ slug: null }, 'slug', LINK_MESSAGES.slugInvalid);
      await fieldError({ store_order: null }, 'store_order', LINK_MESSAGES.storeOrderInvalid);
      await fieldError({ extra_links: null }, 'extra_links', LINK_MESSAGES.extraLabelRequired);
      await fieldError({ store_urls: null }, 'store_urls', LINK_MESSAGES.storeUrlInvalid);
      expect((await put({ disabled_at: null })).status).toBe(422);
      expect((await put({ user_id: stranger.id })).status).toBe(422);
    });

    it('saves the store order, extra links and store URLs, and the buttons follow them', async () => {
      const res = await put({
        store_order: ['deezer', 'deezer', 'spotify'],
        extra_links: [{ label: ' Website ', url: 'https://novalane.example' }],
        store_urls: { napster: 'https://napster.example/nova' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        store_order: ['deezer', 'spotify'],
        extra_links: [{ label: 'Website', url: 'https://novalane.example' }],
        store_urls: { napster: 'https://napster.example/nova' },
      });
      expect((res.body as ReleaseLinkResponse).stores.map((s) => s.store_id)).toEqual(['deezer', 'spotify']);
      // What is not sent stays.
      const again = await put({ slug: (res.body as ReleaseLinkResponse).slug });
      expect(again.body.extra_links).toEqual([{ label: 'Website', url: 'https://novalane.example' }]);
    });

    it("answers 404 for another artist's release, before looking at the body", async () => {
      for (const body of [{ slug: 'stolen-name' }, { slug: 'ｎova' }, { extra_links: 'x' }]) {
        const res = await put(body, release.releaseId, stranger.token);
        expect(res.status).toBe(404);
      }
      expect((await put({ slug: 'not-a-uuid' }, 'not-a-uuid')).status).toBe(404);
      expect((await put({ slug: 'missing-release' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('channels', () => {
    let linkId: string;
    beforeAll(async () => {
      linkId = (await linkOf(release.releaseId))[0].id;
    });
    const add = (name: unknown, id = linkId, token = release.artist.token) => call('POST', `/artist/links/${id}/channels`, token, { name });

    it('adds a named channel with its URL, lists it, refuses a repeat (409) and bad names (422, never 500)', async () => {
      const res = await add('instagram');
      expect(res.status).toBe(201);
      const slug = (await linkOf(release.releaseId))[0].slug;
      expect(res.body).toMatchObject({ name: 'instagram', url: `${PUBLIC_URL}/l/${slug}?c=instagram` });

      const dup = await add('instagram');
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ code: 'channel_taken', message: LINK_MESSAGES.channelTaken });

      for (const name of ['x'.repeat(10_000), 'x'.repeat(41), 'Insta Gram', 'INSTAGRAM', '-lead', '', 'insta/gram', 'ınstagram', null, 7, ['a']]) {
        const bad = await add(name);
        expect(bad.status).toBe(422);
        expect(bad.body.errors.name).toEqual([LINK_MESSAGES.channelInvalid]);
      }
      expect((await listed(release.artist, release.releaseId)).channels.map((c) => c.name)).toEqual(['instagram']);
    });

    it('holds at most 50 channels per link', async () => {
      const artist = await approvedArtist(t);
      const id = await submitAs(artist, 'Busy', 'Channels');
      const [link] = await linkOf(id);
      await db.query(`INSERT INTO link_channels (link_id, name) SELECT $1, 'c' || g FROM generate_series(1, 50) g`, [link.id]);
      const res = await add('one-more', link.id, artist.token);
      expect(res.status).toBe(422);
      expect(res.body.errors.name).toEqual([LINK_MESSAGES.channelsTooMany]);
    });

    it('removes a channel (204), then 404; another artist gets 404 on both routes', async () => {
      const made = await add('tiktok');
      expect(made.status).toBe(201);
      expect((await call('POST', `/artist/links/${linkId}/channels`, stranger.token, { name: 'x'.repeat(10_000) })).status).toBe(404);
      expect((await call('DELETE', `/artist/links/${linkId}/channels/${made.body.id}`, stranger.token)).status).toBe(404);
      expect((await call('DELETE', `/artist/links/${linkId}/channels/${made.body.id}`, release.artist.token)).status).toBe(204);
      expect((await call('DELETE', `/artist/links/${linkId}/channels/${made.body.id}`, release.artist.token)).status).toBe(404);
      expect((await call('DELETE', `/artist/links/${linkId}/channels/nope`, release.artist.token)).status).toBe(404);
      expect((await call('POST', `/artist/links/nope/channels`, release.artist.token, { name: 'a' })).status).toBe(404);
    });
  });

  describe('stats', () => {
    let linkId: string;
    let slug: string;
    let owner: TestArtist;
    const today = new Date().toISOString().slice(0, 10);
    const d1 = dayBefore(today, 3);
    const d2 = dayBefore(today, 1);

    beforeAll(async () => {
      owner = await approvedArtist(t);
      const id = await submitAs(owner, 'Count Me', 'In');
      [{ id: linkId, slug }] = await linkOf(id);
      const counter = t.app.get(LinkCounterService);
      // Day one: 4 direct views from PT, 2 instagram views from BR, 1 unknown; clicks: spotify 2, deezer 1.
      for (let i = 0; i < 4; i++) counter.view(linkId, '', 'PT', at(d1));
      for (let i = 0; i < 2; i++) counter.view(linkId, 'instagram', 'BR', at(d1));
      counter.view(linkId, '', 'ZZ', at(d1));
      counter.click(linkId, 'spotify', '', 'PT', at(d1));
      counter.click(linkId, 'spotify', 'instagram', 'BR', at(d1));
      counter.click(linkId, 'deezer', '', 'PT', at(d1));
      // Day two: 3 instagram views from BR and one spotify click.
      for (let i = 0; i < 3; i++) counter.view(linkId, 'instagram', 'BR', at(d2));
      counter.click(linkId, 'spotify', 'instagram', 'BR', at(d2));
      // Outside the period asked for below.
      counter.view(linkId, '', 'US', at(dayBefore(today, 40)));
      await counter.flush();
    });
    const stats = async (query: string, token = owner.token) => call('GET', `/artist/links/${linkId}/stats${query}`, token);

    it('by day: every day of the period, zero where nothing was counted', async () => {
      const res = await stats(`?from=${dayBefore(today, 4)}&to=${today}&group_by=day`);
      expect(res.status).toBe(200);
      const body = res.body as LinkStatsResponse;
      expect(body).toMatchObject({ link_id: linkId, from: dayBefore(today, 4), to: today, group_by: 'day', totals: { views: 10, clicks: 4, ctr: 0.4 } });
      expect(body.rows.map((r) => [r.key, r.views, r.clicks])).toEqual([
        [dayBefore(today, 4), 0, 0],
        [d1, 7, 3],
        [dayBefore(today, 2), 0, 0],
        [d2, 3, 1],
        [today, 0, 0],
      ]);
      expect(body.rows[0].ctr).toBeNull();
      expect(body.rows[1].ctr).toBeCloseTo(3 / 7, 4);
    });

    it("by store: each store's clicks over all the period's views", async () => {
      const body = (await stats(`?from=${d1}&to=${d2}&group_by=store`)).body as LinkStatsResponse;
      expect(body.rows).toEqual([
        { key: 'spotify', label: 'Spotify', views: 10, clicks: 3, ctr: 0.3 },
        { key: 'deezer', label: 'Deezer', views: 10, clicks: 1, ctr: 0.1 },
      ]);
    });

    it('by channel, with direct visits labelled Direct', async () => {
      const body = (await stats(`?from=${d1}&to=${d2}&group_by=channel`)).body as LinkStatsResponse;
      expect(body.rows).toEqual([
        { key: '', label: 'Direct', views: 5, clicks: 2, ctr: 0.4 },
        { key: 'instagram', label: 'instagram', views: 5, clicks: 2, ctr: 0.4 },
      ]);
    });

    it('by country, named in English', async () => {
      const body = (await stats(`?from=${d1}&to=${d2}&group_by=country`)).body as LinkStatsResponse;
      expect(body.rows.map((r) => [r.key, r.label, r.views, r.clicks])).toEqual([
        ['BR', 'Brazil', 5, 2],
        ['PT', 'Portugal', 4, 2],
        ['ZZ', 'Unknown', 1, 0],
      ]);
    });

    it('defaults to the last 28 days by day', async () => {
      const body = (await stats('')).body as LinkStatsResponse;
      expect(body).toMatchObject({ from: dayBefore(today, 27), to: today, group_by: 'day' });
      expect(body.rows).toHaveLength(28);
      expect(body.totals).toEqual({ views: 10, clicks: 4, ctr: 0.4 });
    });

    it('refuses a reversed, too long or malformed period and an unknown grouping (422)', async () => {
      for (const query of [`?from=${today}&to=${d1}`, '?from=2024-01-01&to=2026-06-01', '?from=2024-02-30', '?from=yesterday', `?to=${'9'.repeat(5000)}`]) {
        const res = await stats(query);
        expect(res.status).toBe(422);
        expect(res.body.errors.from).toEqual([LINK_MESSAGES.statsRangeInvalid]);
      }
      const group = await stats('?group_by=week');
      expect(group.status).toBe(422);
      expect(group.body.errors.group_by).toEqual([LINK_MESSAGES.statsGroupInvalid]);
    });

    it('exports the same rows as a CSV attachment named after the link, period and grouping', async () => {
      const res = await t.api(`/api/artist/links/${linkId}/stats.csv?from=${d1}&to=${d2}&group_by=store`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="links-${slug}-${d1}-${d2}-store.csv"`);
      expect((await res.text()).split('\r\n')).toEqual(['store,store_name,views,clicks,ctr', 'spotify,Spotify,10,3,0.3', 'deezer,Deezer,10,1,0.1', '']);
      const days = await (await t.api(`/api/artist/links/${linkId}/stats.csv?from=${d1}&to=${d1}`, { token: owner.token })).text();
      expect(days).toBe(`date,views,clicks,ctr\r\n${d1},7,3,0.4286\r\n`);
    });

    it("answers 404 for another artist's link and an unknown one, JSON and CSV", async () => {
      expect((await stats('', stranger.token)).status).toBe(404);
      expect((await call('GET', `/artist/links/${linkId}/stats.csv`, stranger.token)).status).toBe(404);
      expect((await call('GET', `/artist/links/00000000-0000-4000-8000-000000000000/stats`, owner.token)).status).toBe(404);
      expect((await call('GET', `/artist/links/nope/stats.csv`, owner.token)).status).toBe(404);
    });

    it('shows the all-time totals on the list', async () => {
      expect((await call('GET', '/artist/links', owner.token)).body.items[0].totals).toEqual({ views: 11, clicks: 4, ctr: 0.3636 });
    });
  });

  it("counts the artist's links and channels in the data held about them", async () => {
    const staff = await newStaff(t, 'admin');
    const res = await t.api(`/api/admin/users/${release.artist.id}/data-held`, { token: staff.token });
    const body = (await res.json()) as UserHeldDataResponse;
    const items = body.domains.find((d) => d.domain === 'links')?.items ?? [];
    const [{ channels }] = await db.query(`SELECT count(*)::int AS channels FROM link_channels c JOIN release_links l ON l.id = c.link_id WHERE l.user_id = $1`, [release.artist.id]);
    expect(Object.fromEntries(items.map((i) => [i.key, i.count]))).toEqual({ release_links: 1, link_channels: channels });
    expect(channels).toBeGreaterThan(0);
  });

  it('is what LinksService.ensureForRelease answers for a submitted release, in the caller transaction', async () => {
    const [row] = await linkOf(release.releaseId);
    const link = await db.transaction((m) => t.app.get(LinksService).ensureForRelease(m, release.releaseId));
    expect(link?.id).toBe(row.id);
  });
});
