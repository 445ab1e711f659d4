import type { LoggerService } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';

/**
 * Structured JSON logs (pino). Fastify logs each request through the same instance (with its
 * request id), and Nest's own logger writes through `PinoNestLogger`, so every line is JSON with
 * a level, a time and a context. Secrets never reach the logs.
 */
export function createRootLogger(level: string, name = 'soundpost'): Pino {
  // Asynchronous, buffered stdout: a synchronous write per line cost ~10% of a light request's CPU.
  // pino flushes the buffer when the process exits.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pino(
    {
    name,
    level,
    base: { pid: process.pid },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    if (message && typeof message === 'object' && !(message instanceof Error)) {
      const rest = params.filter((p) => p !== context);
      this.logger[level]({ context, ...(message as object) }, typeof rest[0] === 'string' ? rest[0] : undefined);
      return;
    }
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
      return;
    }
    const stack = level === 'error' && typeof params[0] === 'string' && params.length > 1 ? params[0] : undefined;
    this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
}
