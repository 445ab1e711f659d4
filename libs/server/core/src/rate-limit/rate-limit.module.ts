import { Module } from '@nestjs/common';
import { IpRateLimitGuard, IpRateLimitRefund } from './ip-rate-limit';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';
import { RateLimitsRepository } from './rate-limits.repository';

const providers = [RateLimitService, RateLimitGuard, IpRateLimitGuard, IpRateLimitRefund];

@Module({ providers: [RateLimitsRepository, ...providers], exports: providers })
export class RateLimitModule {}
