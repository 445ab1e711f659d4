import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/** The route config key that marks the inbound endpoint (`@RouteConfig({ [INBOUND_EMAIL_ROUTE]: true })`). */
export const INBOUND_EMAIL_ROUTE = 'inboundEmail';
/** The body types providers forward a raw message as. text/plain has Fastify's own parser; the others get ours. */
export const INBOUND_EMAIL_MEDIA_TYPES = ['message/rfc822', 'text/plain', 'application/octet-stream'] as const;

const BODY = Symbol('inboundEmailBody');
type WithBody = FastifyRequest & { [BODY]?: Readable };

const isInbound = (config: unknown) => Boolean((config as Record<string, unknown> | undefined)?.[INBOUND_EMAIL_ROUTE]);

/**
 * Lets the inbound endpoint read its body itself, as a stream, after its secret is checked: its
 * preParsing hook keeps the request's stream and hands Fastify's parser an empty one (so no parser
 * buffers the message, and Fastify's 1 MB body limit does not apply: the service applies
 * INBOUND_EMAIL_MAX_BYTES). Message and octet-stream bodies get a parser that accepts them on this
 * route only; everywhere else they stay 415 as before.
 */
@Injectable()
export class InboundEmailRoute {
  constructor(host: HttpAdapterHost) {
    const fastify = host.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify || typeof fastify.addHook !== 'function') return;
    fastify.addHook('onRoute', (route) => {
      if (!isInbound(route.config)) return;
      // The service enforces the limit while streaming (413 with our code), after the secret is checked.
      route.bodyLimit = Number.MAX_SAFE_INTEGER;
      route.preParsing = [...[route.preParsing ?? []].flat(), keepBodyStream];
    });
    const ours = INBOUND_EMAIL_MEDIA_TYPES.filter((type) => type !== 'text/plain' && !fastify.hasContentTypeParser(type));
    if (ours.length) {
      fastify.addContentTypeParser([...ours], (request, _payload, done) => {
        if (isInbound(request.routeOptions.config)) return done(null, undefined);
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(String(request.headers['content-type'] ?? '')), undefined);
      });
    }
  }
}

async function keepBodyStream(request: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> {
  (request as WithBody)[BODY] = payload;
  const empty = Readable.from([]) as Readable & { receivedEncodedLength?: number };
  // Fastify compares what its parser received with Content-Length: this stream stands for the real one.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared)) empty.receivedEncodedLength = declared;
  return empty;
}

/** The body stream the route kept (the raw request when it had no body). */
export function inboundBody(request: FastifyRequest): Readable {
  return (request as WithBody)[BODY] ?? request.raw;
}
