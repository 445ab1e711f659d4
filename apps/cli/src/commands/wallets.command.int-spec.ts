import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { Client } from 'pg';
import { runCli } from '../program';

describe('soundpost wallets verify (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(args, { env, io: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-wallets-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exits 0 when every balance matches its entries, 1 naming the wallet that disagrees', async () => {
    expect(await run(['wallets', 'verify'])).toEqual({ code: 0, out: ['Every wallet balance matches its entries.'], err: [] });
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      const { rows } = await c.query(`INSERT INTO users (name, email, roles) VALUES ('W', 'w@cli.test', '{artist}') RETURNING id`);
      const { rows: w } = await c.query(`UPDATE wallets SET balance_cents = 700 WHERE user_id = $1 RETURNING id`, [rows[0].id]);
      await c.query(`INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind) VALUES ($1, 'credit', 500, 'completed', 'royalty')`, [w[0].id]);
      const bad = await run(['wallets', 'verify']);
      expect(bad.code).toBe(1);
      expect(bad.out).toEqual([`${w[0].id}  user ${rows[0].id}  balance EUR 7.00  entries say EUR 5.00`]);
      expect(bad.err).toEqual(['Error: 1 wallet(s) disagree with their entries.']);
      const json = await run(['wallets', 'verify', '--json']);
      expect(JSON.parse(json.out[0])).toEqual([{ wallet_id: w[0].id, user_id: rows[0].id, balance: 700, expected: 500 }]);
    } finally {
      await c.end();
    }
  });
});
