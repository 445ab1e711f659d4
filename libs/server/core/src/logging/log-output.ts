export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * A person at a terminal reads pretty lines; files, pipes and production keep JSON lines, which
 * collectors parse. LOG_FORMAT overrides the guess either way.
 */
export function chooseLogFormat(input: { logFormat?: LogFormat; nodeEnv: string; stdoutIsTTY: boolean }): LogFormat {
  if (input.logFormat) return input.logFormat;
  return input.stdoutIsTTY && input.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/**
 * In JSON the request lines are the access log; on a terminal one line per request buries
 * everything else, so there they wait for LOG_LEVEL=debug.
 */
export function requestLogLevel(format: LogFormat): 'info' | 'debug' {
  return format === 'pretty' ? 'debug' : 'info';
}
