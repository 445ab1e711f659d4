import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { BlockList, isIP } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import helmet from 'helmet';
import type { Logger as Pino } from 'pino';
import type { AppConfig } from '../config/app-config';
import { RequestContext } from '../context/request-context';
import { requestLogLevel } from '../logging/log-output';
import { createRootLogger } from '../logging/logger';
import { CONTENT_RANGE } from '../lists/list-query';
import { BodyTimeoutReason, hasPendingBody, watchBodyProgress } from './body-timeout';
import { LIVENESS_PATH, livenessAnswer } from './health.controller';
import { HttpExceptionFilter, SpaFallback, statusErrorBody, toErrorResponse } from './http-exception.filter';
import { assertSafeInput } from './input-guard';
import { mayBeMultipart, registerMultipart } from './multipart-hooks';
import { answersRedirects, plainRouteHandler } from './plain-route';
import { registerWithoutGlobalHooks } from './captured-hooks';
import { defaultMultipartLimits } from './multipart-reader';
import { completeOpenApiDocument } from './openapi';
import { createValidationPipe } from './validation';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Path roots whose controllers answer without the `/api` prefix: pages fans open, rendered on the server. */
export const PUBLIC_PAGE_ROOTS = ['l'] as const;
const LIVENESS_BODY = JSON.stringify(livenessAnswer());
const PUBLIC_PAGE_PREFIXES = PUBLIC_PAGE_ROOTS.flatMap((root) => [`/${root}/`, `/${root}?`]);

/** Whether the URL is one of the server-rendered public pages (`/l/...`). */
export function isPublicPage(url: string): boolean {
  return PUBLIC_PAGE_ROOTS.some((root) => url === `/${root}`) || PUBLIC_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const _key in value as object) return false;
  return true;
}

type RouteHooks = Pick<RouteOptions, 'preValidation' | 'preSerialization' | 'onResponse'>;

/** The hooks configureHttpApp puts on each route (not globally, so the liveness probe skips them), by instance. */
const notFoundHooks = new WeakMap<FastifyInstance, RouteHooks>();

/** Nest's adapter, whose not-found handler also gets the per-route hooks (input guard, access log) the routes get. */
class HttpAdapter extends FastifyAdapter {
  override setNotFoundHandler(handler: Parameters<FastifyAdapter['setNotFoundHandler']>[0]) {
    const hooks = notFoundHooks.get(this.getInstance());
    if (!hooks) return super.setNotFoundHandler(handler);
    return this.getInstance().setNotFoundHandler({ ...hooks }, handler as never);
  }
}

/** Loopback, private and link-local networks: where a reverse proxy in front of us connects from. */
const PROXY_NETWORKS = new BlockList();
for (const [net, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) PROXY_NETWORKS.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PROXY_NETWORKS.addSubnet(net, prefix, 'ipv6');

function fromProxyNetwork(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const version = isIP(plain);
  return version !== 0 && PROXY_NETWORKS.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 trusts no hop for a bare number, since a hop count
 * alone would believe a client that connects directly with a forged X-Forwarded-For. A count here
 * believes the nearest hops only when the connection comes from a loopback or private address (the
 * proxy), never from a public one.
 */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return hops > 0 ? (address, hop) => hop < hops && (hop > 0 || fromProxyNetwork(address)) : false;
}

export function createFastifyAdapter(config: AppConfig): FastifyAdapter {
  return new HttpAdapter({
    logger: false,
    // No Nest middleware is used: without middie there is no middleware runner on every request.
    skipMiddie: true,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep a caller's request id (so a trace spans services), otherwise make one.
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // On shutdown, idle keep-alive sockets close at once; requests in flight run to completion.
    forceCloseConnections: 'idle',
    // Requests arriving during the drain get our 503 shape from installGracefulShutdown instead.
    return503OnClosing: false,
    frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      void reply.code(status >= 500 ? 400 : status).header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body));
    },
    clientErrorHandler: answerClientError,
  });
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const json = JSON.stringify(statusErrorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export interface HttpAppOptions {
  logger?: Pino;
  webRoot?: string;
  adminRoot?: string;
  swagger?: boolean;
}

export async function configureHttpApp(app: NestFastifyApplication, config: AppConfig, options: HttpAppOptions = {}): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = options.logger ?? createRootLogger(config.logLevel, undefined, { format: config.logFormat });
  const requestLevel = requestLogLevel(config.logFormat);

  // @fastify/cors on the instance itself, its hook run from ours below (not Nest's enableCors, which would wrap
  // the same hook and copy its headers onto the raw response, which only matters for Nest middleware: there is none).
  const { onRequest: corsHook } = await registerWithoutGlobalHooks(
    fastify,
    cors as never,
    {
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      credentials: false,
      exposedHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'X-Request-Id', 'Range'],
      maxAge: 600,
    },
    ['onRequest'],
    '@fastify/cors',
  );
  const applyCors = corsHook as (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

  // @fastify/multipart's own hooks run only for requests that may carry a form (see registerMultipart).
  const multipartHooks = await registerMultipart(fastify, {
    limits: defaultMultipartLimits({
      maxFields: config.storage.multipartMaxFields,
      maxFieldBytes: config.storage.multipartMaxFieldBytes,
      maxFileBytes: config.storage.maxUploadBytes,
    }),
  });

  const pageHeaders = PAGE_SECURITY_HEADERS;
  const hsts = pageHeaders['Strict-Transport-Security'] ?? 'max-age=31536000; includeSubDomains';
  const redirectHeaders: Record<string, string> = {
    'Strict-Transport-Security': hsts,
    'Referrer-Policy': pageHeaders['Referrer-Policy'] ?? 'no-referrer',
  };
  const apiHeaders: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': hsts,
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const fileHeaders: Record<string, string> = {
    'Content-Security-Policy': "frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'no-referrer',
    'Strict-Transport-Security': hsts,
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const logSlowBody = (request: FastifyRequest, reason: BodyTimeoutReason) =>
    logger.info({ reqId: request.id, method: request.method, url: request.url, reason }, 'request body too slow: answered 408 and closed the connection');

  // One hook for the request id, the security headers and the body watch: each hook is a call on
  // every request, and most requests (GET, HEAD) have no body to watch.
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    void reply.header('x-request-id', request.id);
    const publicPage = isPublicPage(url);
    void reply.headers(
      url.startsWith('/api/files/') ? fileHeaders : url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : publicPage && answersRedirects(request) ? redirectHeaders : pageHeaders,
    );
    if (hasPendingBody(request.raw)) watchBodyProgress(request, reply, config.bodyTimeouts, (reason) => logSlowBody(request, reason));
    if (mayBeMultipart(request)) multipartHooks.onRequest(request, reply);
    // Fans' pages are opened and followed by browsers, never fetched by another site's script: no CORS to answer
    // there, and the click redirect is the most frequent request a link gets. CORS last, as it answers preflights.
    if (publicPage) done();
    else applyCors.call(fastify, request, reply, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    RequestContext.run(
      { requestId: String(request.id), ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) || undefined },
      done,
    );
  });
  // The input guard, Content-Range and the access log are route hooks (plus the not-found handler's, see
  // HttpAdapter), not global ones, so the liveness probe, which reads no input, answers no list and is not
  // logged, does not call them: a hook is a call and a step of Fastify's hook runner on every request.
  const guardInput = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    // A GET without query or params (most reads) has nothing to walk.
    if (request.body === undefined && isEmpty(request.query) && isEmpty(request.params)) return done();
    try {
      assertSafeInput(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
  const setContentRange = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void) => {
    const range = payload && typeof payload === 'object' ? (payload as Record<symbol, unknown>)[CONTENT_RANGE] : undefined;
    if (typeof range === 'string') void reply.header('Content-Range', range);
    done(null, payload);
  };
  const afterResponse = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const url = request.url;
    if (url.startsWith('/api/') && !url.startsWith('/api/health/')) {
      logger[requestLevel]({ reqId: request.id, method: request.method, url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    if (request.isMultipart()) multipartHooks.onResponse(request).then(() => done(), done);
    else done();
  };
  const routeHooks: RouteHooks = { preValidation: guardInput, preSerialization: setContentRange, onResponse: afterResponse };
  notFoundHooks.set(fastify, routeHooks);
  fastify.addHook('onRoute', (route) => {
    // Only routes with `@RouteConfig({ rawBody: true })` keep their raw body, through a hook of their own,
    // so other requests skip an async preParsing step.
    if ((route.config as { rawBody?: boolean } | undefined)?.rawBody) route.preParsing = [...[route.preParsing ?? []].flat(), keepRawBody(config.bodyLimitBytes)];
    // Load balancers call the liveness probe every second: a plain Fastify handler answers it with a body
    // serialised once, behind the global hooks (request id, context, security headers, CORS, drain), without
    // Nest's route pipeline or the route hooks. Nest still declares the route, so its contract and OpenAPI
    // entry stay with HealthController.live().
    if (route.method === 'GET' && route.url === LIVENESS_PATH) {
      route.handler = (_request, reply) => reply.type('application/json; charset=utf-8').send(LIVENESS_BODY);
      return;
    }
    // `@PlainRoute()` routes: Fastify calls the controller's method itself (see plain-route.ts).
    const plain = (route.config as { plainRoute?: string } | undefined)?.plainRoute;
    const handler = plain ? plainRouteHandler(app, plain) : null;
    if (handler) {
      route.handler = (request, reply) =>
        handler(request, reply).catch((error: unknown) => {
          const { status, body } = toErrorResponse(error);
          if (status >= 500) logger.error({ reqId: request.id, url: request.url, err: error }, 'plain route failed');
          if (!reply.sent) void reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
        });
      // Like the probe, no route hooks: the method reads only the params it names, answers no list and is not an
      // /api call to log.
      return;
    }
    // New arrays, never pushed into: Fastify copies a GET route's options for its HEAD route before this runs.
    route.preValidation = [...[route.preValidation ?? []].flat(), guardInput];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), setContentRange];
    route.onResponse = [...[route.onResponse ?? []].flat(), afterResponse];
  });

  // Server-rendered public pages (a release's smart link at /l/{slug}) sit outside the API's prefix.
  app.setGlobalPrefix('api', { exclude: PUBLIC_PAGE_ROOTS.flatMap((root) => [{ path: root, method: RequestMethod.ALL }, { path: `${root}/{*rest}`, method: RequestMethod.ALL }]) });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter(spaFallback(options)));

  if (options.swagger !== false) {
    const builder = new DocumentBuilder()
      .setTitle('Soundpost API')
      .setDescription('Music distribution for independent artists and labels. Errors are `{ message, code?, errors? }`.')
      .setVersion('1')
      .addBearerAuth()
      .build();
    const document = completeOpenApiDocument(SwaggerModule.createDocument(app, builder));
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
  }

  if (options.webRoot && fs.existsSync(options.webRoot)) {
    const prerendered = servePrerenderedPages(fastify, options.webRoot);
    // `/` is a prerendered page when the build wrote one; index.html stays the shell of every other page.
    const index = prerendered.has('/') ? false : ['index.html'];
    await app.register(fastifyStatic, { root: options.webRoot, prefix: '/', wildcard: false, index, preCompressed: true, setHeaders: cacheHeaders });
  }
  if (options.adminRoot && fs.existsSync(options.adminRoot)) {
    await app.register(fastifyStatic, {
      root: options.adminRoot,
      prefix: '/admin/',
      wildcard: false,
      index: ['index.html'],
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
}

/** The preParsing hook of a `rawBody` route: keeps the body's bytes on `request.rawBody` (Stripe signs them). */
function keepRawBody(limit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: AsyncIterable<unknown>) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limit) break;
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = raw;
    return Readable.from([raw]);
  };
}

export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
    getHeader: (name: string) => headers[name],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({ headers: {} } as never, recorder as never, () => undefined);
  return headers;
}

/** The security headers of the pages the server renders, computed once (a route answering both a redirect and a page adds them to the page). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = staticSecurityHeaders();

/**
 * The web build's prerendered public pages (tools/scripts/prerender.mjs: `prerendered/pricing.html` for `/pricing`,
 * `prerendered/index.html` for `/`), each answered at its path from memory in the encoding the client accepts.
 */
function servePrerenderedPages(fastify: FastifyInstance, webRoot: string): Set<string> {
  const dir = path.join(webRoot, 'prerendered');
  const paths = new Set<string>();
  if (!fs.existsSync(dir)) return paths;
  const load = (full: string) => {
    const read = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : null);
    return { br: read('.br'), gzip: read('.gz'), identity: fs.readFileSync(full) };
  };
  // A visitor who chose another language (the web app's `lang` cookie) gets the shell, which renders in that language.
  const shell = load(path.join(webRoot, 'index.html'));
  const otherLanguage = /(?:^|;\s*)lang=(?!en(?:;|$))[^;]/;
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const route = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    const page = load(path.join(dir, file));
    paths.add(route);
    fastify.get(route, (request, reply) => {
      const bodies = otherLanguage.test(request.headers.cookie ?? '') ? shell : page;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = bodies.br && /\bbr\b/.test(accepted) ? 'br' : bodies.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
      void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
      if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
      return reply.send(bodies[encoding]);
    });
  }
  return paths;
}

/** Vite puts content-hashed files under /assets: cache them for a year; never cache index.html. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  void reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function spaFallback(options: HttpAppOptions): SpaFallback {
  const cache = new Map<string, string | null>();
  const index = (root?: string) => {
    if (!root) return null;
    if (!cache.has(root)) {
      const file = path.join(root, 'index.html');
      cache.set(root, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return cache.get(root) ?? null;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/')) return false;
    if (!String(request.headers.accept ?? '').includes('text/html')) return false;
    const html = url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?') ? index(options.adminRoot) : index(options.webRoot);
    if (!html) return false;
    void reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  };
}
