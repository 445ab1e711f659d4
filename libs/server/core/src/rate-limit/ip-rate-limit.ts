import { applyDecorators, CallHandler, CanActivate, ExecutionContext, Inject, Injectable, NestInterceptor, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { from, mergeMap, Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig, IpRateLimitName, IpRateLimitPolicy } from '../config/app-config';
import { RateLimitService } from './rate-limit.service';

export const IP_RATE_LIMIT = 'soundpost:ip-rate-limit';

const bucketOf = (name: IpRateLimitName) => `ip.${name}`;
const keyOf = (request: FastifyRequest) => `ip:${request.ip}`;

function policyOf(reflector: Reflector, config: AppConfig, context: ExecutionContext): { name: IpRateLimitName; policy: IpRateLimitPolicy } | undefined {
  const name = reflector.get<IpRateLimitName | undefined>(IP_RATE_LIMIT, context.getHandler());
  return name ? { name, policy: config.rateLimits.perIp[name] } : undefined;
}

@Injectable()
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = policyOf(this.reflector, this.config, context);
    if (!limit) return true;
    await this.rateLimits.consume(bucketOf(limit.name), keyOf(context.switchToHttp().getRequest<FastifyRequest>()), limit.policy);
    return true;
  }
}

@Injectable()
export class IpRateLimitRefund implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limit = policyOf(this.reflector, this.config, context);
    if (!limit?.policy.failuresOnly) return next.handle();
    const key = keyOf(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(mergeMap((answer) => from(this.rateLimits.reward(bucketOf(limit.name), key, limit.policy).then(() => answer))));
  }
}

export function IpRateLimit(name: IpRateLimitName): MethodDecorator {
  return applyDecorators(
    SetMetadata(IP_RATE_LIMIT, name),
    UseGuards(IpRateLimitGuard),
    UseInterceptors(IpRateLimitRefund),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this address or for this account; see the Retry-After header.' }),
  );
}
