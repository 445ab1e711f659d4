import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: path.resolve('/srv/app', '.data'),
      publicUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      database: { url: undefined, poolMax: 10 },
      mail: { smtpUrl: undefined, devMailbox: true },
      storage: { driver: 'local', localRoot: path.resolve('/srv/app', '.data/storage') },
      seed: { demoData: true },
    });
  });

  it('reads and converts variables', () => {
    const config = loadConfig({ PORT: '4001', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@db:5432/sp', PUBLIC_URL: 'https://sp.example/', CORS_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: 'true' });
    expect(config.port).toBe(4001);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.database.url).toBe('postgres://u:p@db:5432/sp');
    expect(config.publicUrl).toBe('https://sp.example');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(true);
  });

  it('tells staff about tickets at SUPPORT_EMAIL, which must be an e-mail address', () => {
    expect(loadConfig({}).mail.supportAddress).toBe('support@soundpost.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'desk@label.example' }).mail.supportAddress).toBe('desk@label.example');
    for (const bad of ['not-an-address', 'two@a.example,b@b.example', ''])
      expect(() => loadConfig({ SUPPORT_EMAIL: bad })).toThrow(/SUPPORT_EMAIL/);
  });

  it('keeps read notifications 90 days unless NOTIFICATIONS_RETENTION_DAYS says otherwise (1 to 3650 whole days)', () => {
    expect(loadConfig({}).notifications).toEqual({ retentionDays: 90 });
    expect(loadConfig({ NOTIFICATIONS_RETENTION_DAYS: '30' }).notifications).toEqual({ retentionDays: 30 });
    for (const bad of ['0', '-5', '1.5', 'soon', '4000']) {
      expect(() => loadConfig({ NOTIFICATIONS_RETENTION_DAYS: bad })).toThrow(/NOTIFICATIONS_RETENTION_DAYS=/);
    }
  });

  it('turns demo data and the dev mailbox off in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sp.example' });
    expect(config.seed.demoData).toBe(false);
    expect(config.mail.devMailbox).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['STORAGE_DRIVER', 'ftp'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.internal'],
  ])('names the bad variable %s=%s', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
  });

  it('requires PUBLIC_URL in production, and says whether it was set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sp.example' }).publicUrlConfigured).toBe(true);
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
  });

  it('requires the bucket and region for S3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET.*\n.*S3_REGION|S3_BUCKET/);
  });
});

describe('loadConfig: settings added by the mechanisms', () => {
  it('rejects a short STORAGE_SIGNING_SECRET and requires one with S3', () => {
    expect(() => loadConfig({ STORAGE_SIGNING_SECRET: 'short' })).toThrow(/STORAGE_SIGNING_SECRET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1' })).toThrow(/STORAGE_SIGNING_SECRET/);
  });

  it('reads AUDIO_MAX_MB (default 500) and keeps it within STORAGE_MAX_UPLOAD_BYTES', () => {
    expect(loadConfig({}).storage.audioMaxMb).toBe(500);
    expect(loadConfig({ AUDIO_MAX_MB: '2' }).storage.audioMaxMb).toBe(2);
    expect(loadConfig({ AUDIO_MAX_MB: '1100', STORAGE_MAX_UPLOAD_BYTES: String(1100 * 1024 * 1024) }).storage.audioMaxMb).toBe(1100);
    expect(() => loadConfig({ AUDIO_MAX_MB: '501' })).toThrow(/AUDIO_MAX_MB=501: must not exceed STORAGE_MAX_UPLOAD_BYTES/);
    expect(() => loadConfig({ AUDIO_MAX_MB: '0' })).toThrow(/AUDIO_MAX_MB/);
    expect(() => loadConfig({ AUDIO_MAX_MB: 'lots' })).toThrow(/AUDIO_MAX_MB/);
  });

  it('reads the multipart limits (20 fields of 64 KiB by default) and refuses nonsense', () => {
    expect(loadConfig({}).storage).toMatchObject({ multipartMaxFields: 20, multipartMaxFieldBytes: 65_536 });
    expect(loadConfig({ MULTIPART_MAX_FIELDS: '5', MULTIPART_MAX_FIELD_BYTES: '4096' }).storage).toMatchObject({ multipartMaxFields: 5, multipartMaxFieldBytes: 4096 });
    expect(() => loadConfig({ MULTIPART_MAX_FIELDS: '0' })).toThrow(/MULTIPART_MAX_FIELDS/);
    expect(() => loadConfig({ MULTIPART_MAX_FIELD_BYTES: '1e308' })).toThrow(/MULTIPART_MAX_FIELD_BYTES/);
  });

  it('reads PROCESS_ROLE and rejects unknown roles', () => {
    expect(loadConfig({ PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ PROCESS_ROLE: 'cron' })).toThrow(/PROCESS_ROLE/);
  });

  it('uses the payment sandbox without keys and the providers with them', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: undefined, paypal: undefined });
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_ENVIRONMENT: 'live' });
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_test_1', apiBaseUrl: undefined });
    expect(config.payments.paypal).toMatchObject({ clientId: 'id', clientSecret: 'secret', environment: 'live' });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    expect(() => loadConfig({ PAYPAL_ENVIRONMENT: 'prod' })).toThrow(/PAYPAL_ENVIRONMENT/);
  });

  it('reads the platform\'s bank account (BANK_*), demo values by default', () => {
    expect(loadConfig({}).bankAccount).toEqual({ accountName: 'Soundpost Demo Ltd', iban: 'PT50 0002 0123 1234 5678 9015 4', swift: 'DEMOPTPL' });
    expect(loadConfig({ BANK_ACCOUNT_NAME: 'Label Ltd', BANK_IBAN: 'FR76 1', BANK_SWIFT: 'LBLFRPP' }).bankAccount).toEqual({ accountName: 'Label Ltd', iban: 'FR76 1', swift: 'LBLFRPP' });
    expect(() => loadConfig({ BANK_IBAN: '' })).toThrow(/BANK_IBAN/);
  });

  it.each([
    ['true', true],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8', ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']],
  ])('TRUST_PROXY=%s: a flag, a hop count or the proxies\' addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
