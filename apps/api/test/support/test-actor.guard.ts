import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { RequestContext } from '@soundpost/server-core/context';
import type { FastifyRequest } from 'fastify';

/**
 * Test-only stand-in for the auth guard: `X-Test-Actor: <id>` makes the request run as that
 * actor, the way the real guard records one with RequestContext.setActor.
 */
@Injectable()
export class TestActorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const id = context.switchToHttp().getRequest<FastifyRequest>().headers['x-test-actor'];
    if (typeof id === 'string' && id) RequestContext.setActor({ id, name: `Actor ${id}`, email: `${id}@soundpost.test` });
    return true;
  }
}
