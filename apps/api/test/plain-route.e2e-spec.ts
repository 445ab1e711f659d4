import { Controller, Get, Module } from '@nestjs/common';
import { DomainError, PAGE_SECURITY_HEADERS, PlainRoute, Public } from '@soundpost/server-core/http';
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

/** Answers redirects (the headers a redirect uses) and, for an unknown target, a page that adds the page's. */
@Public()
@Controller('l/plain-redirect')
class PlainRedirectController {
  @Get(':to')
  @PlainRoute({ redirects: true })
  async go(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { to } = request.params as { to: string };
    if (to !== 'spotify') return void (await reply.headers(PAGE_SECURITY_HEADERS).code(404).type('text/html; charset=utf-8').send('<p>Not found</p>'));
    await reply.code(302).header('Location', 'https://open.spotify.com/album/x').send();
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

@Module({ controllers: [PlainDemoController, PlainRedirectController] })
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

  it('sends a redirect only the security headers a redirect uses, and a page it answers the page policy', async () => {
    const go = await t.api('/l/plain-redirect/spotify', { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://open.spotify.com/album/x');
    expect(go.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(go.headers.get('strict-transport-security')).toContain('max-age=');
    expect(go.headers.get('referrer-policy')).toBe('no-referrer');
    expect(go.headers.get('content-security-policy')).toBeNull();
    expect(go.headers.get('x-frame-options')).toBeNull();

    const page = await t.api('/l/plain-redirect/nowhere', { redirect: 'manual' });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
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
