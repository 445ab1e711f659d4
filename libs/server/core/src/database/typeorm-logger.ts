import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's own loggers print a failed query WITH its parameters, which may hold password hashes,
 * tokens or personal data. This one logs the statement and the error only, through Nest's logger
 * (so the lines are JSON with the rest), and stays quiet about successful queries.
 */
export class SafeTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    /* successful queries are not logged */
  }
  /**
   * Debug level: the error also surfaces as an exception, which the HTTP filter maps (409, 422) or
   * logs with its stack (500); logging it here at error level would report expected conflicts.
   */
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
