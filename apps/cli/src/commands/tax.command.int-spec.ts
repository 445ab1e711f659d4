import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { Client } from 'pg';
import { runCli } from '../program';
import { captureIo } from '../testing/cli-test-kit';

describe('soundpost tax report (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = async (args: string[]) => {
    const { out, err, io } = captureIo();
    const code = await runCli(args, { env, io });
    return { code, out, err };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-tax-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the 1099-MISC and 1042-S figures per payee, writes --out, and refuses a bad year or form', async () => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    let us: string;
    let pt: string;
    try {
      const { rows: u } = await c.query(`INSERT INTO users (name, email, roles) VALUES ('Jane Public', 'us@cli.test', '{artist}'), ('Zoë Núñez', 'pt@cli.test', '{artist}') RETURNING id`);
      [us, pt] = [u[0].id, u[1].id];
      await c.query(
        `INSERT INTO tax_forms (account_id, kind, payee_name, tin_type, tin_last4, country, address, signer_name, signature, signed_at)
         VALUES ($1, 'w9', 'Jane Public', 'ssn', '6789', 'US', '{"line1":"1 Main St","city":"New York","region":"NY","postal_code":"10001","country":"US"}', 'Jane Public', 'Jane Public', '2026-01-10')`,
        [us],
      );
      await c.query(
        `INSERT INTO tax_forms (account_id, kind, payee_name, foreign_tin_last4, country, address, treaty_country, treaty_article, treaty_rate_bp, treaty_income_type, signer_name, signature, signed_at, expires_at)
         VALUES ($1, 'w8ben', 'Zoë Núñez', '4321', 'PT', '{"line1":"Rua 1","city":"Lisboa","country":"PT"}', 'PT', '13', 1000, 'royalties', 'Zoë Núñez', 'Zoë Núñez', '2026-01-10', '2029-12-31T23:59:59Z')`,
        [pt],
      );
      for (const [id, gross, grossUs, withheld] of [[us, 5000, 2000, 0], [pt, 4000, 3000, 300]] as const) {
        const { rows: w } = await c.query(`UPDATE wallets SET balance_cents = $2 WHERE user_id = $1 RETURNING id`, [id, gross - withheld]);
        await c.query(
          `INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind, meta, created_at) VALUES ($1, 'credit', $2, 'completed', 'royalty', $3, '2026-06-01')`,
          [w[0].id, gross, JSON.stringify({ gross_us_cents: grossUs, rate_bp: id === us ? 0 : 1000, basis: id === us ? 'w9' : 'treaty' })],
        );
        if (withheld) await c.query(`INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind, created_at) VALUES ($1, 'debit', $2, 'completed', 'withholding', '2026-06-01')`, [w[0].id, withheld]);
      }
    } finally {
      await c.end();
    }

    const misc = await run(['tax', 'report', '--year', '2026']);
    expect(misc.code).toBe(0);
    expect(misc.out[0]).toBe('year,account_id,payee_name,business_name,tin_type,tin_masked,address_line1,city,state,zip,currency,box2_royalties_cents,federal_tax_withheld_cents');
    expect(misc.out.slice(1)).toEqual([`2026,${us},Jane Public,,ssn,***-**-6789,1 Main St,New York,NY,10001,EUR,5000,0`]);

    const s1042 = await run(['tax', 'report', '--year', '2026', '--form', '1042-s']);
    expect(s1042.code).toBe(0);
    expect(s1042.out.slice(1)).toEqual([`2026,${pt},Zoë Núñez,w8ben,PT,*****4321,12,EUR,3000,00,1000,treaty,300`]);

    const file = path.join(dir, 'misc.csv');
    expect(await run(['tax', 'report', '--year', '2026', '--out', file])).toEqual({ code: 0, out: [`1099-MISC 2026: 1 payee(s) written to ${file}`], err: [] });
    expect(fs.readFileSync(file, 'utf8')).toContain(`${us},Jane Public`);

    expect(await run(['tax', 'report', '--year', '2025'])).toMatchObject({ code: 0, out: [expect.stringMatching(/^year,/)] });
    const bad = await run(['tax', 'report', '--year', '26', '--form', '1099-k']);
    expect(bad.code).toBe(1);
    expect(bad.err[0]).toContain('year: Give the year as four digits');
    expect(bad.err[0]).toContain('form: The form is 1099-misc or 1042-s.');
  });
});
