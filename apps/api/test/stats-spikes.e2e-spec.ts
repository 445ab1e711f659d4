import { randomUUID } from 'node:crypto';
import type { FraudFindingRow, FraudPage, FraudUserDetailResponse } from '@soundpost/contracts';
import { FraudScanService, FraudSignalsService } from '@soundpost/server-fraud';
import { StatsSpikesService } from '@soundpost/server-stats';
import { DataSource } from 'typeorm';
import { newStaff } from './support/kyc-fixtures';
import { caller } from './support/releases-fixtures';
import { trackWithIsrc, TRENDS_HEADER } from './support/stats-fixtures';
import { createTestApp, TestApp } from './test-app';

let isrcCounter = 0;
/** ISRCs of this file's own range (the platform assigns FRSP026…). */
const newIsrc = () => `QZSPK26${String(process.pid % 10)}${String(++isrcCounter).padStart(4, '0')}`;

const DAY_MS = 86_400_000;
/** 28 quiet days, then the day examined (all in the past, so the import takes them). */
const FIRST = Date.UTC(2026, 4, 1);
const dayOf = (n: number) => new Date(FIRST + n * DAY_MS).toISOString().slice(0, 10);
const SPIKE_DAY = dayOf(28);
/** The score as docs/statistics.md defines it. */
const scoreOf = (x: number, median: number, mad: number) => Math.round(((x - median) / Math.max(1.4826 * mad, Math.sqrt(median), 1)) * 100) / 100;

describe('Statistics: the daily stream-spike job raises fraud-centre findings (real app)', () => {
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

  /** An approved artist with one release whose one track has an ISRC of this file's range. */
  const track = () => trackWithIsrc(t, call, newIsrc());

  async function importCsv(lines: string[]) {
    const body = new FormData();
    body.append('store_id', 'spotify');
    body.append('file', new Blob([[TRENDS_HEADER, ...lines].join('\n')], { type: 'text/csv' }), `trends-${randomUUID()}.csv`);
    const res = await t.api('/api/admin/stats/imports', { method: 'POST', token: staff.token, body });
    expect(res.status).toBe(201);
  }

  /** One CSV line per day: `streams(n)` for days 0…28 (day 28 is the one examined). */
  const series = (isrc: string, territory: string, streams: (n: number) => number | null) =>
    Array.from({ length: 29 }, (_, n) => streams(n))
      .map((s, n) => (s === null ? null : `${dayOf(n)},Spotify,${territory},${isrc},,${s},,,playlist`))
      .filter((l): l is string => l !== null);

  const findings = async (query: string) => {
    const res = await t.api(`/api/admin/fraud/findings?${query}`, { token: staff.token });
    expect(res.status).toBe(200);
    return (await res.json()) as FraudPage<FraudFindingRow>;
  };
  const fraudUser = async (userId: string) => (await (await t.api(`/api/admin/fraud/user/${userId}`, { token: staff.token })).json()) as FraudUserDetailResponse;

  let spiky: Awaited<ReturnType<typeof track>>;

  it('flags a spike over the floor, with its numbers; a steady track, a spike under the floor and a track with no history raise nothing; a rerun adds nothing', async () => {
    spiky = await track();
    const steady = await track();
    const small = await track();
    const fresh = await track();
    await importCsv([
      // 100…120 a day, then 5,000 in Portugal; France stays quiet.
      ...series(spiky.isrc, 'PT', (n) => (n === 28 ? 5000 : 100 + (n % 5) * 5)),
      ...series(spiky.isrc, 'FR', (n) => 300 + (n % 2) * 10),
      // About 2,000 a day, then 2,100: over the floor, but an ordinary day.
      ...series(steady.isrc, 'PT', (n) => (n === 28 ? 2100 : 1960 + (n % 3) * 40)),
      // Ten a day, then 900: ninety times the usual, but under the floor of 1,000.
      ...series(small.isrc, 'PT', (n) => (n === 28 ? 900 : 10)),
      // Streamed for the first time on the day examined: no baseline to measure against.
      ...series(fresh.isrc, 'PT', (n) => (n === 28 ? 8000 : null)),
    ]);

    const run = await t.app.get(StatsSpikesService).run();
    expect(run).toEqual({ found: 1, raised: 1 });

    const page = await findings('rule=S1_STREAM_SPIKE');
    expect(page.meta).toMatchObject({ total: 1 });
    // Baseline 100×6, 105×6, 110×6, 115×5, 120×5: median 110, MAD 5; σ = max(1.4826 × 5, √110, 1).
    expect(page.data[0]).toMatchObject({
      user_id: spiky.artist.id,
      rule_code: 'S1_STREAM_SPIKE',
      weight: 10,
      entity_type: 'track',
      entity_id: `${spiky.trackId}:spotify:PT:${SPIKE_DAY}`,
      ip_address: null,
      dismissed_at: null,
      details_json: {
        day: SPIKE_DAY,
        streams: 5000,
        median: 110,
        mad: 5,
        score: scoreOf(5000, 110, 5),
        baseline_days: 28,
        store_id: 'spotify',
        store: 'Spotify',
        territory: 'PT',
        track_id: spiky.trackId,
        track_title: spiky.title,
        isrc: spiky.isrc,
        release_id: spiky.releaseId,
      },
    });
    expect(page.data[0].details_json['score']).toBeGreaterThan(400);

    // The same day examined again: found again, raised once.
    await expect(t.app.get(StatsSpikesService).run()).resolves.toEqual({ found: 1, raised: 0 });
    await expect(db.query(`SELECT count(*)::int AS n FROM fraud_findings WHERE rule_code = 'S1_STREAM_SPIKE'`)).resolves.toEqual([{ n: 1 }]);
    for (const quiet of [steady, small, fresh]) expect((await findings(`user_id=${quiet.artist.id}`)).data).toEqual([]);
  });

  it('the thresholds come from the settings: a lower floor flags the small spike too', async () => {
    const lowFloor = await createTestApp({ STATS_SPIKE_MIN_STREAMS: '500' }, [], { sharedDatabase: t.db });
    try {
      await expect(lowFloor.app.get(StatsSpikesService).run()).resolves.toEqual({ found: 2, raised: 1 });
      const [row] = await db.query(
        `SELECT details_json->>'streams' AS streams, details_json->>'median' AS median FROM fraud_findings WHERE rule_code = 'S1_STREAM_SPIKE' AND details_json->>'streams' = '900'`,
      );
      expect(row).toEqual({ streams: '900', median: '10' });
    } finally {
      await lowFloor.close();
    }
  });

  it('never blocks on its own: spike findings alone do not reach the automatic block, however many', async () => {
    // Twelve spikes (weight 10 each, 120 in all) on one account: over the critical score of 80.
    const many = await track();
    await t.app.get(FraudSignalsService).raise(
      undefined,
      Array.from({ length: 12 }, (_, n) => ({ userId: many.artist.id, ruleCode: 'S1_STREAM_SPIKE', entityType: 'track', entityId: `${many.trackId}:spotify:PT:${dayOf(n)}`, details: { streams: 5000 } })),
    );
    const scan = await t.app.get(FraudScanService).run({ full: true });
    expect(scan.blocked_users).not.toContain(many.artist.id);
    expect(scan.blocked_users).not.toContain(spiky.artist.id);
    const detail = await fraudUser(many.artist.id);
    // Shown with their weight, so staff see the account; not blocked.
    expect(detail.score).toMatchObject({ total_score: 120 });
    expect(detail.user.user_status).toBe('active');
    expect(detail.block).toBeNull();
    expect((await fraudUser(spiky.artist.id)).user.user_status).toBe('active');
  });

  it('with other findings, the block is decided on those alone: a spike does not tip 75 over 80, and 100 without it still blocks', async () => {
    const near = await track();
    const over = await track();
    const plant = (userId: string, code: string, weight: number) =>
      db.query(`INSERT INTO fraud_findings (user_id, rule_code, weight, entity_type, entity_id) VALUES ($1, $2, $3, 'test', $4)`, [userId, code, weight, randomUUID()]);
    await plant(near.artist.id, 'R3_SHARED_DOCUMENT', 50);
    await plant(near.artist.id, 'R9_DISPOSABLE_EMAIL', 25);
    await plant(over.artist.id, 'R7_SHARED_WITH_BLOCKED', 60);
    await plant(over.artist.id, 'R1_SHARED_PAYPAL', 40);
    const signals = t.app.get(FraudSignalsService);
    for (const u of [near, over]) {
      await signals.raise(undefined, [{ userId: u.artist.id, ruleCode: 'S1_STREAM_SPIKE', entityType: 'track', entityId: `${u.trackId}:spotify:PT:${SPIKE_DAY}`, details: {} }]);
    }
    const scan = await t.app.get(FraudScanService).run({ full: true });
    expect(scan.blocked_users).toEqual([over.artist.id]);
    const nearDetail = await fraudUser(near.artist.id);
    expect(nearDetail.score.total_score).toBe(85);
    expect(nearDetail.user.user_status).toBe('active');
    expect((await fraudUser(over.artist.id)).user.user_status).toBe('blocked');
  });

  it('refuses a rule code that is not a signal (a programming error, not a finding)', async () => {
    await expect(t.app.get(FraudSignalsService).raise(undefined, [{ userId: spiky.artist.id, ruleCode: 'R1_SHARED_PAYPAL', entityType: 'x', entityId: 'y', details: {} }])).rejects.toThrow(
      /Not a fraud signal rule: R1_SHARED_PAYPAL/,
    );
  });
});
