import { fastifyMultipart, type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';

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
  const captured: Partial<Record<'onRequest' | 'onResponse', RequestHook>> = {};
  const plugin: FastifyPluginCallback<FastifyMultipartOptions> = (instance, opts, done) => {
    const withoutGlobalHooks: FastifyInstance = new Proxy(instance, {
      get(target, key) {
        if (key === 'addHook') {
          return (name: string, hook: RequestHook) => {
            if (name === 'onRequest' || name === 'onResponse') {
              if (captured[name]) throw new Error(`@fastify/multipart added a second ${name} hook: review registerMultipart`);
              captured[name] = hook;
            } else {
              (target.addHook as (n: string, h: unknown) => unknown)(name, hook);
            }
            return withoutGlobalHooks;
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    fastifyMultipart(withoutGlobalHooks, opts, done);
  };
  // Like fastify-plugin: the parser and request methods belong to the instance itself, not to a child context.
  (plugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
  await fastify.register(plugin, options);
  const { onRequest, onResponse } = captured;
  if (!onRequest || !onResponse) throw new Error('@fastify/multipart no longer adds its onRequest and onResponse hooks: review registerMultipart');
  return {
    onRequest: (request, reply) => void onRequest.call(fastify, request, reply),
    onResponse: (request) => onResponse.call(fastify, request, undefined as unknown as FastifyReply),
  };
}
