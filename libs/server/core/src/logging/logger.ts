import type { LoggerService } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';

export function createRootLogger(level: string, name = 'soundpost'): Pino {
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
