import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { mayBeMultipart, registerMultipart, type MultipartHooks } from './multipart-hooks';

const boundary = 'soundpostboundary';
const form = (content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSong\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
const formHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };

describe('registerMultipart', () => {
  let app: FastifyInstance;
  let hooks: MultipartHooks;
  let closeListeners: number[];
  let saved: string[];

  beforeEach(async () => {
    app = Fastify();
    closeListeners = [];
    saved = [];
    hooks = await registerMultipart(app, { limits: { fileSize: 1000 } });
    // The wiring configureHttpApp does: the plugin's hooks only for requests that may carry a form.
    app.addHook('onRequest', (request, reply, done) => {
      if (mayBeMultipart(request)) hooks.onRequest(request, reply);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.isMultipart()) hooks.onResponse(request).then(() => done(), done);
      else done();
    });
    app.get('/probe', (_request, reply) => {
      closeListeners.push(reply.raw.listenerCount('close'));
      return reply.send('ok');
    });
    app.post('/upload', async (request) => {
      const { files } = await request.saveRequestFiles();
      saved.push(...files.map((file) => file.filepath));
      return { fields: Object.keys(files[0]?.fields ?? {}).sort(), exists: files.every((file) => fs.existsSync(file.filepath)) };
    });
    await app.ready();
  });

  afterEach(() => app.close());

  it('adds no hook of its own to a request without a form', async () => {
    const bare = Fastify();
    const bareCounts: number[] = [];
    bare.get('/probe', (_request, reply) => {
      bareCounts.push(reply.raw.listenerCount('close'));
      return reply.send('ok');
    });
    await bare.inject({ method: 'GET', url: '/probe' });
    await bare.close();
    await app.inject({ method: 'GET', url: '/probe' });
    expect(closeListeners).toEqual(bareCounts);
  });

  it('still parses forms with its limits and removes the saved files once the answer is out', async () => {
    const ok = await app.inject({ method: 'POST', url: '/upload', headers: formHeaders, payload: form('hello') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ fields: ['file', 'title'], exists: true });
    expect(saved).toHaveLength(1);
    // The cleanup runs in onResponse, once the answer has been written.
    for (let i = 0; i < 50 && saved.some((file) => fs.existsSync(file)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved.some((file) => fs.existsSync(file))).toBe(false);

    const tooLarge = await app.inject({ method: 'POST', url: '/upload', headers: formHeaders, payload: form('x'.repeat(2000)) });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('tells which requests may carry a form', () => {
    expect(mayBeMultipart({ headers: formHeaders } as never)).toBe(true);
    expect(mayBeMultipart({ headers: { 'content-type': 'application/json' } } as never)).toBe(false);
    expect(mayBeMultipart({ headers: {} } as never)).toBe(false);
  });
});
