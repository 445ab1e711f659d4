import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RoyaltyImportsService } from '@soundpost/server-royalties';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

/** A catalogue small enough is matched in memory as the report is read; a larger one in Postgres. Both must store the same lines. */
describe('soundpost royalties import: in-memory and Postgres matching agree (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-royalty-match-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    RoyaltyImportsService.matchMode = 'auto';
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores every line with the same match, reason and text either way', async () => {
    const [user] = await query(`INSERT INTO users (name, email, roles) VALUES ('Match Artist', 'match.paths@example.com', '{artist}') RETURNING id`);
    const [release] = await query(`INSERT INTO releases (user_id, title, status, upc) VALUES ($1, 'Match Release', 'live', '012345678905') RETURNING id`, [user.id]);
    const [track] = await query(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Match Track', 'PTXX12600009') RETURNING id`, [release.id]);
    const body = [
      'period_start,period_end,store,territory,isrc,upc,units,revenue,currency',
      '2026-01-01,2026-01-31,Spotify,PT,pt-xx1-26-00009,,3,0.75,EUR', // ISRC, spelt loosely
      '2026-01-01,2026-01-31,Deezer,FR,,999999999990,1,1.10,EUR', // no such UPC
      '2026-01-01,2026-01-31,Deezer,FR,,0012345678905,1,1.20,EUR', // the release's UPC in its EAN-13 spelling
      '2026-01-01,2026-01-31,Apple,BR,,012345678905,2,2.00,EUR', // the release's UPC
      '2026-01-01,2026-01-31,Apple,BR,QZZZ00000001,,1,0.10,EUR', // unknown ISRC
      '2026-01-01,2026-01-31,Apple,BR,QZZZ00000001,999999999999,1,0.10,EUR', // unknown both
      '2026-01-01,2026-01-31,Apple,BR,QZZZ00000001,012345678905,1,0.10,EUR', // unknown ISRC, known UPC
      '2026-01-01,2026-01-31,,,,,1,-0.05,EUR', // no identifier, a refund
      '2026-01-01,2026-01-31,"Store \\ with\ttab",US,PTXX12600009,,1,0.01,EUR', // text COPY must escape
    ].join('\n');
    const run = async (mode: 'memory' | 'postgres', period: string) => {
      RoyaltyImportsService.matchMode = mode;
      const file = path.join(dir, `${mode}.csv`);
      fs.writeFileSync(file, `${body}\n${'\n'.repeat(mode === 'memory' ? 1 : 2)}`); // another checksum, the same lines
      const io = captureIo();
      await expect(runCli(['royalties', 'import', file, '--store', 'spotify', '--period', period, '--json'], { env, io: io.io })).resolves.toBe(0);
      const { id } = JSON.parse(io.out.at(-1) as string);
      return query(
        `SELECT line_no, month::text, store, territory, isrc, upc, units, currency, revenue, amount_cents::text, track_id, release_id, owner_user_id, matched_by, unmatched_reason
           FROM royalty_lines WHERE import_id = $1 ORDER BY line_no`,
        [id],
      );
    };
    const inMemory = await run('memory', '2026-01');
    const inPostgres = await run('postgres', '2026-01');
    expect(inMemory).toHaveLength(9);
    expect(inMemory).toEqual(inPostgres);
    const byLine = new Map(inMemory.map((l) => [l.line_no, l]));
    expect(byLine.get(2)).toMatchObject({ isrc: 'PTXX12600009', track_id: track.id, release_id: release.id, owner_user_id: user.id, matched_by: 'isrc', unmatched_reason: null });
    expect(byLine.get(3)).toMatchObject({ release_id: null, matched_by: null, unmatched_reason: 'unknown_upc' });
    expect(byLine.get(4)).toMatchObject({ upc: '0012345678905', track_id: null, release_id: release.id, matched_by: 'upc' });
    expect(byLine.get(5)).toMatchObject({ track_id: null, release_id: release.id, owner_user_id: user.id, matched_by: 'upc' });
    expect(byLine.get(6)).toMatchObject({ release_id: null, unmatched_reason: 'unknown_isrc' });
    expect(byLine.get(7)).toMatchObject({ release_id: null, unmatched_reason: 'unknown_isrc_and_upc' });
    expect(byLine.get(8)).toMatchObject({ release_id: release.id, matched_by: 'upc' });
    expect(byLine.get(9)).toMatchObject({ amount_cents: '-5', release_id: null, unmatched_reason: 'no_identifier' });
    expect(byLine.get(10)).toMatchObject({ store: 'Store \\ with\ttab', matched_by: 'isrc' });
  });
});
