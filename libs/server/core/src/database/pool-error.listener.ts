import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface PoolLike {
  on(event: 'error', listener: (error: Error) => void): void;
}

@Injectable()
export class PoolErrorListener implements OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const pool = (this.dataSource.driver as unknown as { master?: PoolLike }).master;
    pool?.on('error', (error) => this.logger.error({ err: error.message }, 'idle database connection failed'));
  }
}
