import { fastifyMultipart, type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerWithoutGlobalHooks } from './captured-hooks';

type RequestHook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** @fastify/multipart's own request hooks, taken out of the global chain so that only form requests pay for them. */
export interface MultipartHooks {
  /** Watches for a client that leaves before the answer (removes the files saved so far): call on requests that may carry a form. */
  onRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** Removes the files a form request saved: call once its answer is out. */
  onResponse(request: FastifyRequest): Promise<void>;
}

const MAY_BE_MULTIPART = /multipart/i;

/** True when the request could be parsed as a form (the content-type parser decides later; this is a superset). */
export function mayBeMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && MAY_BE_MULTIPART.test(type);
}

/**
 * Registers @fastify/multipart (parser, request methods, limits) on the instance, except its two global hooks,
 * which would run (async, with a closure and a `close` listener) on every request, a GET or the liveness
 * probe included. The caller runs them for the requests that can carry a form.
 */
export async function registerMultipart(fastify: FastifyInstance, options: FastifyMultipartOptions): Promise<MultipartHooks> {
  const { onRequest, onResponse } = await registerWithoutGlobalHooks(fastify, fastifyMultipart as never, options, ['onRequest', 'onResponse'], '@fastify/multipart');
  return {
    onRequest: (request, reply) => void (onRequest as RequestHook).call(fastify, request, reply),
    onResponse: (request) => (onResponse as RequestHook).call(fastify, request, undefined as unknown as FastifyReply),
  };
}
