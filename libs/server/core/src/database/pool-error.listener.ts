import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface PoolLike {
  on(event: 'error', listener: (error: Error) => void): void;
}

/**
 * node-postgres emits `error` on the pool when an idle connection dies (database restarted,
 * network cut). Without a listener that event would crash the process; with this one it is logged
 * and the pool replaces the connection on next use.
 */
@Injectable()
export class PoolErrorListener implements OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const pool = (this.dataSource.driver as unknown as { master?: PoolLike }).master;
    pool?.on('error', (error) => this.logger.error({ err: error.message }, 'idle database connection failed'));
  }
}
