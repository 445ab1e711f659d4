import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RequestContext } from '../context/request-context';
import { RATE_LIMIT_OPTIONS, RateLimitOptions } from './rate-limit.options';
import { RateLimitService } from './rate-limit.service';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT_OPTIONS, [context.getHandler(), context.getClass()]);
    if (!options) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.rateLimits.consume(options.bucket, rateLimitKey(options, request), { points: options.points, durationSeconds: options.duration }, 1, options.message);
    return true;
  }
}

function rateLimitKey(options: RateLimitOptions, request: FastifyRequest): string {
  const ip = `ip:${request.ip}`;
  if (typeof options.key === 'function') {
    const custom = options.key(request);
    // A request without the field (e.g. no e-mail in the body) still counts, against its IP.
    return custom ? `k:${custom}` : ip;
  }
  if (options.key === 'actor') {
    const actorId = RequestContext.current()?.actor?.id;
    return actorId ? `actor:${actorId}` : ip;
  }
  return ip;
}
