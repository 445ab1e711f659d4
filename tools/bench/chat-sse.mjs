// Helpers of the chat benchmarks (not a benchmark itself): artists and staff made straight in the database with
// tokens stored as the auth lib stores them, chats started through the api, and a Server-Sent Events client that
// hands each parsed event to a callback.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';

const sha256 = (token) => createHash('sha256').update(token).digest('hex');

/** `count` approved artists (`@bench-chat.test`) with an artist token each, replacing any made before. */
export async function chatArtists(client, count) {
  await client.query(`DELETE FROM users WHERE email LIKE '%@bench-chat.test'`);
  await client.query(
    `INSERT INTO users (id, name, email, roles, email_verified_at, created_at, updated_at)
     SELECT md5('bench-chat-user-' || n)::uuid, 'Chat Artist ' || n, 'chat' || lpad(n::text, 5, '0') || '@bench-chat.test', '{artist}', now(), now(), now()
       FROM generate_series(1, $1::int) n`,
    [count],
  );
  await client.query(
    `INSERT INTO artist_profiles (user_id, document_status, is_verified) SELECT md5('bench-chat-user-' || n)::uuid, 'approved', true FROM generate_series(1, $1::int) n
     ON CONFLICT DO NOTHING`,
    [count],
  );
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO access_tokens (user_id, token_hash, scope, expires_at, last_used_at)
     SELECT md5('bench-chat-user-' || n)::uuid, h, 'artist', now() + interval '1 day', now() - random() * interval '1 minute' FROM unnest($1::text[]) WITH ORDINALITY AS x(h, n)`,
    [tokens.map(sha256)],
  );
  return tokens;
}

/** A staff member (admin role) and a token for the back office's API. */
export async function chatStaffToken(client) {
  const [staff] = (
    await client.query(
      `INSERT INTO users (name, email, roles, email_verified_at) VALUES ('Bench Staff', 'staff@bench-chat-staff.test', '{admin}', now())
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    )
  ).rows;
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at, last_used_at) VALUES ($1, $2, 'admin', now() + interval '1 day', now())`, [staff.id, sha256(token)]);
  return token;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 50 });

/** One JSON request; answers { status, body }. */
export function request(url, { method = 'GET', token, body, agent = keepAlive } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      agent,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: kept as text for the error message */
        }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.end(payload);
  });
}

/** Runs `task(item, i)` over `items` with at most `concurrency` at once; answers the results in order. */
export async function pool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

/** Each artist writes once (which starts their chat); answers the chat ids in the artists' order. */
export async function startChats(base, artistTokens, concurrency = 20) {
  return pool(artistTokens, concurrency, async (token, i) => {
    const sent = await request(`${base}/api/artist/chat/messages`, { method: 'POST', token, body: { body: `Hello from artist ${i + 1}`, client_id: randomUUID() } });
    if (sent.status !== 201 && sent.status !== 200) throw new Error(`artist ${i + 1}: POST /api/artist/chat/messages answered ${sent.status} ${JSON.stringify(sent.body)}`);
    const id = sent.body?.chat_id ?? sent.body?.message?.chat_id ?? sent.body?.chat?.chat_id;
    if (id) return id;
    const mine = await request(`${base}/api/artist/chat`, { token });
    if (mine.status !== 200 || !mine.body?.chat?.chat_id) throw new Error(`artist ${i + 1}: GET /api/artist/chat answered ${mine.status} ${JSON.stringify(mine.body)}`);
    return mine.body.chat.chat_id;
  });
}

/**
 * An SSE connection of its own (no shared agent). Resolves with `close()` once the stream's first `presence` event is in:
 * the api sends it after recording the artist as connected (a staff message to an artist not connected turns the chat
 * into a ticket), and the relay at once. `onEvent` gets { event, id, data } per event (data parsed as JSON when it is).
 */
export function openEventStream(url, { token, onEvent, onEnd = () => {} }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent: false, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET ${url} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffered = '';
      let ready = false;
      const handle = onEvent;
      onEvent = (e) => {
        if (!ready && e.event === 'presence') {
          ready = true;
          resolve({ close: () => req.destroy() });
        }
        handle(e);
      };
      res.on('data', (chunk) => {
        buffered += chunk;
        for (let end = buffered.search(/\r?\n\r?\n/); end !== -1; end = buffered.search(/\r?\n\r?\n/)) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end).replace(/^\r?\n\r?\n/, '');
          let event = 'message';
          let id = null;
          const data = [];
          for (const line of block.split(/\r?\n/)) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'id') id = value;
            else if (field === 'data') data.push(value);
          }
          if (!data.length) continue;
          let parsed = data.join('\n');
          try {
            parsed = JSON.parse(parsed);
          } catch {
            /* kept as text */
          }
          onEvent({ event, id, data: parsed });
        }
      });
      res.on('end', onEnd);
      res.on('error', onEnd);
      res.on('close', () => ready || reject(new Error(`GET ${url} ended before its presence event`)));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The chat message in a `message` event, whether the data is the ChatEvent or the message itself. */
export const messageOf = (data) => (data && typeof data === 'object' ? (data.message ?? (data.body !== undefined ? data : null)) : null);
