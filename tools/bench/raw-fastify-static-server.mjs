// Baseline for the smart link benchmark: bare Fastify serving one static HTML file (PAGE_FILE) at /page,
// and a bare redirect at /go (what a click answers), with no hooks.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const file = process.env.PAGE_FILE;
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.dirname(file), serve: false });
app.get('/page', (_request, reply) => reply.sendFile(path.basename(file)));
app.get('/go', (_request, reply) => reply.redirect(process.env.REDIRECT_TO ?? 'https://open.spotify.com/album/bench0', 302));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
