// Second baseline for the health benchmark: raw Fastify with the per-request features the api chose
// (libs/server/core/src/http/http-app.ts), built from the same libraries and options, so the ratio
// against it measures Nest and our wiring rather than the features themselves.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import helmet from 'helmet';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost').replace(/\/+$/, '');
const corsOrigins = (process.env.CORS_ORIGINS ?? publicUrl).split(',').map((s) => s.trim()).filter(Boolean);

const app = Fastify({
  logger: false,
  bodyLimit: 1_048_576,
  trustProxy: false,
  genReqId: (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
});

// The api takes its HSTS value from helmet's defaults; recorded once, like the api's header set.
const hsts = {};
helmet.strictTransportSecurity()({}, { setHeader: (name, value) => (hsts[name] = String(value)) }, () => undefined);
const apiHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': hsts['Strict-Transport-Security'],
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const context = new AsyncLocalStorage();

app.addHook('onRequest', (request, reply, done) => {
  reply.header('x-request-id', request.id);
  done();
});
app.addHook('onRequest', (request, reply, done) => {
  reply.headers(apiHeaders);
  done();
});
// After the id and security headers, as the api's one onRequest hook: a preflight CORS answers carries them too.
await app.register(cors, {
  origin: corsOrigins.includes('*') ? true : corsOrigins,
  credentials: false,
  exposedHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'X-Request-Id', 'Range'],
  maxAge: 600,
});
app.addHook('preHandler', (request, _reply, done) => {
  context.run({ requestId: String(request.id), ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) || undefined }, done);
});
app.get('/api/health/live', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
