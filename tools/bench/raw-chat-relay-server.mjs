// Baseline for the chat delivery benchmark: bare Fastify relaying each POSTed message to the chat's Server-Sent Events
// connection in the same process, with the api's message shape and SSE framing but no database, auth or fan-out
// between instances: the floor the chat's delivery is measured against.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

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
  const frame = `id: ${message.id}\nevent: message\ndata: ${JSON.stringify({ type: 'message', message })}\n\n`;
  for (const res of streams.get(chatId) ?? []) res.write(frame);
  return reply.code(201).send(message);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  for (const set of streams.values()) for (const res of set) res.end();
  app.close().then(() => process.exit(0));
});
