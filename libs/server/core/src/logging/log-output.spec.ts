import { loadConfig } from '../config/app-config';
import { chooseLogFormat, requestLogLevel } from './log-output';

describe('choosing the log format', () => {
  it.each([
    // [LOG_FORMAT, NODE_ENV, stdout is a terminal, expected]
    [undefined, 'development', true, 'pretty'],
    [undefined, 'test', true, 'pretty'],
    [undefined, 'development', false, 'json'],
    [undefined, 'production', true, 'json'],
    [undefined, 'production', false, 'json'],
    ['json', 'development', true, 'json'],
    ['pretty', 'production', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s NODE_ENV=%s on a terminal: %s → %s', (logFormat, nodeEnv, stdoutIsTTY, expected) => {
    expect(chooseLogFormat({ logFormat, nodeEnv, stdoutIsTTY })).toBe(expected);
  });

  it('logs one line per request at info in JSON (the access log) and at debug on a terminal', () => {
    expect(requestLogLevel('json')).toBe('info');
    expect(requestLogLevel('pretty')).toBe('debug');
  });

  it('reads LOG_FORMAT and the terminal through loadConfig, and refuses an unknown format naming the variable', () => {
    expect(loadConfig({}, '/tmp', true).logFormat).toBe('pretty');
    expect(loadConfig({}, '/tmp', false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/tmp', true).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sp.example' }, '/tmp', true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: '' }, '/tmp', false).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, '/tmp', true)).toThrow(/LOG_FORMAT="xml": LOG_FORMAT must be one of: json, pretty/);
  });

  it('keeps info as the default level in both formats; LOG_LEVEL overrides it', () => {
    expect(loadConfig({}, '/tmp', true).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, '/tmp', true).logLevel).toBe('debug');
  });
});
