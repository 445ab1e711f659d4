import { readSettings } from '@soundpost/server-core/config';
import { DEV_INBOUND_EMAIL_SECRET, SupportSettings } from './support.settings';

describe('support settings (inbound e-mail)', () => {
  it('has a development default secret, 10 MB and 180 days by default', () => {
    const { value, problems } = readSettings(SupportSettings, { NODE_ENV: 'development' });
    expect(problems).toEqual([]);
    expect(value.inboundSecret).toBe(DEV_INBOUND_EMAIL_SECRET);
    expect(value.INBOUND_EMAIL_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(value.INBOUND_EMAIL_REPLY_TTL_DAYS).toBe(180);
  });

  it('refuses to start in production without INBOUND_EMAIL_SECRET, and takes one that is set', () => {
    expect(readSettings(SupportSettings, { NODE_ENV: 'production' }).problems).toEqual([
      'INBOUND_EMAIL_SECRET: required when NODE_ENV=production (the shared secret of POST /api/support/inbound-email)',
    ]);
    const set = readSettings(SupportSettings, { NODE_ENV: 'production', INBOUND_EMAIL_SECRET: 'a-long-enough-secret-value' });
    expect(set.problems).toEqual([]);
    expect(set.value.inboundSecret).toBe('a-long-enough-secret-value');
  });

  it('names each bad variable', () => {
    const { problems } = readSettings(SupportSettings, { INBOUND_EMAIL_SECRET: 'short', INBOUND_EMAIL_MAX_BYTES: 'lots', INBOUND_EMAIL_REPLY_DOMAIN: 'not a domain', INBOUND_EMAIL_REPLY_TTL_DAYS: '0' });
    expect(problems.map((p) => p.split('=')[0]).sort()).toEqual(['INBOUND_EMAIL_MAX_BYTES', 'INBOUND_EMAIL_REPLY_DOMAIN', 'INBOUND_EMAIL_REPLY_TTL_DAYS', 'INBOUND_EMAIL_SECRET']);
  });
});
