import type { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger as Pino } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogFormat } from './log-output';

export interface RootLoggerOptions {
  format?: LogFormat;
  /** Where the lines go; stdout unless a test captures them. */
  destination?: { write(text: string): unknown };
}

export function createRootLogger(level: string, name = 'soundpost', options: RootLoggerOptions = {}): Pino {
  const format = options.format ?? 'json';
  return pino(
    {
      name,
      level,
      base: { pid: process.pid },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    format === 'pretty' ? prettyDestination(options.destination ?? process.stdout) : (options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 })),
  );
}

/**
 * One line per entry, written as it happens (a terminal is read live, and the start banner must
 * come after every line before it); extra fields follow on the same line, errors keep their stack.
 */
function prettyDestination(out: { write(text: string): unknown }): DestinationStream {
  const prettify = prettyFactory({
    colorize: (out as { isTTY?: boolean }).isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,context',
    messageFormat: '{if context}{context}: {end}{msg}',
    singleLine: true,
  });
  return { write: (line: string) => void out.write(prettify(line)) };
}

/** Resolves once every line logged so far is written (JSON lines are buffered). */
export function flushLogs(logger: Pino): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}

/** Nest's own start-up chatter (one line per module and per route): worth reading only when debugging. */
const NEST_BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    if (level === 'info' && context && NEST_BOOT_CONTEXTS.has(context)) level = 'debug';
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
