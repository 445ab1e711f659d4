import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { linePartition } from '../imports/line-partition';
import { ALLOCATE_SQL } from './royalty-allocations.repository';

const OWNER = '00000000-0000-4000-8000-00000000000a';
const uuid = (kind: number, n: number) => `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;

interface Split {
  id: string;
  releaseId: string;
  trackId: string | null;
  bp: number;
  userId: string;
}

/** The largest-remainder rule as docs/royalties.md states it, one line at a time: what every collaborator should get. */
function expectedShares(cents: number, splits: Split[]): Map<string, number> {
  const sign = cents < 0 ? -1 : 1;
  const a = Math.abs(cents);
  const shares = splits.map((s) => ({ key: s.id as string | null, bp: s.bp }));
  const ownerBp = 10_000 - splits.reduce((sum, s) => sum + s.bp, 0);
  if (ownerBp > 0) shares.push({ key: null, bp: ownerBp });
  const rows = shares.map((s) => ({ ...s, base: Math.floor((a * s.bp) / 10_000), rem: (a * s.bp) % 10_000 }));
  let leftover = a - rows.reduce((sum, r) => sum + r.base, 0);
  // Ties: the owner first, then by split id.
  rows.sort((x, y) => y.rem - x.rem || (x.key === null ? -1 : y.key === null ? 1 : x.key < y.key ? -1 : 1));
  const out = new Map<string, number>();
  for (const r of rows) {
    const amount = r.base + (leftover-- > 0 ? 1 : 0);
    if (r.key !== null && amount !== 0) out.set(r.key, sign * amount);
  }
  return out;
}

/** ALLOCATE_SQL divides one-collaborator lines in place and the others through a window: both must follow the one rule. */
describe('posting allocation statement (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [], imports: [], label: 'royalty-allocate' });
    ds = ctx.dataSource;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('gives every collaborator of every line exactly the largest-remainder share, with one collaborator or several', async () => {
    const importId = uuid(1, 1);
    await ds.query(
      `INSERT INTO royalty_imports (id, store_id, store_name, period_start, period_end, file_name, checksum) VALUES ($1, 'spotify', 'Spotify', '2026-01-01', '2026-01-31', 'r.csv', lpad('a', 64, 'a'))`,
      [importId],
    );
    await ds.query(`CREATE TABLE ${linePartition(importId)} PARTITION OF royalty_lines FOR VALUES IN ('${importId}')`);
    // Releases 1-12: one collaborator each at awkward shares (100% included); 13-16: two or three; 17: a track's own
    // splits over its release's; 18-20: none.
    const oneShares = [1, 3333, 5000, 6667, 9999, 10_000, 2500, 7001, 4999, 1234, 5001, 3000];
    const splits: Split[] = [];
    let n = 0;
    const addSplit = (release: number, track: number | null, bp: number) =>
      splits.push({ id: uuid(3, ++n), releaseId: uuid(2, release), trackId: track === null ? null : uuid(4, track), bp, userId: uuid(5, n) });
    oneShares.forEach((bp, i) => addSplit(i + 1, null, bp));
    [[3333, 3333], [3333, 3333, 3334], [2500, 2500], [1, 9999]].forEach((bps, i) => bps.forEach((bp) => addSplit(13 + i, null, bp)));
    addSplit(17, null, 5000);
    addSplit(17, 171, 1500);
    addSplit(17, 171, 1500);
    for (const s of splits) {
      await ds.query(
        `INSERT INTO royalty_splits (id, owner_user_id, release_id, track_id, email, share_bp, status, collaborator_user_id) VALUES ($1, $2, $3, $4, $5, $6, 'accepted', $7)`,
        [s.id, OWNER, s.releaseId, s.trackId, `${s.id}@royalties.test`, s.bp, s.userId],
      );
    }
    // 2,000 lines over the twenty releases (release 17's lines alternate between its split track and another), amounts
    // small and large, positive and negative.
    const lines = Array.from({ length: 2000 }, (_, i) => {
      const release = 1 + (i % 20);
      const track = release === 17 ? (i % 40 < 20 ? 171 : 172) : 1000 + release;
      const cents = ((i * 7919) % 20_011) - 2000 || 1;
      return { lineNo: i + 1, release, track, cents };
    });
    await ds.query(
      `INSERT INTO royalty_lines (import_id, line_no, month, store, currency, revenue, amount_cents, track_id, release_id, owner_user_id, matched_by)
       SELECT $1, l.no, '2026-01-01', 'Spotify', 'EUR', '1', l.cents, l.track, l.release, $5, 'isrc'
         FROM unnest($2::int[], $3::bigint[], $4::uuid[], $6::uuid[]) AS l(no, cents, track, release)`,
      [importId, lines.map((l) => l.lineNo), lines.map((l) => l.cents), lines.map((l) => uuid(4, l.track)), OWNER, lines.map((l) => uuid(2, l.release))],
    );
    const ids: Array<{ id: string; line_no: number }> = await ds.query(`SELECT id::text, line_no FROM royalty_lines WHERE import_id = $1`, [importId]);
    const lineNoOf = new Map(ids.map((r) => [r.id, r.line_no]));

    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    let answered: Array<{ user_id: string | null; total: string }>;
    let written: Array<{ line_id: string; split_id: string; amount_cents: string }>;
    try {
      answered = await runner.query(ALLOCATE_SQL, [importId]);
      written = await runner.query(`SELECT line_id::text, split_id, amount_cents::text FROM royalty_allocations WHERE import_id = $1`, [importId]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }

    const expected = new Map<string, number>();
    const totals = new Map<string, number>();
    let ownerTotal = 0;
    for (const line of lines) {
      const own = splits.filter((s) => s.trackId === uuid(4, line.track));
      const inForce = own.length ? own : splits.filter((s) => s.trackId === null && s.releaseId === uuid(2, line.release));
      const shares = expectedShares(line.cents, inForce);
      ownerTotal += line.cents;
      for (const [splitId, amount] of shares) {
        expected.set(`${line.lineNo}:${splitId}`, amount);
        const userId = (inForce.find((s) => s.id === splitId) as Split).userId;
        totals.set(userId, (totals.get(userId) ?? 0) + amount);
        ownerTotal -= amount;
      }
    }
    totals.set(OWNER, ownerTotal);
    expect(new Map(written.map((w) => [`${lineNoOf.get(w.line_id)}:${w.split_id}`, Number(w.amount_cents)]))).toEqual(expected);
    expect(new Map(answered.map((s) => [s.user_id, Number(s.total)]))).toEqual(totals);
    // Both paths were taken.
    expect(written.length).toBeGreaterThan(1500);
  });
});
