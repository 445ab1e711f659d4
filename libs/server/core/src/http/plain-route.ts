import type { INestApplicationContext, Type } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE_KEY } from './route-access';

/** What a plain route's method is: Fastify's request and reply, nothing else. */
export type PlainHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const plainRoutes = new Map<string, { type: Type; method: string }>();

/**
 * A hot public route that Fastify calls directly: the controller still declares it (its path, its place in the
 * route list), but no guard, pipe, interceptor or exception filter runs, only the global Fastify hooks (request
 * id, context, security headers, CORS) and the route hooks (input guard, log). For routes answered thousands of
 * times a second with no body and no user, like a smart link's click redirect: Nest's pipeline is most of
 * their cost. The method takes (request, reply) and must answer every outcome itself; a rejection is answered
 * with the API's error shape.
 */
export function PlainRoute(options: PlainRouteOptions = {}): MethodDecorator {
  return (target, key, descriptor) => {
    const id = `${(target as { constructor: Type }).constructor.name}.${String(key)}`;
    plainRoutes.set(id, { type: (target as { constructor: Type }).constructor, method: String(key) });
    RouteConfig({ plainRoute: id, ...(options.redirects ? { securityHeaders: 'redirect' } : {}) })(target, key, descriptor);
  };
}

export interface PlainRouteOptions {
  /**
   * The route answers redirects: on a server-rendered public page's address (`PUBLIC_PAGE_ROOTS`; /api routes keep
   * the JSON set) the global hook then sends only the security headers a redirect uses (HSTS and Referrer-Policy);
   * the page's (its policy, framing, sniffing) would only be parsed and dropped as the browser follows the Location.
   * Any page it answers instead (a 404) must add `PAGE_SECURITY_HEADERS` itself.
   */
  redirects?: boolean;
}

/** Whether a request's route answers redirects (`@PlainRoute({ redirects: true })`). */
export function answersRedirects(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { securityHeaders?: string } | undefined)?.securityHeaders === 'redirect';
}

/** The handler a plain route's id names, bound to its controller's instance in `app`. */
export function plainRouteHandler(app: INestApplicationContext, id: string): PlainHandler | null {
  const target = plainRoutes.get(id);
  if (!target) return null;
  // No guard runs on a plain route: it must be open to anyone on purpose, never a signed-in one by mistake.
  const handlerFn = (target.type.prototype as Record<string, object>)[target.method];
  if (Reflect.getMetadata(PUBLIC_ROUTE_KEY, handlerFn) !== true && Reflect.getMetadata(PUBLIC_ROUTE_KEY, target.type) !== true) {
    throw new Error(`${id} is a @PlainRoute() but not @Public(): a plain route runs no guard`);
  }
  const instance = app.get(target.type, { strict: false }) as Record<string, PlainHandler>;
  return instance[target.method].bind(instance);
}
