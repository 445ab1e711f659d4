import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  PLAN_UPGRADE_PATH,
  STATS_ARTIST_MESSAGES,
  STATS_MESSAGES,
  type StatsFreshnessResponse,
  type StatsImportDetailResponse,
  type StatsImportPage,
  type StatsPresetResponse,
  type StatsSummaryResponse,
} from '@soundpost/contracts';
import { DataSource } from 'typeorm';
import { StatsReportService } from '@soundpost/server-stats';
import { newArtist } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, completeRelease, newStaff } from './support/releases-fixtures';
import { trackWithIsrc, TRENDS_HEADER } from './support/stats-fixtures';
import { createTestApp, TestApp } from './test-app';

const HEADER = TRENDS_HEADER;
/** DSR fixtures written from the standard's record definitions (their ISRCs are FRSP02600001…, their UPC 3770000000011). */
const FIXTURES = path.resolve(__dirname, '../../../libs/server/stats/src/trends/fixtures');
const fixture = (name: string) => ({ content: fs.readFileSync(path.join(FIXTURES, name)), name });

let isrcCounter = 0;
/** A valid, unique ISRC for this run. */
const newIsrc = () => `QZS${String(process.pid % 100).padStart(2, '0')}26${String(++isrcCounter).padStart(5, '0')}`.slice(0, 12);
let upcCounter = 0;
const newUpc = () => `8${String(process.pid).padStart(7, '0').slice(-7)}${String(++upcCounter).padStart(4, '0')}`;

describe('Statistics: trend reports in (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  }, 60_000);
  afterAll(() => t?.close());

  /** An approved artist with a release whose one track has an ISRC and whose release has a UPC. */
  async function catalogue() {
    const upc = newUpc();
    return { ...(await trackWithIsrc(t, call, newIsrc(), { upc })), upc };
  }

  /** Uploads files as staff; each CSV gets a random comment-free unique line order via the name only, so callers make content unique. */
  async function upload(files: Array<{ content: string | Buffer; name?: string }>, fields: Record<string, string> = {}, token = staff.token) {
    const body = new FormData();
    body.append('store_id', fields.store_id ?? 'spotify');
    for (const [k, v] of Object.entries(fields)) if (k !== 'store_id') body.append(k, v);
    for (const f of files) {
      const bytes = typeof f.content === 'string' ? Buffer.from(f.content) : f.content;
      body.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), f.name ?? `trends-${randomUUID()}.csv`);
    }
    const res = await t.api('/api/admin/stats/imports', { method: 'POST', token, body });
    return { status: res.status, body: (await res.json()) as StatsImportDetailResponse & { errors?: Record<string, string[]>; message?: string; import_id?: string } };
  }

  const rollups = (trackId: string) =>
    db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, store_id, territory, source, streams::int, listeners::int, saves::int FROM stats_rollups WHERE track_id = $1 ORDER BY day, territory, source`, [trackId]);

  it('answers 401 without a token and 403 to an artist', async () => {
    expect((await t.api('/api/admin/stats/imports')).status).toBe(401);
    const artist = await newArtist(t);
    expect((await t.api('/api/admin/stats/imports', { token: artist.token })).status).toBe(403);
    expect((await upload([{ content: `${HEADER}\n` }], {}, artist.token)).status).toBe(403);
  });

  it('sums a key met again after the rollups were written out (a CSV sorted by territory, not by recording)', async () => {
    const a = await catalogue();
    // 600 territories, each with a line of the track and a line of the release matched by UPC alone: the running sums
    // are written out a thousand keys at a time, so both recordings come back after theirs were, and the track's first
    // key once more at the end.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const territories = [...letters].flatMap((x) => [...letters].map((y) => x + y)).filter((c) => c !== 'WW' && c !== 'ZZ').slice(0, 600);
    const lines = territories.flatMap((code) => [`2026-10-03,Spotify,${code},${a.isrc},,1,,,playlist`, `2026-10-03,Spotify,${code},,${a.upc},2,,,radio`]);
    const csv = [HEADER, ...lines, `2026-10-03,Spotify,${territories[0]},${a.isrc},,5,,,playlist`].join('\n');
    const res = await upload([{ content: csv }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lines_total: 1201, lines_matched: 1201, streams_total: 600 + 1200 + 5 });
    const track = await rollups(a.trackId);
    expect(track).toHaveLength(600);
    expect(track.find((r: { territory: string }) => r.territory === territories[0])).toMatchObject({ streams: 6, source: 'playlist' });
    expect(track.reduce((sum: number, r: { streams: number }) => sum + r.streams, 0)).toBe(605);
    const release = await db.query(`SELECT count(*)::int AS n, sum(streams)::int AS streams FROM stats_rollups WHERE release_id = $1 AND track_id IS NULL`, [a.releaseId]);
    expect(release).toEqual([{ n: 600, streams: 1200 }]);
  });

  it("imports a CSV in Soundpost's layout: lines matched by ISRC and by UPC, rollups per track, store, territory, source and day", async () => {
    const a = await catalogue();
    const csv = [
      HEADER,
      `2026-10-01,Spotify,PT,${a.isrc},,100,40,5,playlist`,
      `2026-10-01,Spotify,PT,${a.isrc},,20,10,1,playlist`,
      `2026-10-01,Spotify,FR,${a.isrc},,7,,,`,
      `2026-10-02,Spotify,pt,${a.isrc.toLowerCase()},,50,20,2,search`,
      `2026-10-02,Spotify,,,${a.upc},9,,,radio`,
      `2026-10-02,Spotify,DE,ZZZ992600001,,3,,,other`,
    ].join('\n');
    const res = await upload([{ content: csv }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      store_id: 'spotify',
      store_name: 'Spotify',
      format: 'csv',
      first_day: '2026-10-01',
      last_day: '2026-10-02',
      lines_total: 6,
      lines_matched: 5,
      lines_unmatched: 1,
      lines_rejected: 0,
      streams_total: 189,
      days_replaced: 0,
    });
    expect(res.body.by_day).toEqual([
      { key: '2026-10-01', lines: 3, streams: 127 },
      { key: '2026-10-02', lines: 3, streams: 62 },
    ]);
    expect(res.body.by_store).toEqual([{ key: 'Spotify', lines: 6, streams: 189 }]);
    expect(res.body.by_territory).toEqual(
      expect.arrayContaining([
        { key: 'PT', lines: 3, streams: 170 },
        { key: 'ZZ', lines: 1, streams: 9 },
      ]),
    );
    expect(res.body.unmatched).toEqual([{ line: 7, day: '2026-10-02', territory: 'DE', isrc: 'ZZZ992600001', upc: null, streams: 3, reason: STATS_MESSAGES.unmatchedIsrc }]);
    expect(await rollups(a.trackId)).toEqual([
      { day: '2026-10-01', store_id: 'spotify', territory: 'FR', source: 'unknown', streams: 7, listeners: 0, saves: 0 },
      { day: '2026-10-01', store_id: 'spotify', territory: 'PT', source: 'playlist', streams: 120, listeners: 50, saves: 6 },
      { day: '2026-10-02', store_id: 'spotify', territory: 'PT', source: 'search', streams: 50, listeners: 20, saves: 2 },
    ]);
    // The UPC-only line counts for the release, with no track.
    expect(await db.query(`SELECT streams::int, territory, source FROM stats_rollups WHERE release_id = $1 AND track_id IS NULL`, [a.releaseId])).toEqual([
      { streams: 9, territory: 'ZZ', source: 'radio' },
    ]);
    // Listed, newest first, and opened by id.
    const list = (await (await t.api('/api/admin/stats/imports', { token: staff.token })).json()) as StatsImportPage;
    expect(list.data[0].id).toBe(res.body.id);
    const opened = await t.api(`/api/admin/stats/imports/${res.body.id}`, { token: staff.token });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as StatsImportDetailResponse).lines_matched).toBe(5);
  });

  it('refuses the same file again with 409 naming the earlier import, and writes nothing', async () => {
    const a = await catalogue();
    const csv = `${HEADER}\n2026-09-01,Spotify,PT,${a.isrc},,11,,,\n`;
    const first = await upload([{ content: csv }]);
    expect(first.status).toBe(201);
    const again = await upload([{ content: csv }], {}, staff.token);
    expect(again.status).toBe(409);
    expect(again.body.import_id).toBe(first.body.id);
    expect(again.body.message).toContain(STATS_MESSAGES.duplicateFile);
    expect(await db.query(`SELECT count(*)::int AS n FROM stats_imports WHERE checksum = (SELECT checksum FROM stats_imports WHERE id = $1)`, [first.body.id])).toEqual([{ n: 1 }]);
  });

  it("a file covering days this store already has replaces those days (a store's correction), and leaves the other days and stores alone", async () => {
    const a = await catalogue();
    const first = await upload([
      { content: [HEADER, `2026-08-01,Spotify,PT,${a.isrc},,10,,,`, `2026-08-02,Spotify,PT,${a.isrc},,20,,,`].join('\n') },
    ]);
    expect(first.status).toBe(201);
    const otherStore = await upload([{ content: [HEADER, `2026-08-02,Deezer,PT,${a.isrc},,5,,,`].join('\n') }], { store_id: 'deezer' });
    expect(otherStore.status).toBe(201);
    const correction = await upload([{ content: [HEADER, `2026-08-02,Spotify,PT,${a.isrc},,25,,,`, `2026-08-03,Spotify,PT,${a.isrc},,30,,,`].join('\n') }]);
    expect(correction.status).toBe(201);
    expect(correction.body.days_replaced).toBe(1);
    expect((await rollups(a.trackId)).map((r: { day: string; store_id: string; streams: number }) => [r.day, r.store_id, r.streams])).toEqual([
      ['2026-08-01', 'spotify', 10],
      ['2026-08-02', 'deezer', 5],
      ['2026-08-02', 'spotify', 25],
      ['2026-08-03', 'spotify', 30],
    ]);
    // The first import keeps its first day only; the replaced day's lines are gone.
    const opened = (await (await t.api(`/api/admin/stats/imports/${first.body.id}`, { token: staff.token })).json()) as StatsImportDetailResponse;
    expect(opened.by_day).toEqual([{ key: '2026-08-01', lines: 1, streams: 10 }]);
    // Daily lines sit in month partitions.
    const [{ parent }] = await db.query(
      `SELECT p.relname AS parent FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE c.relname = 'stats_daily_lines_y2026m08'`,
    );
    expect(parent).toBe('stats_daily_lines');
  });

  it('refuses bad lines by number and keeps the good ones; dates in the future or before 2000 are refused by line', async () => {
    const a = await catalogue();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      HEADER,
      `2026-07-01,Spotify,PT,${a.isrc},,10,,,`,
      `${tomorrow},Spotify,PT,${a.isrc},,10,,,`,
      `1999-12-31,Spotify,PT,${a.isrc},,10,,,`,
      `2026-07-01,Spotify,PT,${a.isrc},,-3,,,`,
      `2026-07-01,Spotify,PT,,,4,,,`,
      `2026-07-01,Spotify,PT,${a.isrc},,4,,,jukebox`,
    ].join('\n');
    const res = await upload([{ content: csv }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lines_total: 6, lines_matched: 1, lines_rejected: 5, streams_total: 10 });
    expect(res.body.rejected.map((b) => b.line)).toEqual([3, 4, 5, 6, 7]);
    expect(res.body.rejected[0].reason).toBe(STATS_MESSAGES.lineDateRange);
    expect(res.body.rejected[1].reason).toBe(STATS_MESSAGES.lineDateRange);
  });

  it('a file with no good line is refused with the reasons, and nothing is written', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM stats_imports');
    const res = await upload([{ content: `${HEADER}\nnot-a-date,Spotify,PT,FRSP02600001,,10,,,\n` }]);
    expect(res.status).toBe(422);
    expect(res.body.errors?.file[0]).toBe(STATS_MESSAGES.noLines);
    expect(res.body.errors?.file[1]).toBe(`Line 2: ${STATS_MESSAGES.lineDate}`);
    expect(await db.query('SELECT count(*)::int AS n FROM stats_imports')).toEqual(before);
  });

  it('refuses an unknown store, a missing file and a header without its columns with 422', async () => {
    const unknown = await upload([{ content: `${HEADER}\n2026-07-01,X,PT,FRSP02600001,,10,,,\n` }], { store_id: 'no-such-store' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ store_id: [STATS_MESSAGES.storeUnknown] });

    const body = new FormData();
    body.append('store_id', 'spotify');
    const missing = await t.api('/api/admin/stats/imports', { method: 'POST', token: staff.token, body });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({ file: [STATS_MESSAGES.fileRequired] });

    const header = await upload([{ content: 'date,isrc\n2026-07-01,FRSP02600001\n' }]);
    expect(header.status).toBe(422);
    expect(header.body.errors?.file[0]).toBe(STATS_MESSAGES.columnMissing.replace('{column}', 'store'));
  });

  it("reads a store's own layout through a preset, gzip accepted; a preset of another store is refused", async () => {
    const a = await catalogue();
    const created = await call('POST', '/admin/stats/presets', staff.token, { store_id: 'deezer', name: `Deezer daily ${randomUUID()}`, mapping: { date: 'Day', isrc: 'Recording', streams: 'Plays', territory: 'Country' } });
    expect(created.status).toBe(201);
    const preset = created.body as StatsPresetResponse;
    const csv = ['Day;Recording;Plays;Country', `2026-06-01;${a.isrc};42;BE`].join('\n');
    const res = await upload([{ content: gzipSync(Buffer.from(csv)), name: 'deezer.csv.gz' }], { store_id: 'deezer', preset_id: preset.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ preset_id: preset.id, lines_matched: 1, streams_total: 42 });
    expect((await rollups(a.trackId))[0]).toMatchObject({ day: '2026-06-01', territory: 'BE', store_id: 'deezer', streams: 42 });

    const wrongStore = await upload([{ content: csv }], { store_id: 'spotify', preset_id: preset.id });
    expect(wrongStore.status).toBe(422);
    expect(wrongStore.body.errors).toEqual({ preset_id: [STATS_MESSAGES.presetStore] });

    const badMapping = await call('POST', '/admin/stats/presets', staff.token, { store_id: 'deezer', name: 'No streams', mapping: { date: 'Day', isrc: 'Recording' } });
    expect(badMapping.status).toBe(422);
    expect(badMapping.body.errors).toEqual({ mapping: [STATS_MESSAGES.mappingInvalid] });
  });

  describe('DDEX DSR flat files', () => {
    let tracks: Record<string, string>;
    let releaseId: string;

    beforeAll(async () => {
      // One release holding the fixtures' recordings, with the fixtures' UPC.
      const artist = await approvedArtist(t);
      const release = await completeRelease(t, artist, call);
      releaseId = release.id;
      const [{ id: firstTrack, release_id }] = await db.query('SELECT id, release_id FROM tracks WHERE release_id = $1', [release.id]);
      await db.query('UPDATE releases SET upc = $2 WHERE id = $1', [release_id, '3770000000011']);
      await db.query(`UPDATE tracks SET isrc = 'FRSP02600001' WHERE id = $1`, [firstTrack]);
      tracks = { FRSP02600001: firstTrack };
      for (const isrc of ['FRSP02600002', 'FRSP02600007', 'FRSP02600008']) {
        const [copy] = await db.query(
          `INSERT INTO tracks (release_id, title, isrc, track_number)
           SELECT release_id, title || ' ' || $2::text, $2, track_number + $3::int FROM tracks WHERE id = $1 RETURNING id`,
          [firstTrack, isrc, Object.keys(tracks).length],
        );
        tracks[isrc] = copy.id;
      }
    });

    it('reads HEAD, summary, release and resource blocks and usage records: territory from the summary, recording from the block, the release by its ICPN', async () => {
      const res = await upload([fixture('dsr-multi-record.tsv')]);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ format: 'dsr', message_id: 'SP-TREND-20261101-0001', first_day: '2026-11-01', last_day: '2026-11-01', lines_rejected: 0 });
      const a1 = await rollups(tracks.FRSP02600001);
      expect(a1.map((r: { territory: string; source: string; streams: number }) => [r.territory, r.source, r.streams])).toEqual([
        ['BE', 'radio', 30],
        ['FR', 'unknown', 120],
      ]);
      expect((await rollups(tracks.FRSP02600002)).map((r: { streams: number }) => r.streams)).toEqual([45]);
      // The SU01 usage names the release only: it counts for the release, with no track.
      expect(await db.query(`SELECT streams::int FROM stats_rollups WHERE release_id = $1 AND track_id IS NULL AND day = '2026-11-01'`, [releaseId])).toEqual([{ streams: 3 }]);
      // FRSP02600003 is not in the catalogue: kept, unmatched, with its reason.
      expect(res.body.unmatched).toEqual([expect.objectContaining({ isrc: 'FRSP02600003', streams: 7, reason: STATS_MESSAGES.unmatchedIsrc })]);
    });

    it('reads the single-record variant', async () => {
      const res = await upload([fixture('dsr-single-record.tsv')]);
      expect(res.status).toBe(201);
      expect(res.body.format).toBe('dsr');
      expect(res.body.lines_matched).toBeGreaterThan(0);
    });

    it('reads a report split into two files as one import, and refuses one of them alone', async () => {
      const alone = await upload([fixture('dsr-two-files-1of2.tsv')]);
      expect(alone.status).toBe(422);
      expect(alone.body.errors?.file[0]).toBe(STATS_MESSAGES.dsrFilesIncomplete.replace('{number}', '1').replaceAll('{count}', '2'));
      const both = await upload([fixture('dsr-two-files-2of2.tsv'), fixture('dsr-two-files-1of2.tsv')]);
      expect(both.status).toBe(201);
      expect(both.body).toMatchObject({ format: 'dsr', message_id: 'SP-TREND-20261101-0002' });
      expect(both.body.file_name).toContain('dsr-two-files-1of2.tsv');
      expect(await rollups(tracks.FRSP02600007)).toEqual([expect.objectContaining({ streams: 11 })]);
    });

    it('refuses a broken report with the record number and writes nothing', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM stats_imports');
      for (const name of ['dsr-no-head.tsv', 'dsr-foot-mismatch.tsv', 'dsr-wrong-width.tsv', 'dsr-bad-number.tsv']) {
        const res = await upload([fixture(name)]);
        expect({ name, status: res.status }).toEqual({ name, status: 422 });
        expect(res.body.errors?.file?.[0]).toEqual(expect.any(String));
        if (name !== 'dsr-no-head.tsv') expect({ name, message: res.body.errors?.file?.[0] }).toEqual({ name, message: expect.stringMatching(/^Record \d+: /) });
      }
      expect(await db.query('SELECT count(*)::int AS n FROM stats_imports')).toEqual(before);
    });
  });

  describe('what the artist sees', () => {
    let a: Awaited<ReturnType<typeof catalogue>>;
    let second: { trackId: string };

    beforeAll(async () => {
      a = await catalogue();
      // A second track on the same release, for the track group.
      const [row] = await db.query(
        `INSERT INTO tracks (release_id, title, isrc, track_number) SELECT release_id, 'Second Song', $2, track_number + 1 FROM tracks WHERE id = $1 RETURNING id`,
        [a.trackId, newIsrc()],
      );
      second = { trackId: row.id };
      const [{ isrc: secondIsrc }] = await db.query('SELECT isrc FROM tracks WHERE id = $1', [row.id]);
      // The current period 2026-05-05..2026-05-11 and the one before it, 2026-04-28..2026-05-04.
      const csv = [
        HEADER,
        `2026-04-30,Spotify,PT,${a.isrc},,10,5,1,playlist`,
        `2026-05-05,Spotify,PT,${a.isrc},,100,40,5,playlist`,
        `2026-05-06,Spotify,FR,${a.isrc},,50,20,2,search`,
        `2026-05-06,Spotify,FR,${secondIsrc},,30,12,0,radio`,
        `2026-05-11,Spotify,BR,${secondIsrc},,7,3,1,`,
      ].join('\n');
      expect((await upload([{ content: csv }])).status).toBe(201);
      expect((await upload([{ content: `${HEADER}\n2026-05-07,Deezer,PT,${a.isrc},,13,,,library` }], { store_id: 'deezer' })).status).toBe(201);
    });

    const summary = (token: string, query: string) => call('GET', `/artist/stats/summary?${query}`, token);

    it("answers 401 without a token and to a staff token (staff tokens are not artists' sessions) on every artist route", async () => {
      for (const [method, path] of [
        ['GET', '/artist/stats/summary'],
        ['GET', '/artist/stats/freshness'],
        ['GET', '/artist/stats/export'],
        ['GET', '/artist/stats/report-settings'],
        ['PUT', '/artist/stats/report-settings'],
      ]) {
        expect({ path, status: (await call(method, path, undefined, method === 'PUT' ? { frequency: 'daily' } : undefined)).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await call(method, path, staff.token, method === 'PUT' ? { frequency: 'daily' } : undefined)).status }).toEqual({ path, status: 401 });
      }
    });

    it('on every plan: streams by day for the range, every day listed, oldest first; listeners and saves kept for advanced reporting', async () => {
      const res = await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=day');
      expect(res.status).toBe(200);
      const body = res.body as StatsSummaryResponse;
      expect(body.totals).toEqual({ streams: 200, listeners: null, saves: null });
      expect(body.previous).toBeNull();
      expect(body.allowance).toEqual({ advanced: false, upgrade_url: PLAN_UPGRADE_PATH });
      expect(body.rows.map((r) => [r.key, r.streams])).toEqual([
        ['2026-05-05', 100],
        ['2026-05-06', 80],
        ['2026-05-07', 13],
        ['2026-05-08', 0],
        ['2026-05-09', 0],
        ['2026-05-10', 0],
        ['2026-05-11', 7],
      ]);
    });

    it('groups by store, country, release and track, most streams first, with names', async () => {
      const byStore = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=store')).body as StatsSummaryResponse;
      expect(byStore.rows.map((r) => [r.key, r.label, r.streams])).toEqual([
        ['spotify', 'Spotify', 187],
        ['deezer', 'Deezer', 13],
      ]);
      const byCountry = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=territory')).body as StatsSummaryResponse;
      expect(byCountry.rows.map((r) => [r.key, r.streams])).toEqual([
        ['PT', 113],
        ['FR', 80],
        ['BR', 7],
      ]);
      const byTrack = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=track')).body as StatsSummaryResponse;
      expect(byTrack.rows.map((r) => [r.key, r.streams])).toEqual([
        [a.trackId, 163],
        [second.trackId, 37],
      ]);
      expect(byTrack.rows[1].label).toMatch(/^.*Second Song — /);
      const byRelease = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=release')).body as StatsSummaryResponse;
      expect(byRelease.rows.map((r) => [r.key, r.streams])).toEqual([[a.releaseId, 200]]);
      const weeks = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=week')).body as StatsSummaryResponse;
      expect(weeks.rows.map((r) => [r.key, r.streams])).toEqual([
        ['2026-05-04', 193],
        ['2026-05-11', 7],
      ]);
      // Filters: one track, one country.
      const filtered = (await summary(a.artist.token, `from=2026-05-05&to=2026-05-11&group_by=store&track_id=${second.trackId}&territory=fr`)).body as StatsSummaryResponse;
      expect(filtered.totals.streams).toBe(30);
    });

    it('without advanced reporting, sources and the export answer 403 with the upgrade link', async () => {
      const sources = await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=source');
      expect(sources.status).toBe(403);
      expect(sources.body).toMatchObject({ message: STATS_ARTIST_MESSAGES.advancedOnly, upgrade_url: PLAN_UPGRADE_PATH });
      const exported = await t.api('/api/artist/stats/export?from=2026-05-05&to=2026-05-11&group_by=day', { token: a.artist.token });
      expect(exported.status).toBe(403);
    });

    it('with advanced reporting: listeners, saves, sources, the previous period and the CSV export of exactly the rows shown', async () => {
      await db.query(`UPDATE plans SET features = '{"statistics": true, "advanced_reporting": true}' WHERE id = $1`, [a.artist.planId]);
      const byDay = (await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=day')).body as StatsSummaryResponse;
      expect(byDay.totals).toEqual({ streams: 200, listeners: 75, saves: 8 });
      expect(byDay.previous).toEqual({ from: '2026-04-28', to: '2026-05-04', streams: 10, listeners: 5, saves: 1 });
      const bySource = await summary(a.artist.token, 'from=2026-05-05&to=2026-05-11&group_by=source');
      expect(bySource.status).toBe(200);
      expect((bySource.body as StatsSummaryResponse).rows.map((r) => [r.key, r.streams, r.previous_streams])).toEqual([
        ['playlist', 100, 10],
        ['search', 50, 0],
        ['radio', 30, 0],
        ['library', 13, 0],
        ['unknown', 7, 0],
      ]);
      const csv = await t.api('/api/artist/stats/export?from=2026-05-05&to=2026-05-11&group_by=store', { token: a.artist.token });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect((await csv.text()).split('\r\n')).toEqual([
        'store,store_name,streams,listeners,saves,previous_period_streams',
        'spotify,Spotify,187,75,8,10',
        'deezer,Deezer,13,0,0,0',
        '',
      ]);
      await db.query(`UPDATE plans SET features = '{}' WHERE id = $1`, [a.artist.planId]);
    });

    it("another artist's release or track answers 404; a bad range or group 422; another artist sees none of these streams", async () => {
      const other = await approvedArtist(t);
      expect((await summary(other.token, `release_id=${a.releaseId}`)).status).toBe(404);
      expect((await summary(other.token, `track_id=${a.trackId}`)).status).toBe(404);
      expect((await summary(other.token, 'track_id=nope')).status).toBe(404);
      const mine = (await summary(other.token, 'from=2026-05-05&to=2026-05-11&group_by=store')).body as StatsSummaryResponse;
      expect(mine.rows).toEqual([]);
      expect(mine.totals.streams).toBe(0);
      for (const query of ['from=2026-05-11&to=2026-05-05', 'from=2020-01-01&to=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'group_by=year', 'to=Infinity', 'to=%3C!%5BCDATA%5Bx%5D%5D%3E']) {
        const res = await summary(a.artist.token, query);
        expect({ query, status: res.status }).toEqual({ query, status: 422 });
      }
      expect((await summary(a.artist.token, 'group_by=year')).body.errors).toEqual({ group_by: [STATS_ARTIST_MESSAGES.groupInvalid] });
    });

    it('says how fresh each store is: the newest day it has reported', async () => {
      const res = await call('GET', '/artist/stats/freshness', a.artist.token);
      expect(res.status).toBe(200);
      const stores = (res.body as StatsFreshnessResponse).stores;
      expect(stores.find((s) => s.store_id === 'deezer')).toEqual({ store_id: 'deezer', store_name: 'Deezer', latest_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    });

    it('keeps the report e-mail setting, and its unsubscribe link turns it off without a session', async () => {
      expect((await call('GET', '/artist/stats/report-settings', a.artist.token)).body).toEqual({ frequency: 'off' });
      expect((await call('PUT', '/artist/stats/report-settings', a.artist.token, { frequency: 'weekly' })).body).toEqual({ frequency: 'weekly' });
      const bad = await call('PUT', '/artist/stats/report-settings', a.artist.token, { frequency: 'hourly' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ frequency: [STATS_ARTIST_MESSAGES.frequencyInvalid] });
      const [{ unsubscribe_token: token }] = await db.query('SELECT unsubscribe_token FROM stats_report_settings WHERE user_id = $1', [a.artist.id]);
      const off = await call('POST', `/stats/report/unsubscribe/${token}`);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ message: STATS_ARTIST_MESSAGES.unsubscribed });
      expect((await call('GET', '/artist/stats/report-settings', a.artist.token)).body).toEqual({ frequency: 'off' });
      expect((await call('POST', `/stats/report/unsubscribe/${randomUUID()}`)).status).toBe(404);
    });

    it("e-mails the daily report once a day in the artist's language: yesterday's streams against the day before, top tracks, movers, new countries, and a one-click unsubscribe", async () => {
      expect((await call('PUT', '/artist/stats/report-settings', a.artist.token, { frequency: 'daily' })).status).toBe(200);
      const reports = t.app.get(StatsReportService);
      // On 2026-05-07 the report covers 2026-05-06 (80 streams) against 2026-05-05 (100).
      const first = await reports.sendDue(new Date('2026-05-07T07:00:00Z'));
      expect(first.sent).toBeGreaterThanOrEqual(1);
      const [mail] = await mailboxFor(t, a.artist.email);
      expect(mail.subject).toBe('Your streams yesterday: 80');
      expect(mail.text).toContain('Yesterday your music was streamed 80 times (−20 % on the day before).');
      expect(mail.text).toMatch(/1\. .+: 50 \(−50 %\)\n2\. Second Song — .+: 30 \(0 → 30\)/);
      expect(mail.text).toMatch(/Biggest movers:\nSecond Song — .+: \+30/);
      expect(mail.text).toContain('New countries: France');
      const [{ unsubscribe_token: token }] = await db.query('SELECT unsubscribe_token FROM stats_report_settings WHERE user_id = $1', [a.artist.id]);
      expect(mail.text).toContain(`/stats/unsubscribe/${token}`);
      const [{ list_unsubscribe }] = await db.query('SELECT list_unsubscribe FROM mail_outbox WHERE id = $1', [mail.id]);
      expect(list_unsubscribe).toBe(`${t.config.publicUrl}/api/stats/report/unsubscribe/${token}`);
      // Once a day: the same day again sends nothing more.
      await reports.sendDue(new Date('2026-05-07T09:00:00Z'));
      expect(await mailboxFor(t, a.artist.email)).toHaveLength(1);
      // In French for a French-speaking artist.
      await db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [a.artist.id]);
      await reports.sendDue(new Date('2026-05-08T07:00:00Z'));
      const [french] = await mailboxFor(t, a.artist.email);
      expect(french.subject).toBe('Vos écoutes d’hier : 13');
      await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [a.artist.id]);
      // One click, no session: the report stops.
      expect((await call('POST', `/stats/report/unsubscribe/${token}`)).status).toBe(200);
      await reports.sendDue(new Date('2026-05-09T07:00:00Z'));
      expect(await mailboxFor(t, a.artist.email)).toHaveLength(2);
    });
  });

  it('answers 404 for an unknown import', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await t.api(`/api/admin/stats/imports/${id}`, { token: staff.token })).status).toBe(404);
    }
  });
});
