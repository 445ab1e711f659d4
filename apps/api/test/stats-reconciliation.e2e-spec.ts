import { randomUUID } from 'node:crypto';
import {
  RECONCILIATION_MESSAGES,
  type ArtistReconciliationResponse,
  type LateReportPage,
  type MissingRevenuePage,
  type StatsStoreSettingPage,
} from '@soundpost/contracts';
import { JobsService } from '@soundpost/server-core/jobs';
import { ROYALTY_PAID_UNITS_JOB } from '@soundpost/server-royalties';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { approvedArtist, caller, newStaff } from './support/releases-fixtures';
import { trackWithIsrc, TRENDS_HEADER } from './support/stats-fixtures';
import { createTestApp, TestApp } from './test-app';

const TRENDS = TRENDS_HEADER;
const ROYALTIES = 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency';

let isrcCounter = 0;
/** A valid ISRC of this file's own range (QZH…), clear of the platform's FRSP026… and other tests'. */
const newIsrc = () => `QZH${String(process.pid % 100).padStart(2, '0')}26${String(++isrcCounter).padStart(5, '0')}`.slice(0, 12);

/** The month before today's (UTC), as YYYY-MM: always within the default 60-day lag. */
function previousMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

describe('Statistics: trends reconciled with paid royalties (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };
  let jobs: JobsService;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
    jobs = t.app.get(JobsService);
  }, 60_000);
  afterAll(() => t?.close());

  function catalogue() {
    const isrc = newIsrc();
    return trackWithIsrc(t, call, isrc, { title: `Reconciled ${isrc}` });
  }

  async function importTrends(storeId: string, lines: string[]) {
    const body = new FormData();
    body.append('store_id', storeId);
    body.append('file', new Blob([[TRENDS, ...lines].join('\n') + '\n'], { type: 'text/csv' }), `trends-${randomUUID()}.csv`);
    const res = await t.api('/api/admin/stats/imports', { method: 'POST', token: staff.token, body });
    expect(res.status).toBe(201);
  }

  /** A royalty report of one store for one month, imported and posted. */
  async function postRoyalties(storeId: string, month: string, isrc: string, units: number): Promise<string> {
    const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const csv = [ROYALTIES, `${month}-01,${end},Store,PT,${isrc},,${units},${(units / 1000).toFixed(4)},EUR`].join('\n') + '\n';
    const body = new FormData();
    body.append('store_id', storeId);
    body.append('period_start', `${month}-01`);
    body.append('period_end', end);
    body.append('file', new Blob([csv], { type: 'text/csv' }), `royalties-${randomUUID()}.csv`);
    const imported = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
    expect(imported.status).toBe(201);
    const { id } = (await imported.json()) as { id: string };
    const posted = await call('POST', `/admin/royalties/imports/${id}/post`, staff.token);
    expect(posted.status).toBe(200);
    // The units paid are grouped by the job the posting queued (the worker runs it; tests run it here).
    await expect(jobs.runNow(ROYALTY_PAID_UNITS_JOB, { importId: id })).resolves.toEqual({ ran: true, result: { recorded: true } });
    return id;
  }

  const get = async <T>(path: string, token: string) => {
    const res = await call('GET', path, token);
    return res as { status: number; body: T };
  };

  let a: Awaited<ReturnType<typeof catalogue>>;
  const pending = previousMonth();

  beforeAll(async () => {
    a = await catalogue();
    // March 2025 on Spotify: 1,000 streams, 660 paid (a 34% gap). April 2025: 1,000 streams, 850 paid (15%: ok).
    await importTrends('spotify', [`2025-03-01,Spotify,PT,${a.isrc},,600,,,`, `2025-03-31,Spotify,FR,${a.isrc},,400,,,`, `2025-04-10,Spotify,PT,${a.isrc},,1000,,,`]);
    // Deezer reported March 2025 but never sent a royalty report for it: late.
    await importTrends('deezer', [`2025-03-15,Deezer,PT,${a.isrc},,500,,,`]);
    // Last month on Apple Music: within the lag, pending.
    await importTrends('apple-music', [`${pending}-02,Apple Music,PT,${a.isrc},,70,,,`]);
    await postRoyalties('spotify', '2025-03', a.isrc, 660);
    await postRoyalties('spotify', '2025-04', a.isrc, 850);
  }, 120_000);

  it('posting writes the units paid per store, month and track, read through royalty_paid_units', async () => {
    expect(
      await db.query(`SELECT store_id, to_char(month, 'YYYY-MM') AS month, units::int FROM royalty_paid_units WHERE track_id = $1 ORDER BY month`, [a.trackId]),
    ).toEqual([
      { store_id: 'spotify', month: '2025-03', units: 660 },
      { store_id: 'spotify', month: '2025-04', units: 850 },
    ]);
    expect(await db.query(`SELECT store_id, to_char(month, 'YYYY-MM') AS month, streams::int FROM stats_monthly_totals WHERE track_id = $1 ORDER BY month, store_id`, [a.trackId])).toEqual([
      { store_id: 'deezer', month: '2025-03', streams: 500 },
      { store_id: 'spotify', month: '2025-03', streams: 1000 },
      { store_id: 'spotify', month: '2025-04', streams: 1000 },
      { store_id: 'apple-music', month: pending, streams: 70 },
    ]);
  });

  it('lists the gap as missing revenue with its numbers, and not the month paid within 20%', async () => {
    const res = await get<MissingRevenuePage>('/admin/stats/reconciliation/missing-revenue?store_id=spotify', staff.token);
    expect(res.status).toBe(200);
    const rows = res.body.data.filter((r) => r.track_id === a.trackId);
    expect(rows).toEqual([
      {
        id: `2025-03:spotify:${a.releaseId}:${a.trackId}`,
        month: '2025-03',
        store_id: 'spotify',
        store_name: 'Spotify',
        release_id: a.releaseId,
        release_title: expect.any(String),
        track_id: a.trackId,
        track_title: `Reconciled ${a.isrc}`,
        isrc: a.isrc,
        artist_user_id: a.artist.id,
        artist_name: expect.any(String),
        streamed: 1000,
        paid_units: 660,
        gap_percent: 34,
        due_date: '2025-05-30',
      },
    ]);
    const april = await get<MissingRevenuePage>('/admin/stats/reconciliation/missing-revenue?month=2025-04', staff.token);
    expect(april.body.data.filter((r) => r.track_id === a.trackId)).toEqual([]);
    const bad = await get<{ errors: Record<string, string[]> }>('/admin/stats/reconciliation/missing-revenue?month=March', staff.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toEqual([RECONCILIATION_MESSAGES.monthInvalid]);
  });

  it('lists a store month with trends and no royalty import past the lag as a late report', async () => {
    const res = await get<LateReportPage>('/admin/stats/reconciliation/late-reports?store_id=deezer&month=2025-03', staff.token);
    expect(res.status).toBe(200);
    const expectedOverdue = Math.round((Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse('2025-05-30T00:00:00Z')) / 86_400_000);
    expect(res.body.data).toEqual([
      { id: '2025-03:deezer', month: '2025-03', store_id: 'deezer', store_name: 'Deezer', reporting_lag_days: 60, due_date: '2025-05-30', days_overdue: expectedOverdue, streams: 500 },
    ]);
    expect(res.body.meta.total).toBe(1);
    // Spotify's March is covered by a posted import; Apple Music's last month is within its lag.
    expect((await get<LateReportPage>('/admin/stats/reconciliation/late-reports?store_id=spotify', staff.token)).body.data).toEqual([]);
    expect((await get<LateReportPage>('/admin/stats/reconciliation/late-reports?store_id=apple-music', staff.token)).body.data).toEqual([]);
  });

  it('shows the artist streamed against paid per month and store: gap, late, ok and pending', async () => {
    const res = await get<ArtistReconciliationResponse>('/artist/stats/reconciliation?from=2025-03&to=2025-04', a.artist.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: '2025-03',
      to: '2025-04',
      months: [
        {
          month: '2025-04',
          streamed: 1000,
          paid_units: 850,
          status: 'ok',
          due_date: '2025-06-29',
          gap_percent: null,
          stores: [{ store_id: 'spotify', store_name: 'Spotify', streamed: 1000, paid_units: 850, status: 'ok', due_date: '2025-06-29', gap_percent: null }],
        },
        {
          month: '2025-03',
          streamed: 1500,
          paid_units: 660,
          status: 'gap',
          due_date: '2025-05-30',
          gap_percent: 34,
          stores: [
            { store_id: 'spotify', store_name: 'Spotify', streamed: 1000, paid_units: 660, status: 'gap', due_date: '2025-05-30', gap_percent: 34 },
            { store_id: 'deezer', store_name: 'Deezer', streamed: 500, paid_units: 0, status: 'late', due_date: '2025-05-30', gap_percent: null },
          ],
        },
      ],
    });
    // The default is the last 12 months: last month is awaiting Apple Music's statement.
    const recent = await get<ArtistReconciliationResponse>('/artist/stats/reconciliation', a.artist.token);
    expect(recent.status).toBe(200);
    expect(recent.body.months).toEqual([expect.objectContaining({ month: pending, streamed: 70, paid_units: 0, status: 'pending' })]);
  });

  it("a store's reporting lag changes the outcome; out of range is 422, an unknown store 404", async () => {
    const stores = await get<StatsStoreSettingPage>('/admin/stats/stores?per_page=200', staff.token);
    expect(stores.status).toBe(200);
    expect(stores.body.data.find((s) => s.store_id === 'apple-music')).toMatchObject({ id: 'apple-music', store_name: 'Apple Music', reporting_lag_days: 60, is_default: true });

    const put = await call('PUT', '/admin/stats/stores/apple-music', staff.token, { reporting_lag_days: 1 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ store_id: 'apple-music', reporting_lag_days: 1, is_default: false });
    const late = await get<LateReportPage>(`/admin/stats/reconciliation/late-reports?store_id=apple-music&month=${pending}`, staff.token);
    expect(late.body.data).toEqual([expect.objectContaining({ store_id: 'apple-music', month: pending, reporting_lag_days: 1, streams: 70 })]);
    const artistView = await get<ArtistReconciliationResponse>(`/artist/stats/reconciliation?from=${pending}&to=${pending}`, a.artist.token);
    expect(artistView.body.months[0]).toMatchObject({ month: pending, status: 'late' });

    expect((await call('PUT', '/admin/stats/stores/apple-music', staff.token, { reporting_lag_days: 60 })).status).toBe(200);
    expect((await get<LateReportPage>(`/admin/stats/reconciliation/late-reports?store_id=apple-music`, staff.token)).body.data).toEqual([]);

    for (const bad of [0, 366, 1.5, '30', null]) {
      const res = await call('PUT', '/admin/stats/stores/apple-music', staff.token, { reporting_lag_days: bad });
      expect(res.status).toBe(422);
      expect(res.body.errors.reporting_lag_days).toEqual([RECONCILIATION_MESSAGES.lagInvalid]);
    }
    const unknown = await call('PUT', '/admin/stats/stores/no-such-store', staff.token, { reporting_lag_days: 30 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(RECONCILIATION_MESSAGES.storeNotFound);
    expect((await get('/admin/stats/stores/no-such-store', staff.token)).status).toBe(404);
  });

  it('answers 401 without a session (or with a staff one on the artist route), 403 to an artist on staff routes, and 422 for bad months', async () => {
    for (const path of ['/api/admin/stats/stores', '/api/admin/stats/reconciliation/missing-revenue', '/api/admin/stats/reconciliation/late-reports', '/api/artist/stats/reconciliation']) {
      expect((await t.api(path)).status).toBe(401);
    }
    const artist = await newArtist(t);
    expect((await get('/admin/stats/reconciliation/missing-revenue', artist.token)).status).toBe(403);
    expect((await get('/admin/stats/reconciliation/late-reports', artist.token)).status).toBe(403);
    expect((await call('PUT', '/admin/stats/stores/spotify', artist.token, { reporting_lag_days: 30 })).status).toBe(403);
    // A staff session is not an artist session at all.
    expect((await get('/artist/stats/reconciliation', staff.token)).status).toBe(401);
    for (const query of ['from=2025-13&to=2025-12', 'from=2025-05&to=2025-04', 'from=2020-01&to=2025-01', 'from=March']) {
      const res = await get<{ errors: Record<string, string[]> }>(`/artist/stats/reconciliation?${query}`, a.artist.token);
      expect(res.status).toBe(422);
      expect(res.body.errors.from).toEqual([RECONCILIATION_MESSAGES.monthsInvalid]);
    }
  });

  it('another artist sees none of these rows', async () => {
    const other = await approvedArtist(t);
    const res = await get<ArtistReconciliationResponse>('/artist/stats/reconciliation?from=2025-01&to=2025-12', other.token);
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual([]);
  });

  // Last: it changes April's figures.
  it("a store's correction of a day is reflected in the month's totals and its status", async () => {
    await importTrends('spotify', [`2025-04-10,Spotify,PT,${a.isrc},,2000,,,`]);
    expect(await db.query(`SELECT streams::int FROM stats_monthly_totals WHERE track_id = $1 AND store_id = 'spotify' AND month = '2025-04-01'`, [a.trackId])).toEqual([{ streams: 2000 }]);
    const april = await get<MissingRevenuePage>('/admin/stats/reconciliation/missing-revenue?store_id=spotify&month=2025-04', staff.token);
    expect(april.body.data.map((r) => [r.track_id, r.streamed, r.paid_units, r.gap_percent])).toEqual([[a.trackId, 2000, 850, 57.5]]);
  });

  it('a posting queues the grouping of its units once: shown only after the job, and a second run records nothing', async () => {
    const b = await catalogue();
    const id = await (async () => {
      const body = new FormData();
      body.append('store_id', 'spotify');
      body.append('period_start', '2025-05-01');
      body.append('period_end', '2025-05-31');
      body.append('file', new Blob([`${ROYALTIES}\n2025-05-01,2025-05-31,Spotify,PT,${b.isrc},,40,1.00,EUR\n`], { type: 'text/csv' }), `royalties-${randomUUID()}.csv`);
      const res = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
      return ((await res.json()) as { id: string }).id;
    })();
    expect((await call('POST', `/admin/royalties/imports/${id}/post`, staff.token)).status).toBe(200);
    const shown = () => db.query(`SELECT units::int FROM royalty_paid_units WHERE import_id = $1`, [id]);
    expect(await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'importId' = $2`, [ROYALTY_PAID_UNITS_JOB, id])).toEqual([{ n: 1 }]);
    expect(await shown()).toEqual([]);
    await expect(jobs.runNow(ROYALTY_PAID_UNITS_JOB, { importId: id })).resolves.toEqual({ ran: true, result: { recorded: true } });
    expect(await shown()).toEqual([{ units: 40 }]);
    await expect(jobs.runNow(ROYALTY_PAID_UNITS_JOB, { importId: id })).resolves.toEqual({ ran: true, result: { recorded: false } });
    expect(await shown()).toEqual([{ units: 40 }]);
  });
});
