import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class RateLimitsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteExpiredBefore(cutoffMs: number): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query('DELETE FROM rate_limits WHERE expire < $1', [cutoffMs]);
    return result[1];
  }
}
