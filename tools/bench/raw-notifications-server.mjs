// Baseline for the unread-count benchmark: bare Fastify and `pg` running the api's statements with its pool size.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { preparedQuery } from './raw-prepared.mjs';
import { tokenToucher } from './raw-token-touch.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };

const query = preparedQuery(pool);
const touchBehind = tokenToucher(pool);

const app = Fastify({ logger: false });
app.get('/api/health/live', async () => ({ status: 'ok' }));
app.get('/api/notifications/unread-count', async (request, reply) => {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) return reply.code(401).send(unauthenticated);
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  const { rows } = await query(
    // The api's session read: the holder and, for a team member, the account acted in.
    `SELECT t.id, t.user_id, t.scope, t.expires_at, t.revoked_at, t.last_used_at, t.account_id, t.account_role,
            u.id AS uid, u.name, u.email, u.roles, u.status, a.status AS a_status,
            COALESCE(t.stepped_up_at > now() - make_interval(secs => $2), false) AS stepped_up
       FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.account_id
      WHERE t.token_hash = $1`,
    [hash, 600],
  );
  const t = rows[0];
  if (!t || !t.uid || t.expires_at.getTime() <= Date.now() || !['artist', 'onboarding', 'admin'].includes(t.scope) || t.revoked_at) {
    return reply.code(401).send(unauthenticated);
  }
  if (t.status === 'blocked') return reply.code(403).send({ message: 'Blocked.', code: 'account_blocked' });
  // As the api does: the once-a-minute stamp, written behind the request.
  if (!t.last_used_at || Date.now() - t.last_used_at.getTime() >= 60_000) touchBehind(t.id);
  const counted = await query(`SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [t.user_id]);
  return { unread: counted.rows[0].unread };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));
