import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { DomainError } from '../http/domain-error';
import { RateLimitsRepository } from './rate-limits.repository';

export interface RateLimitPolicy {
  points: number;
  durationSeconds: number;
}

export interface RateLimitResult {
  remainingPoints: number;
  resetSeconds: number;
}

const MAX_KEY_LENGTH = 200;

@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: RateLimitsRepository,
  ) {}

  async consume(bucket: string, key: string, policy: RateLimitPolicy, cost = 1, message?: string): Promise<RateLimitResult> {
    try {
      const res = await this.limiter(bucket, policy).consume(this.storeKey(key), cost);
      return { remainingPoints: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
    } catch (error) {
      // The library rejects with a RateLimiterRes when the limit is reached, with an Error otherwise.
      if (error instanceof RateLimiterRes) throw DomainError.tooManyRequests(error.msBeforeNext / 1000, message);
      throw error;
    }
  }

  async reward(bucket: string, key: string, policy: RateLimitPolicy, points = 1): Promise<void> {
    await this.limiter(bucket, policy).reward(this.storeKey(key), points);
  }

  async reset(bucket: string, key: string, policy: RateLimitPolicy): Promise<void> {
    await this.limiter(bucket, policy).delete(this.storeKey(key));
  }

  deleteExpired(): Promise<number> {
    return this.counters.deleteExpiredBefore(Date.now() - 3_600_000);
  }

  private limiter(bucket: string, policy: RateLimitPolicy): RateLimiterPostgres {
    if (!/^[a-z0-9][a-z0-9_.-]{0,49}$/.test(bucket)) throw new Error(`Invalid rate limit bucket name: ${bucket}`);
    if (!Number.isInteger(policy.points) || policy.points < 1 || !Number.isInteger(policy.durationSeconds) || policy.durationSeconds < 1) {
      throw new Error(`Invalid rate limit policy for ${bucket}: points and durationSeconds must be positive integers`);
    }
    const id = `${bucket}:${policy.points}:${policy.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: (this.dataSource.driver as unknown as { master: unknown }).master,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: bucket,
        points: policy.points,
        duration: policy.durationSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private storeKey(key: string): string {
    return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
  }
}
