// Baseline for the unread-count benchmark: bare Fastify and `pg` running the api's statements with its pool size.
import Fastify from 'fastify';
import { apiLikePool } from './raw-pool.mjs';
import { preparedQuery } from './raw-prepared.mjs';
import { readSession } from './raw-session.mjs';
import { tokenToucher } from './raw-token-touch.mjs';

const pool = apiLikePool(process.env.DATABASE_URL, Number(process.env.POOL_MAX ?? 10));
const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };

const query = preparedQuery(pool);
const touchBehind = tokenToucher(pool);

const app = Fastify({ logger: false });
app.get('/api/health/live', async () => ({ status: 'ok' }));
app.get('/api/notifications/unread-count', async (request, reply) => {
  const t = await readSession(query, request.headers.authorization);
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
