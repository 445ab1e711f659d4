import { Inject, Req, Res } from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runIdempotent } from './idempotent-call';
import { IdempotencyService } from './idempotency.service';

/** Where Nest puts the IdempotencyService on a controller with an idempotent route. */
const SERVICE = Symbol('idempotency');

type Handler = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes a route safe to retry with an Idempotency-Key (runIdempotent). The handler is wrapped in place rather than
 * through an interceptor: Nest binds each interceptor call with AsyncResource.bind, whose per-request accessor
 * closures kept every request's objects alive through the young collections (docs/benchmarks.md, payouts).
 * The request and reply come as two extra arguments after the handler's own, which it never sees.
 */
export function Idempotent(): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as unknown as Handler;
    const ctor = (target as { constructor: object }).constructor;
    // After the handler's own arguments (parameter decorators run before method decorators).
    const routeArgs = Object.values((Reflect.getMetadata(ROUTE_ARGS_METADATA, ctor, key) ?? {}) as Record<string, { index: number }>);
    const at = Math.max(handler.length, ((Reflect.getMetadata(PARAMTYPES_METADATA, target, key) ?? []) as unknown[]).length, ...routeArgs.map((a) => a.index + 1));
    Req()(target, key, at);
    Res({ passthrough: true })(target, key, at + 1);
    Inject(IdempotencyService)(target, SERVICE);

    const wrapped = function (this: { [SERVICE]: IdempotencyService }, ...args: unknown[]) {
      const [request, reply] = args.slice(at, at + 2) as [FastifyRequest, FastifyReply];
      return runIdempotent(this[SERVICE], request, reply, () => handler.apply(this, args.slice(0, at)));
    };
    // The route's metadata (path, method, status code, docs) was set on the handler by the decorators below this one.
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler)) Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), wrapped);
    Object.defineProperty(wrapped, 'name', { value: handler.name });
    (descriptor as PropertyDescriptor).value = wrapped;
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes the request safe to retry (any unique string, e.g. a UUID, per action).' })(target, key, descriptor);
    ApiConflictResponse({ description: 'A request with the same Idempotency-Key is still being processed.' })(target, key, descriptor);
    return descriptor;
  };
}
