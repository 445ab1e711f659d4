// Baseline for the health benchmark: bare Fastify answering the same JSON as /api/health/live.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health/live', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
