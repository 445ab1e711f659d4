import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** Never logs query parameters: they may hold password hashes, tokens or personal data. */
export class SafeTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    /* successful queries are not logged */
  }
  logQueryError(error: string | Error, query: string): void {
    this.logger.debug({ query: query.slice(0, 2000), error: typeof error === 'string' ? error : error.message }, 'query failed');
  }
  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ query: query.slice(0, 2000), ms: time }, 'slow query');
  }
  logSchemaBuild(): void {
    /* schema changes are migrations, logged by the migration runner */
  }
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
