import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: the per-address rate limits (RATE_LIMIT_IP_*)', () => {
  it('defaults to 20 failed logins per 15 minutes, 10 sign-ups and 10 code e-mails per hour', () => {
    expect(loadConfig({}).rateLimits.perIp).toEqual({
      login: { points: 20, durationSeconds: 900, failuresOnly: true },
      registration: { points: 10, durationSeconds: 3600, failuresOnly: false },
      'code-send': { points: 10, durationSeconds: 3600, failuresOnly: false },
    });
  });

  it('reads each setting', () => {
    const { perIp } = loadConfig({ RATE_LIMIT_IP_LOGIN_FAILURES: '50', RATE_LIMIT_IP_REGISTRATIONS: '3', RATE_LIMIT_IP_CODE_SENDS: '40' }).rateLimits;
    expect([perIp.login.points, perIp.registration.points, perIp['code-send'].points]).toEqual([50, 3, 40]);
  });

  it('refuses at boot a limit that is not a whole number of at least 1, naming the variable', () => {
    for (const [name, value] of [['RATE_LIMIT_IP_LOGIN_FAILURES', '0'], ['RATE_LIMIT_IP_REGISTRATIONS', 'many'], ['RATE_LIMIT_IP_CODE_SENDS', '2.5']]) {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(`${name}=${JSON.stringify(value)}`);
    }
  });
});
