import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { FraudScanService } from '@soundpost/server-fraud';
import { runCli } from '../program';
import { queryRows } from '../testing/cli-test-kit';

describe('soundpost fraud scan (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['fraud', 'scan', ...args], { env, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  };
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-fraud-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent', FRAUD_AUTO_BLOCK: 'false' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('calls the one scan service: progress per rule and a summary; --dry-run writes nothing; --json prints the result', async () => {
    const spy = jest.spyOn(FraudScanService.prototype, 'run');
    try {
      for (const n of [1, 2]) {
        const [{ id }] = await query(`INSERT INTO users (name, email, password_hash, roles) VALUES ($1, $2, 'x', '{artist}') RETURNING id`, [`Cli ${n}`, `cli${n}@fraud.example`]);
        await query(`INSERT INTO artist_profiles (user_id, paypal_email) VALUES ($1, 'same@pay.example')`, [id]);
      }

      const dry = await run(['--dry-run', '--json']);
      expect({ code: dry.code, err: dry.err }).toEqual({ code: 0, err: [] });
      const result = JSON.parse(dry.out.join('\n'));
      expect(result).toMatchObject({ dry_run: true, findings_added: 2, blocked_users: [] });
      expect(result.rules).toHaveLength(9);
      await expect(query(`SELECT count(*)::int AS n FROM fraud_findings`)).resolves.toEqual([{ n: 0 }]);

      const real = await run([]);
      expect(real.code).toBe(0);
      expect(real.out[0]).toMatch(/^\[1\/9\] R1_SHARED_PAYPAL\s+2 matched, 2 new\s+\d+ ms$/);
      expect(real.out.some((l) => /R8_PAYOUT_DESTINATION_CHANGED\s+skipped \(no wallet_payout_identifiers yet\)/.test(l)) || real.out.some((l) => /R8_PAYOUT_DESTINATION_CHANGED\s+\d+ matched/.test(l))).toBe(true);
      expect(real.out.at(-1)).toBe('Fraud scan done: 2 new finding(s), 0 user(s) blocked.');
      await expect(query(`SELECT count(*)::int AS n FROM fraud_findings`)).resolves.toEqual([{ n: 2 }]);

      expect(spy.mock.calls.map(([options]) => [options?.trigger, !!options?.dryRun])).toEqual([
        ['cli', true],
        ['cli', false],
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
