import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { artistToken } from './support/api-login';
import { embeddedConnection, Instance, newDataDir, removeDataDir, sleep, startInstance } from './support/instance';

// The API process killed (kill -9) in the middle of a payout transaction: its held debit and its
// balance change are written but the request is not yet, when the process dies. Postgres rolls the
// transaction back with the lost connection: nothing is half-written, the wallet is as it was,
// `soundpost wallets verify` finds every balance equal to its entries, and once the API is started
// again the same payout goes through.
//
// To stop the transaction at that point, a second session holds an uncommitted open request for
// the same wallet: the API's own request insert waits on the one-open-request unique index, after
// the entry and the balance.

const root = path.resolve(__dirname, '../../..');
const cli = path.join(root, 'dist/apps/cli/main.js');
const ARTIST = 'artist.approved@soundpost.local';

describe('a payout transaction cut by the API dying', () => {
  let dataDir: string;
  const instances: Instance[] = [];
  const clients: Client[] = [];

  /** A session on the instance's embedded Postgres; its errors are expected when the instance dies. */
  const connect = async (): Promise<Client> => {
    const client = new Client(embeddedConnection(dataDir));
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };

  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => undefined);
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    removeDataDir(dataDir);
  });

  it('leaves no half-written rows, and wallets verify passes', async () => {
    dataDir = newDataDir();
    const instance = await startInstance(dataDir);
    instances.push(instance);
    const { url } = instance;
    const token = await artistToken(url, ARTIST, 'Soundpost-artist-1');
    // Payouts need a fresh e-mailed code: asked for here, sent with the payout (the demo artist has a W-8BEN on file).
    const mailed = await fetch(`${url}/api/me/step-up/code`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(mailed.status).toBe(202);
    const [mail] = (await (await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(ARTIST)}`)).json()) as { text: string }[];
    const stepUpCode = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soundpost.local', password: 'Soundpost-admin-1' }),
    });
    const { token: staffToken } = (await login.json()) as { token: string };

    // The artist's wallet, funded by staff so a payout is possible.
    const wallet = (await (await fetch(`${url}/api/artist/wallet`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: string };
    const adjust = await fetch(`${url}/api/admin/wallets/${wallet.id}/adjust`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staffToken}`, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ type: 'credit', amount: 10_000, description: 'Crash test funds' }),
    });
    expect(adjust.status).toBe(200);

    const db = await connect();
    const state = async () =>
      (
        await db.query(
          `SELECT w.balance_cents::int AS balance, (SELECT count(*)::int FROM wallet_transactions t WHERE t.wallet_id = w.id) AS entries,
                  (SELECT count(*)::int FROM payout_requests p WHERE p.wallet_id = w.id) AS payouts
             FROM wallets w WHERE w.id = $1`,
          [wallet.id],
        )
      ).rows[0] as { balance: number; entries: number; payouts: number };
    const before = await state();
    expect(before.balance).toBeGreaterThanOrEqual(10_000);
    expect(before.payouts).toBe(0);

    // The blocker: an uncommitted open request for the wallet (pointing at an existing entry).
    const blocker = await connect();
    await blocker.query('BEGIN');
    const { rows: entry } = await blocker.query(`SELECT t.id, w.user_id FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE t.wallet_id = $1 LIMIT 1`, [wallet.id]);
    await blocker.query(`INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, status, transaction_id) VALUES ($1, $2, 2500, 'manual', 'requested', $3)`, [
      wallet.id,
      entry[0].user_id,
      entry[0].id,
    ]);

    // The payout: it takes the lock, writes its held debit and the balance, then waits on the index.
    const payout = fetch(`${url}/api/artist/wallet/payouts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID(), 'Step-Up-Code': stepUpCode },
      body: JSON.stringify({ amount: 5_000, currency: 'eur', method: 'paypal', destination: 'crash@example.com' }),
    }).catch((error: Error) => error);
    let waiting: { pid: number } | undefined;
    for (let i = 0; i < 200 && !waiting; i++) {
      await sleep(50);
      [waiting] = (
        await db.query(`SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "payout_requests"%' AND pid <> pg_backend_pid()`)
      ).rows;
    }
    expect(waiting).toBeDefined();
    // Mid-transaction: the API's session has written the held entry (seen through its locks).
    const { rows: held } = await db.query(`SELECT count(*)::int AS n FROM pg_locks WHERE pid = $1 AND locktype = 'transactionid' AND granted`, [waiting!.pid]);
    expect(held[0].n).toBeGreaterThan(0);

    instance.child.kill('SIGKILL');
    await instance.exited;
    // The request never got an answer: its connection died with the process.
    expect(await payout).toMatchObject({ message: 'fetch failed' });

    // The blocker lets go; the dead client's session then meets its closed socket and Postgres
    // rolls its transaction back.
    await blocker.query('ROLLBACK');
    let alive = true;
    for (let i = 0; i < 200 && alive; i++) {
      alive = (await db.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [waiting!.pid])).rows[0].n > 0;
      if (alive) await sleep(50);
    }
    expect(alive).toBe(false);
    expect(await state()).toEqual(before);

    // Started again on the same data.
    const again = await startInstance(dataDir);
    instances.push(again);
    const verify = spawnSync(process.execPath, [cli, 'wallets', 'verify'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: embeddedConnection(dataDir).connectionString, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(verify.stdout).toContain('Every wallet balance matches its entries.');
    expect(verify.status).toBe(0);

    // And the same payout goes through now (the session proved its code before the crash: 10 minutes).
    const retry = await fetch(`${again.url}/api/artist/wallet/payouts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ amount: 5_000, currency: 'eur', method: 'paypal', destination: 'crash@example.com' }),
    });
    expect(retry.status).toBe(201);
    expect(await state()).toEqual({ balance: before.balance - 5_000, entries: before.entries + 1, payouts: 1 });
  }, 180_000);
});
