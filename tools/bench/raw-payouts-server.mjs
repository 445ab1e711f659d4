// Baseline for the payout benchmark: bare Fastify and `pg` doing the payout request's transaction by hand.
import Fastify from 'fastify';
import { apiLikePool } from './raw-pool.mjs';
import { preparedQuery } from './raw-prepared.mjs';
import { readSession } from './raw-session.mjs';
import { tokenToucher } from './raw-token-touch.mjs';

const pool = apiLikePool(process.env.DATABASE_URL, Number(process.env.POOL_MAX ?? 10));
const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };

// As in the api: every statement prepared, on the pool and in the transaction (only BEGIN and COMMIT are not).
const query = preparedQuery(pool);
const touchBehind = tokenToucher(pool);

const app = Fastify({ logger: false });
app.get('/api/health/live', async () => ({ status: 'ok' }));
app.post('/api/artist/wallet/payouts', async (request, reply) => {
  const t = await readSession(query, request.headers.authorization);
  if (!t || !t.uid || t.expires_at.getTime() <= Date.now() || t.scope !== 'artist' || t.revoked_at) return reply.code(401).send(unauthenticated);
  if (t.status === 'blocked') return reply.code(403).send({ message: 'Blocked.', code: 'account_blocked' });
  // As the api does: the once-a-minute stamp, written behind the request.
  if (!t.last_used_at || Date.now() - t.last_used_at.getTime() >= 60_000) touchBehind(t.id);
  const approved = await query(`SELECT document_status FROM artist_profiles WHERE user_id = $1`, [t.user_id]);
  if (approved.rows[0]?.document_status !== 'approved') return reply.code(403).send({ message: 'Documents not approved.' });
  // The same features as the api's: a fresh e-mailed code (read with the session) and a valid tax form.
  if (!t.stepped_up) return reply.code(403).send({ message: 'Step up.', code: 'step_up_required' });
  const form = await query(`SELECT expires_at FROM tax_forms WHERE account_id = $1 AND superseded_at IS NULL AND signed_at <= now()`, [t.user_id]);
  if (!form.rowCount || (form.rows[0].expires_at && form.rows[0].expires_at.getTime() <= Date.now())) {
    return reply.code(409).send({ message: 'Tax form required.', code: 'tax_form_required' });
  }
  const { amount, method } = request.body ?? {};
  if (!Number.isSafeInteger(amount) || amount < 2500 || method !== 'manual') return reply.code(422).send({ message: 'Invalid.' });
  const client = await pool.connect();
  const inTx = preparedQuery(client);
  try {
    await client.query('BEGIN');
    const wallet = (await inTx(`SELECT id, balance_cents FROM wallets WHERE user_id = $1 FOR NO KEY UPDATE`, [t.user_id])).rows[0];
    // As the api: the blocked rule again inside the transaction.
    const blocked = await inTx(`SELECT id FROM users WHERE id = ANY($1::uuid[]) AND status = 'blocked'`, [[t.user_id]]);
    if (blocked.rowCount) {
      await client.query('ROLLBACK');
      return reply.code(403).send({ message: 'Blocked.', code: 'account_blocked' });
    }
    const open = await inTx(`SELECT 1 FROM payout_requests WHERE wallet_id = $1 AND status IN ('requested', 'approved', 'processing') LIMIT 1`, [wallet.id]);
    if (open.rowCount) {
      await client.query('ROLLBACK');
      return reply.code(409).send({ message: 'Open request.' });
    }
    if (amount > Number(wallet.balance_cents)) {
      await client.query('ROLLBACK');
      return reply.code(422).send({ message: 'Amount exceeds your available balance.' });
    }
    // As the api: the held entry and the balance's move in one statement.
    const entry = (
      await inTx(
        `WITH e AS (INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind, description) VALUES ($1, 'debit', $2, 'pending', 'payout', 'Payout request (manual)') RETURNING id, wallet_id),
              w AS (UPDATE wallets SET balance_cents = balance_cents - $2, updated_at = now() WHERE id = (SELECT wallet_id FROM e) RETURNING id)
         SELECT e.id FROM e, w`,
        [wallet.id, amount],
      )
    ).rows[0];
    const payout = (
      await inTx(
        `INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, status, transaction_id) VALUES ($1, $2, $3, 'manual', 'requested', $4)
         RETURNING id, wallet_id, user_id, amount_cents, currency, method, destination, notes, status, transaction_id, created_at, updated_at`,
        [wallet.id, t.user_id, amount, entry.id],
      )
    ).rows[0];
    // As the api: the request's audit row (who, from where, and the row as created), in the same transaction.
    const changes = Object.fromEntries(Object.entries(payout).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : k === 'amount_cents' ? Number(v) : v]));
    await inTx(
      `INSERT INTO audit_logs (event, auditable_type, auditable_id, user_id, actor_id, actor_name, actor_email, actor_role, ip_address, user_agent, request_id, changes, original)
       VALUES ('created', 'PayoutRequest', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{}')`,
      [payout.id, t.user_id, t.uid, t.name, t.email, t.account_role ?? null, request.ip, request.headers['user-agent'] ?? null, request.id, changes],
    );
    await client.query('COMMIT');
    return reply.code(201).send({ ...payout, amount: Number(payout.amount_cents) });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));
