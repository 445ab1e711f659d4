// Baseline for the chat delivery benchmark: bare Fastify relaying each POSTed message to the chat's Server-Sent Events
// connection in the same process, with the api's message shape and SSE framing but no database, auth or fan-out
// between instances: the floor the chat's delivery is measured against.
// With DATABASE_URL set it is the floor of the design instead (not the goal's baseline; it says where the api's time
// goes): each message is one INSERT that NOTIFYs on commit, and a LISTEN connection reads the row back by id and writes
// it to the stream, as the api does with more work around it.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import { apiLikePool } from './raw-pool.mjs';
import { preparedQuery } from './raw-prepared.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));

const app = Fastify({ logger: false });
/** chat id -> the raw responses streaming it (an artist may have several tabs). */
const streams = new Map();
let lastId = 0;

app.get('/api/health/live', async () => ({ status: 'ok' }));

// The chat is named in the query (the api finds it from the artist's token).
app.get('/api/artist/chat/events', (request, reply) => {
  const chatId = String(request.query.chat ?? '');
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  // As the api: a presence event once the connection counts.
  res.write(`retry: 3000\n\nevent: presence\ndata: ${JSON.stringify({ type: 'presence', staff_online: 1 })}\n\n`);
  if (!streams.has(chatId)) streams.set(chatId, new Set());
  streams.get(chatId).add(res);
  request.raw.on('close', () => streams.get(chatId)?.delete(res));
});

app.post('/api/admin/chats/:id/messages', async (request, reply) => {
  const chatId = request.params.id;
  const { body, client_id: clientId = null } = request.body ?? {};
  if (typeof body !== 'string' || !body.trim()) return reply.code(422).send({ message: 'Write a message.' });
  const message = {
    id: String(++lastId),
    chat_id: chatId,
    from: 'staff',
    author_name: 'Bench',
    body,
    notice: null,
    params: {},
    client_id: clientId ?? randomUUID(),
    attachments: [],
    created_at: new Date().toISOString(),
  };
  if (db) {
    const { rows } = await db.query(
      `WITH m AS (INSERT INTO bench_chat_relay (chat_id, body, client_id) VALUES ($1, $2, $3) RETURNING id, created_at)
       SELECT m.id::text AS id, m.created_at, pg_notify('bench_chat_relay', m.id::text) FROM m`,
      [chatId, body, message.client_id],
    );
    return reply.code(201).send({ ...message, id: rows[0].id, created_at: rows[0].created_at.toISOString() });
  }
  relay(message);
  return reply.code(201).send(message);
});

function relay(message) {
  const frame = `id: ${message.id}\nevent: message\ndata: ${JSON.stringify({ type: 'message', message })}\n\n`;
  for (const res of streams.get(message.chat_id) ?? []) res.write(frame);
}

const db = process.env.DATABASE_URL ? await listen(process.env.DATABASE_URL) : null;

async function listen(connectionString) {
  const { Client } = require('pg');
  const pool = apiLikePool(connectionString, 10);
  const query = preparedQuery(pool);
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_chat_relay (id bigserial PRIMARY KEY, chat_id uuid NOT NULL, body text NOT NULL, client_id uuid, created_at timestamptz NOT NULL DEFAULT now())`);
  const listener = new Client({ connectionString });
  await listener.connect();
  listener.on('notification', ({ payload }) => {
    query(`SELECT id::text AS id, chat_id, body, client_id, created_at FROM bench_chat_relay WHERE id = $1`, [payload]).then(({ rows: [row] }) =>
      relay({ id: row.id, chat_id: row.chat_id, from: 'staff', author_name: 'Bench', body: row.body, notice: null, params: {}, client_id: row.client_id, attachments: [], created_at: row.created_at.toISOString() }),
    );
  });
  await listener.query('LISTEN bench_chat_relay');
  return { pool, query, listener };
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  for (const set of streams.values()) for (const res of set) res.end();
  app.close().then(() => process.exit(0));
});
