import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/connection-errors';
import { pingDatabase } from '../database/ping';
import { DomainError } from './domain-error';
import { ApiErrors, ApiJson } from './openapi';
import { Public } from './route-access';

const READY_TIMEOUT_MS = 2000;

export const LIVENESS_PATH = '/api/health/live';

/** The liveness answer: the controller's `live()` (its contract and OpenAPI entry) and the plain Fastify handler in http-app.ts send it. */
export function livenessAnswer(): { status: 'ok' } {
  return { status: 'ok' };
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Liveness: the process answers. Never touches the database, so a DB outage does not restart pods.
   * Served by a plain Fastify handler (configureHttpApp), not through Nest's route pipeline.
   */
  @Get('live')
  @HttpCode(200)
  @ApiJson(200, 'HealthResponse', 'The process answers')
  live(): { status: 'ok' } {
    return livenessAnswer();
  }

  /**
   * Readiness: the database answers within 2 s; otherwise 503 so load balancers stop routing here.
   * During shutdown the graceful-shutdown hook answers 503 before this runs.
   */
  @Get('ready')
  @ApiJson(200, 'ReadinessResponse', 'The database answers')
  @ApiErrors(503)
  async ready(): Promise<{ status: 'ok'; database: 'up' }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(this.dataSource),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new DomainError('not_ready', 'Database unavailable.', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
    } finally {
      clearTimeout(timer);
    }
  }
}
