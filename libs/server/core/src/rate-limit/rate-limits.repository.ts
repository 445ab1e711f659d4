import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The named queries on `rate_limits` that the limiter library does not run itself. */
@Injectable()
export class RateLimitsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Deletes counters whose window ended before `cutoffMs` (epoch milliseconds); answers how many. */
  async deleteExpiredBefore(cutoffMs: number): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query('DELETE FROM rate_limits WHERE expire < $1', [cutoffMs]);
    return result[1];
  }
}
