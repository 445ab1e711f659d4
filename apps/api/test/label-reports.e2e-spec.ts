import { randomUUID } from 'node:crypto';
import {
  addMonths,
  currentMonth,
  LABEL_REPORT_MESSAGES,
  PLAN_UPGRADE_PATH,
  type LabelReportArtistRow,
  type LabelReportResponse,
  type LabelStatementResponse,
} from '@soundpost/contracts';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { approvedArtist, caller, completeRelease, newStaff, type TestArtist } from './support/releases-fixtures';
import { TRENDS_HEADER } from './support/stats-fixtures';
import { createTestApp, TestApp } from './test-app';

const ROYALTY_HEADER = 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency';

let isrcCounter = 0;
/** A valid, unique ISRC for this run. */
const newIsrc = () => `QZL${String(process.pid % 100).padStart(2, '0')}26${String(++isrcCounter).padStart(5, '0')}`.slice(0, 12);
let upcCounter = 0;
const newUpc = () => `6${String(process.pid).padStart(7, '0').slice(-7)}${String(++upcCounter).padStart(4, '0')}`;

describe('Label reports: earnings and streams per directory artist, statements (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };

  // The label, its two artists' releases, a stranger with a release of their own, all imported and posted once.
  let label: TestArtist;
  let stranger: TestArtist;
  let nova: { id: string; nightDrive: { id: string; trackId: string; isrc: string }; daylight: { id: string; upc: string } };
  let kai: { id: string; release: { id: string; isrc: string } };

  const withLabelReports = (artist: TestArtist) => db.query(`UPDATE plans SET features = features || '{"label_reports": true}'::jsonb WHERE id = $1`, [artist.planId]);

  /** A release of `artist` whose primary artist is `directoryArtistId`, with a fresh ISRC and UPC, out of draft. */
  async function release(artist: TestArtist, directoryArtistId: string, title: string) {
    const made = await completeRelease(t, artist, call, { title, primary_artist_id: directoryArtistId });
    const isrc = newIsrc();
    const upc = newUpc();
    await db.query('UPDATE tracks SET isrc = $2 WHERE release_id = $1', [made.id, isrc]);
    await db.query(`UPDATE releases SET upc = $2, status = 'live' WHERE id = $1`, [made.id, upc]);
    const [{ id: trackId }] = await db.query('SELECT id FROM tracks WHERE release_id = $1', [made.id]);
    return { id: made.id, trackId: trackId as string, isrc, upc };
  }

  async function uploadRoyalties(lines: string[], period: { start: string; end: string }) {
    const body = new FormData();
    body.append('store_id', 'spotify');
    body.append('period_start', period.start);
    body.append('period_end', period.end);
    const csv = [ROYALTY_HEADER, ...lines, `${period.start},${period.end},Spotify,${randomUUID().slice(0, 8)},,,0,0,EUR`].join('\n') + '\n';
    body.append('file', new Blob([csv], { type: 'text/csv' }), `report-${randomUUID()}.csv`);
    const res = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await call('POST', `/admin/royalties/imports/${id}/post`, staff.token)).status).toBe(200);
    return id;
  }

  async function uploadTrends(lines: string[]) {
    const body = new FormData();
    body.append('store_id', 'spotify');
    body.append('file', new Blob([[TRENDS_HEADER, ...lines].join('\n')], { type: 'text/csv' }), `trends-${randomUUID()}.csv`);
    const res = await t.api('/api/admin/stats/imports', { method: 'POST', token: staff.token, body });
    expect(res.status).toBe(201);
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);

    label = await approvedArtist(t);
    await withLabelReports(label);
    const novaEntry = await call('POST', '/artist/artists2', label.token, { name: 'Nova Réyes', role: 'Primary Artist' });
    const kaiEntry = await call('POST', '/artist/artists2', label.token, { name: 'Kai Moreau', role: 'Primary Artist' });
    expect([novaEntry.status, kaiEntry.status]).toEqual([201, 201]);
    const nightDrive = await release(label, novaEntry.body.artist.id, 'Night Drive');
    const daylight = await release(label, novaEntry.body.artist.id, 'Daylight');
    const kaiRelease = await release(label, kaiEntry.body.artist.id, 'Tides');
    // A draft names Kai too: not counted among Kai's releases.
    const draft = await completeRelease(t, label, call, { title: 'Unfinished', primary_artist_id: kaiEntry.body.artist.id });
    expect(draft.id).toBeTruthy();
    nova = { id: novaEntry.body.artist.id, nightDrive, daylight };
    kai = { id: kaiEntry.body.artist.id, release: kaiRelease };

    // Kai's release pays a collaborator 25%: the label's share is 75%.
    const collaborator = await newArtist(t);
    expect((await call('PUT', `/artist/releases/${kaiRelease.id}/splits`, label.token, { splits: [{ email: collaborator.email, share: 25 }] })).status).toBe(200);

    stranger = await approvedArtist(t);
    await withLabelReports(stranger);
    const strangerEntry = await call('POST', '/artist/artists2', stranger.token, { name: 'Someone Else', role: 'Primary Artist' });
    const strangers = await release(stranger, strangerEntry.body.artist.id, 'Not Yours');

    const march = { start: '2026-03-01', end: '2026-03-31' };
    await uploadRoyalties(
      [
        `2026-03-01,2026-03-31,Spotify,PT,${nightDrive.isrc},,10,4.00,EUR`,
        `2026-03-01,2026-03-31,Deezer,FR,${nightDrive.isrc},,5,1.00,EUR`,
        `2026-03-01,2026-03-31,Spotify,PT,,${daylight.upc},3,0.50,EUR`,
        `2026-03-01,2026-03-31,Spotify,US,${kaiRelease.isrc},,20,8.00,EUR`,
        `2026-03-01,2026-03-31,Spotify,US,${strangers.isrc},,99,9.99,EUR`,
      ],
      march,
    );
    await uploadRoyalties([`2026-04-01,2026-04-30,Spotify,PT,${nightDrive.isrc},,2,2.00,EUR`], { start: '2026-04-01', end: '2026-04-30' });
    // February is outside the period the tests ask for.
    await uploadRoyalties([`2026-02-01,2026-02-28,Spotify,PT,${nightDrive.isrc},,50,50.00,EUR`], { start: '2026-02-01', end: '2026-02-28' });

    await uploadTrends([
      `2026-03-05,Spotify,PT,${nightDrive.isrc},,100,,,`,
      `2026-04-30,Spotify,PT,,${daylight.upc},7,,,`,
      `2026-03-06,Spotify,US,${kaiRelease.isrc},,40,,,`,
      `2026-02-15,Spotify,PT,${nightDrive.isrc},,1000,,,`,
      `2026-03-06,Spotify,US,${strangers.isrc},,5000,,,`,
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  const row = (body: LabelReportResponse, id: string): LabelReportArtistRow | undefined => body.artists.find((a) => a.artist_id === id);

  it("sums the account's earnings after splits, units and streams per directory artist, exactly in cents", async () => {
    const res = await call('GET', '/artist/label-reports?from=2026-03&to=2026-04', label.token);
    expect(res.status).toBe(200);
    const body = res.body as LabelReportResponse;
    expect(body).toMatchObject({ from: '2026-03', to: '2026-04', currency: 'EUR' });
    expect(row(body, nova.id)).toEqual({ artist_id: nova.id, name: 'Nova Réyes', is_self: false, releases: 2, earnings_cents: 750, units: 20, streams: 107, top_store: 'Spotify' });
    expect(row(body, kai.id)).toEqual({ artist_id: kai.id, name: 'Kai Moreau', is_self: false, releases: 1, earnings_cents: 600, units: 20, streams: 40, top_store: 'Spotify' });
    // Only the label's own directory: the stranger's artist and lines are not in it.
    expect(body.artists.map((a) => a.name)).not.toContain('Someone Else');
    expect(body.totals).toEqual({
      releases: body.artists.reduce((n, a) => n + a.releases, 0),
      earnings_cents: 1350,
      units: 40,
      streams: 147,
    });
    // The others in the directory (made by the fixtures) earned nothing.
    expect(body.artists.filter((a) => a.artist_id !== nova.id && a.artist_id !== kai.id).every((a) => a.earnings_cents === 0 && a.streams === 0 && a.top_store === null)).toBe(true);

    const april = (await call('GET', '/artist/label-reports?from=2026-04&to=2026-04', label.token)).body as LabelReportResponse;
    expect(row(april, nova.id)).toMatchObject({ earnings_cents: 200, units: 2, streams: 7 });
    expect(row(april, kai.id)).toMatchObject({ earnings_cents: 0, units: 0, streams: 0, top_store: null });
  });

  it('covers the last 12 months, this one included, without a period', async () => {
    const res = await call('GET', '/artist/label-reports', label.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: addMonths(currentMonth(), -11), to: currentMonth() });
  });

  it("lists one artist's statement per month, store and track with gross, share and amount, and the same lines as CSV", async () => {
    const res = await call('GET', `/artist/label-reports/${nova.id}/statement?from=2026-03&to=2026-04`, label.token);
    expect(res.status).toBe(200);
    const body = res.body as LabelStatementResponse;
    expect(body).toMatchObject({ from: '2026-03', to: '2026-04', currency: 'EUR', artist: { id: nova.id, name: 'Nova Réyes' } });
    expect(body.lines.map((l) => [l.month, l.store, l.release_title, l.track_title, l.isrc, l.units, l.gross_cents, l.share_percent, l.amount_cents])).toEqual([
      ['2026-03', 'Deezer', 'Night Drive', 'Song', nova.nightDrive.isrc, 5, 100, 100, 100],
      ['2026-03', 'Spotify', 'Daylight', null, null, 3, 50, 100, 50],
      ['2026-03', 'Spotify', 'Night Drive', 'Song', nova.nightDrive.isrc, 10, 400, 100, 400],
      ['2026-04', 'Spotify', 'Night Drive', 'Song', nova.nightDrive.isrc, 2, 200, 100, 200],
    ]);
    expect(body.totals).toEqual({ units: 20, gross_cents: 750, amount_cents: 750 });

    const kais = (await call('GET', `/artist/label-reports/${kai.id}/statement?from=2026-03&to=2026-04`, label.token)).body as LabelStatementResponse;
    expect(kais.lines).toEqual([
      {
        month: '2026-03',
        store: 'Spotify',
        release_id: kai.release.id,
        release_title: 'Tides',
        track_id: expect.any(String),
        track_title: 'Song',
        isrc: kai.release.isrc,
        units: 20,
        gross_cents: 800,
        share_percent: 75,
        amount_cents: 600,
      },
    ]);

    const csv = await t.api(`/api/artist/label-reports/${nova.id}/statement.csv?from=2026-03&to=2026-04`, { token: label.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="label-statement-nova-reyes-2026-03-2026-04.csv"');
    expect((await csv.text()).split('\r\n')).toEqual([
      'month,store,release,track,isrc,units,gross_eur,share_percent,amount_eur',
      `2026-03,Deezer,Night Drive,Song,${nova.nightDrive.isrc},5,1.00,100.00,1.00`,
      '2026-03,Spotify,Daylight,,,3,0.50,100.00,0.50',
      `2026-03,Spotify,Night Drive,Song,${nova.nightDrive.isrc},10,4.00,100.00,4.00`,
      `2026-04,Spotify,Night Drive,Song,${nova.nightDrive.isrc},2,2.00,100.00,2.00`,
      'total,,,,,20,7.50,100.00,7.50',
      '',
    ]);
  });

  it("answers 404 for another account's artist, an unknown id and a malformed one, as JSON and as CSV", async () => {
    for (const path of [`/artist/label-reports/${nova.id}/statement`, `/artist/label-reports/${randomUUID()}/statement`, '/artist/label-reports/not-a-uuid/statement']) {
      const res = await call('GET', path, path.includes(nova.id) ? stranger.token : label.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'artist_not_found', message: LABEL_REPORT_MESSAGES.artistNotFound });
    }
    expect((await t.api(`/api/artist/label-reports/${nova.id}/statement.csv`, { token: stranger.token })).status).toBe(404);
    // The stranger's own report has their artist and none of the label's.
    const theirs = (await call('GET', '/artist/label-reports?from=2026-03&to=2026-03', stranger.token)).body as LabelReportResponse;
    expect(theirs.artists.map((a) => a.artist_id)).not.toContain(nova.id);
    expect(theirs.artists.find((a) => a.name === 'Someone Else')).toMatchObject({ earnings_cents: 999, units: 99, streams: 5000 });
  });

  it('answers 403 naming the Label plan and the upgrade path on a plan without label reports', async () => {
    const producer = await approvedArtist(t);
    await db.query(`UPDATE plans SET features = '{"advanced_reporting": true}'::jsonb WHERE id = $1`, [producer.planId]);
    for (const path of ['/artist/label-reports', `/artist/label-reports/${randomUUID()}/statement`]) {
      const res = await call('GET', path, producer.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'label_reports_required', message: LABEL_REPORT_MESSAGES.planRequired, plan: 'Label', upgrade_url: PLAN_UPGRADE_PATH });
    }
    expect((await t.api(`/api/artist/label-reports/${randomUUID()}/statement.csv`, { token: producer.token })).status).toBe(403);
  });

  it('refuses a bad period with 422 and a message per field', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['from=2026-13', { from: [LABEL_REPORT_MESSAGES.monthInvalid] }],
      ['to=March', { to: [LABEL_REPORT_MESSAGES.monthInvalid] }],
      ['from=2026-1&to=2026-02-01', { from: [LABEL_REPORT_MESSAGES.monthInvalid], to: [LABEL_REPORT_MESSAGES.monthInvalid] }],
      ['from=2026-05&to=2026-03', { from: [LABEL_REPORT_MESSAGES.rangeInvalid] }],
      ['from=2020-01&to=2026-03', { from: [LABEL_REPORT_MESSAGES.rangeInvalid] }],
      ['period=year', { period: ['This field is not allowed.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await call('GET', `/artist/label-reports?${query}`, label.token);
      expect({ query, status: res.status, errors: res.body.errors }).toEqual({ query, status: 422, errors });
    }
    const statement = await call('GET', `/artist/label-reports/${nova.id}/statement?from=2026-04&to=2026-01`, label.token);
    expect(statement.status).toBe(422);
    expect(statement.body.errors).toEqual({ from: [LABEL_REPORT_MESSAGES.rangeInvalid] });
    // 36 months is allowed.
    expect((await call('GET', '/artist/label-reports?from=2023-04&to=2026-03', label.token)).status).toBe(200);
  });
});
