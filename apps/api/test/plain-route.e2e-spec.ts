import { Controller, Get, Module } from '@nestjs/common';
import { DomainError, PlainRoute, Public } from '@soundpost/server-core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTestApp, TestApp } from './test-app';

/** Test-only routes of each kind: answered by the method, failing, and one that forgot @Public(). */
@Public()
@Controller('plain-demo')
class PlainDemoController {
  @Get(':word')
  @PlainRoute()
  async echo(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { word } = request.params as { word: string };
    if (word === 'boom') throw new Error('the database went away');
    if (word === 'gone') throw new DomainError('demo_gone', 'Gone.', 410);
    await reply.code(200).type('text/plain').send(`${word}:${String((request.query as Record<string, unknown>).q ?? '')}`);
  }
}

@Controller('plain-guarded')
class PlainGuardedController {
  @Get()
  @PlainRoute()
  async open(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await reply.send('should never be served');
  }
}

@Module({ controllers: [PlainDemoController] })
class PlainDemoModule {}

@Module({ controllers: [PlainGuardedController] })
class PlainGuardedModule {}

describe('@PlainRoute(): a public route Fastify calls directly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, [PlainDemoModule]);
  });
  afterAll(() => t?.close());

  it("answers from the controller's method with the params and query, behind the global hooks (request id, security headers)", async () => {
    const res = await t.api('/api/plain-demo/hello?q=1');
    expect(res.status).toBe(200);
    await expect(res.text()).resolves.toBe('hello:1');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers a rejection with the API's error shape: a domain error's status, otherwise 500 without the message", async () => {
    const gone = await t.api('/api/plain-demo/gone');
    expect(gone.status).toBe(410);
    await expect(gone.json()).resolves.toMatchObject({ code: 'demo_gone', message: 'Gone.' });
    const boom = await t.api('/api/plain-demo/boom');
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain('database went away');
  });

  it('refuses to start when a plain route is not @Public(): it would run no guard', async () => {
    await expect(createTestApp({}, [PlainGuardedModule])).rejects.toThrow('PlainGuardedController.open is a @PlainRoute() but not @Public()');
  });
});
