import path from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
  ValidateBy,
} from 'class-validator';
import { isIP } from 'node:net';
import { chooseLogFormat, LOG_FORMATS, LogFormat } from '../logging/log-output';
import { LoadedSettings, readSettings, registeredSettings } from './domain-settings';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase()) ? true : ['0', 'false', 'no', 'off'].includes(String(value).toLowerCase()) ? false : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Which proxies to believe about the client's address, in the forms Fastify's `trustProxy` takes. */
export type TrustProxySetting = boolean | number | string[];

// Digits are a hop count (0 believes no proxy, as false does), not the 1/0 of other flags.
const toTrustProxy = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  const flag = toBool({ value });
  if (flag === undefined || typeof flag === 'boolean') return flag;
  return String(value).split(',').map((s) => s.trim()).filter(Boolean);
};

// An address or a CIDR block, v4 or v6 ("10.0.0.0/8", "::1").
const isProxyAddress = (entry: string): boolean => {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const IsTrustProxy = () =>
  ValidateBy({
    name: 'isTrustProxy',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'boolean' || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100) || (Array.isArray(value) && value.length > 0 && value.every(isProxyAddress)),
      defaultMessage: () => 'TRUST_PROXY must be true, false, a number of proxy hops, or the proxies\' addresses or CIDR blocks separated by commas',
    },
  });

/**
 * Every setting the platform reads, as environment variables. Validated once at boot so a typo
 * fails fast with the variable's name instead of surfacing later as a confusing runtime error.
 * The README's configuration table mirrors this class and the domains' settings classes (domain-settings.ts).
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsString() @MinLength(1)
  DATA_DIR = '.data';

  @Transform(emptyToUndefined) @IsOptional()
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true }, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @Transform(toInt) @IsInt() @Min(1) @Max(200)
  DATABASE_POOL_MAX = 10;

  @Transform(toInt) @IsInt() @Min(100)
  DATABASE_CONNECT_TIMEOUT_MS = 10_000;

  @Transform(toInt) @IsInt() @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 30_000;

  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  CORS_ORIGINS?: string;

  @Transform(emptyToUndefined) @IsOptional()
  @IsUrl({ protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Soundpost <no-reply@soundpost.local>';

  /** Where new support tickets and artists' replies are announced to staff. */
  @IsEmail({ require_tld: false }, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = 'support@soundpost.local';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Unset: pretty on a terminal outside production, JSON lines otherwise. */
  @Transform(emptyToUndefined) @IsOptional()
  @IsIn([...LOG_FORMATS], { message: `LOG_FORMAT must be one of: ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT?: LogFormat;

  @Transform(toInt) @IsInt() @Min(1024)
  BODY_LIMIT_BYTES = 1_048_576;

  /** Total time a request body other than an upload (JSON) may take to arrive; then 408 and the connection closed. */
  @Transform(toInt) @IsInt() @Min(500)
  BODY_TIMEOUT_MS = 30_000;

  /** Total time a multipart upload may take to arrive (an hour: 500 MB at about 1.2 Mbit/s). */
  @Transform(toInt) @IsInt() @Min(500)
  UPLOAD_TIMEOUT_MS = 3_600_000;

  /** Bytes per second every request body must average over each BODY_RATE_WINDOW_MS; 0 turns the check off. */
  @Transform(toInt) @IsInt() @Min(0)
  BODY_MIN_BYTES_PER_SECOND = 1024;

  /** The window BODY_MIN_BYTES_PER_SECOND is averaged over; the first window is the grace period. */
  @Transform(toInt) @IsInt() @Min(500)
  BODY_RATE_WINDOW_MS = 10_000;

  @IsIn(['all', 'api', 'worker'])
  PROCESS_ROLE: 'all' | 'api' | 'worker' = 'all';

  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_BUCKET?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_REGION?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool) @IsBoolean()
  S3_FORCE_PATH_STYLE = true;

  /** Largest upload any route accepts (routes set their own, smaller limits). */
  @Transform(toInt) @IsInt() @Min(1024)
  STORAGE_MAX_UPLOAD_BYTES = 524_288_000;

  /** Text fields a multipart form may carry (routes may allow fewer). */
  @Transform(toInt) @IsInt() @Min(1) @Max(1000)
  MULTIPART_MAX_FIELDS = 20;

  /** Bytes of one multipart text field (routes may allow fewer). */
  @Transform(toInt) @IsInt() @Min(1024) @Max(16_777_216)
  MULTIPART_MAX_FIELD_BYTES = 65_536;

  /** Largest track audio upload, in MB (binary: 1 MB = 1,048,576 bytes); at most STORAGE_MAX_UPLOAD_BYTES. */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_000_000)
  AUDIO_MAX_MB = 500;

  /** Longest line of an imported report (royalties), in bytes: a longer one is refused with its number (422). */
  @Transform(toInt) @IsInt() @Min(1024) @Max(16_777_216)
  REPORT_MAX_LINE_BYTES = 65_536;

  /** Most text a compressed report may expand to, in bytes (422 past it). */
  @Transform(toInt) @IsInt() @Min(1024)
  REPORT_MAX_DECOMPRESSED_BYTES = 4_294_967_296;

  /** Most a compressed report may expand, as a multiple of its size (422 past it; text compresses 5-20x). */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  REPORT_MAX_GZIP_RATIO = 200;

  /** HMAC key for signed file URLs; when unset, one is generated in DATA_DIR/storage-secret. */
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'STORAGE_SIGNING_SECRET must be at least 32 characters' })
  STORAGE_SIGNING_SECRET?: string;

  @Transform(toBool) @IsOptional() @IsBoolean()
  SEED_DEMO_DATA?: boolean;

  @IsEmail()
  DEMO_ADMIN_EMAIL = 'admin@soundpost.local';

  @IsString() @MinLength(8)
  DEMO_ADMIN_PASSWORD = 'Soundpost-admin-1';

  @Transform(toBool) @IsBoolean()
  DEV_MAILBOX = true;

  /** The back-office login asks for a 6-digit e-mail code after the password (turn off for development only). */
  @Transform(toBool) @IsBoolean()
  ADMIN_LOGIN_CODE_REQUIRED = true;

  @Transform(toInt) @IsInt() @Min(0)
  SHUTDOWN_GRACE_MS = 30_000;

  /**
   * Whom to believe about the client's address (X-Forwarded-For, -Host, -Proto): `false`, `true`
   * (every hop, so the leftmost address, which a client can forge when the proxy appends), a hop
   * count (1 = the one proxy in front of us), or the proxies' addresses and CIDR blocks.
   */
  @Transform(toTrustProxy) @IsTrustProxy()
  TRUST_PROXY: TrustProxySetting = false;

  /** Per client address (the one TRUST_PROXY gives): failed artist and staff logins per 15 minutes. */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  RATE_LIMIT_IP_LOGIN_FAILURES = 20;

  /** Per client address: artist sign-ups per hour. */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  RATE_LIMIT_IP_REGISTRATIONS = 10;

  /** Per client address: e-mailed codes asked for per hour (sign-up resend, onboarding, password reset, staff resend). */
  @Transform(toInt) @IsInt() @Min(1) @Max(100_000)
  RATE_LIMIT_IP_CODE_SENDS = 10;

  /**
   * The platform's bank account (demo values by default): billing shows it for bank-transfer checkouts,
   * the wallet's SEPA payout files debit it unless SEPA_DEBTOR_* say otherwise.
   */
  @IsString() @MinLength(1)
  BANK_ACCOUNT_NAME = 'Soundpost Demo Ltd';

  @IsString() @MinLength(1)
  BANK_IBAN = 'PT50 0002 0123 1234 5678 9015 4';

  @IsString() @MinLength(1)
  BANK_SWIFT = 'DEMOPTPL';

  /** Stripe secret key (sk_live_… / sk_test_…); without it a local sandbox stands in for card payments. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  STRIPE_SECRET_KEY?: string;

  /** Another Stripe API address (stripe-mock, tests); Stripe's own when unset. */
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  STRIPE_API_BASE_URL?: string;

  /** PayPal REST app credentials; without them a local sandbox stands in for PayPal. */
  @Transform(emptyToUndefined) @IsOptional() @IsString()
  PAYPAL_CLIENT_ID?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  PAYPAL_CLIENT_SECRET?: string;

  @IsIn(['sandbox', 'live'])
  PAYPAL_ENVIRONMENT: 'sandbox' | 'live' = 'sandbox';

  /** Another PayPal API address (mock servers, tests); PayPal's own when unset. */
  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  PAYPAL_API_BASE_URL?: string;

  /** Free ISRCs: {ISRC_COUNTRY}{ISRC_REGISTRANT}{YY}{NNNNN}. */
  @Matches(/^[A-Z]{2}$/, { message: 'ISRC_COUNTRY must be 2 upper-case letters' })
  ISRC_COUNTRY = 'FR';

  @Matches(/^[A-Z0-9]{3}$/, { message: 'ISRC_REGISTRANT must be 3 upper-case letters or digits' })
  ISRC_REGISTRANT = 'SP0';

  /** Free UPC-A codes: UPC_PREFIX + a zero-padded sequence + the GS1 check digit (12 digits in all). */
  @Matches(/^\d{6,10}$/, { message: 'UPC_PREFIX must be 6 to 10 digits' })
  UPC_PREFIX = '0860000';

  /** Read in-app notifications older than this many days are deleted by the nightly cleanup (unread ones are kept). */
  @Transform(toInt) @IsInt() @Min(1) @Max(3650)
  NOTIFICATIONS_RETENTION_DAYS = 90;

}

/** The per-address limits (`@IpRateLimit(name)`); each is one counter shared by the routes that declare it. */
export type IpRateLimitName = 'login' | 'registration' | 'code-send';

export interface IpRateLimitPolicy {
  /** Requests allowed per window and address. */
  points: number;
  durationSeconds: number;
  /** Only refused requests count: an answered one gives its point back (failed logins). */
  failuresOnly: boolean;
}

export interface AppConfig {
  /** Every registered domain settings class, validated with the rest (see domain-settings.ts). */
  settings: LoadedSettings;
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** PUBLIC_URL was set (required in production); without it, payment return links follow the request's address. */
  publicUrlConfigured: boolean;
  corsOrigins: string[];
  logLevel: string;
  logFormat: LogFormat;
  bodyLimitBytes: number;
  /** Request bodies must arrive in time and keep coming (`watchBodyProgress` in core/http). */
  bodyTimeouts: { jsonMs: number; uploadMs: number; minBytesPerSecond: number; rateWindowMs: number };
  processRole: 'all' | 'api' | 'worker';
  shutdownGraceMs: number;
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For. */
  trustProxy: TrustProxySetting;
  /** Limits per client address that routes declare with `@IpRateLimit(name)`. */
  rateLimits: { perIp: Record<IpRateLimitName, IpRateLimitPolicy> };
  database: {
    url?: string;
    poolMax: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
  };
  mail: { smtpUrl?: string; from: string; devMailbox: boolean; supportAddress: string };
  storage: {
    driver: 'local' | 's3';
    localRoot: string;
    maxUploadBytes: number;
    /** AUDIO_MAX_MB: the track upload's limit, in (binary) MB; its 413 message names it. */
    audioMaxMb: number;
    /** Core limits of every multipart form: text fields, and bytes of one field. */
    multipartMaxFields: number;
    multipartMaxFieldBytes: number;
    /** Explicit signing secret; otherwise StorageService keeps one in `<dataDir>/storage-secret`. */
    signingSecret?: string;
    s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  };
  /** Bounds on imported report files (`openBoundedText` in core/bounded-text). */
  reports: { maxLineBytes: number; maxDecompressedBytes: number; maxGzipRatio: number };
  seed: { demoData: boolean; adminEmail: string; adminPassword: string };
  auth: { adminLoginCodeRequired: boolean };
  /** The platform's bank account: bank-transfer checkouts (billing) and the SEPA payout files' default debtor (wallet). */
  bankAccount: { accountName: string; iban: string; swift: string };
  /** In-app notifications: how long read ones are kept. */
  notifications: { retentionDays: number };
  /** Prefixes of the free identifiers the platform assigns (releases). */
  identifiers: { isrcCountry: string; isrcRegistrant: string; upcPrefix: string };
  /** Payment providers' credentials, for billing's checkouts and the wallet's payouts; a provider without keys is replaced by the local sandbox. */
  payments: {
    stripe?: { secretKey: string; apiBaseUrl?: string };
    paypal?: { clientId: string; clientSecret: string; environment: 'sandbox' | 'live'; apiBaseUrl?: string };
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), stdoutIsTTY = process.stdout.isTTY === true): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const raw: Record<string, unknown> = {};
  for (const key of [...known, 'DATABASE_URL', 'PUBLIC_URL', 'CORS_ORIGINS', 'LOG_FORMAT', 'SMTP_URL', 'S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'STORAGE_SIGNING_SECRET', 'SEED_DEMO_DATA', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_BASE_URL']) {
    if (env[key] !== undefined) raw[key] = env[key];
  }
  const vars = plainToInstance(EnvironmentVariables, raw);
  const errors = validateSync(vars, { skipMissingProperties: false });
  const problems = errors.map((e) => `${e.property}=${JSON.stringify(raw[e.property] ?? '')}: ${Object.values(e.constraints ?? {}).join('; ')}`);
  if (vars.STORAGE_DRIVER === 's3') {
    for (const k of ['S3_BUCKET', 'S3_REGION'] as const) if (!vars[k]) problems.push(`${k}: required when STORAGE_DRIVER=s3`);
    // Object storage means several instances without a shared DATA_DIR: they must all sign
    // download links with the same key, so a generated per-instance secret would not do.
    if (!vars.STORAGE_SIGNING_SECRET) problems.push('STORAGE_SIGNING_SECRET: required when STORAGE_DRIVER=s3');
  }
  // The multipart parser stops every file at STORAGE_MAX_UPLOAD_BYTES: a larger audio limit could never be reached.
  if (Number.isInteger(vars.AUDIO_MAX_MB) && vars.AUDIO_MAX_MB * 1024 * 1024 > vars.STORAGE_MAX_UPLOAD_BYTES) {
    problems.push(`AUDIO_MAX_MB=${vars.AUDIO_MAX_MB}: must not exceed STORAGE_MAX_UPLOAD_BYTES (${vars.STORAGE_MAX_UPLOAD_BYTES} bytes)`);
  }
  if (Boolean(vars.PAYPAL_CLIENT_ID) !== Boolean(vars.PAYPAL_CLIENT_SECRET)) problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither');
  // Links in e-mails and payment returns need the one address users reach; guessing it from requests is for development only.
  if (vars.NODE_ENV === 'production' && !vars.PUBLIC_URL) problems.push('PUBLIC_URL: required when NODE_ENV=production (the address users reach, used in links and e-mails)');
  const settings = new Map<Parameters<typeof readSettings>[0], ReturnType<typeof readSettings>['value']>();
  for (const cls of registeredSettings()) {
    const read = readSettings(cls, env);
    problems.push(...read.problems);
    settings.set(cls, read.value);
  }
  if (problems.length) throw new ConfigError(problems);

  const port = vars.PORT;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const isProduction = vars.NODE_ENV === 'production';
  return {
    settings,
    env: vars.NODE_ENV,
    isProduction,
    port,
    host: vars.HOST,
    dataDir,
    publicUrl,
    publicUrlConfigured: vars.PUBLIC_URL !== undefined,
    corsOrigins: (vars.CORS_ORIGINS ?? publicUrl).split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: vars.LOG_LEVEL,
    logFormat: chooseLogFormat({ logFormat: vars.LOG_FORMAT, nodeEnv: vars.NODE_ENV, stdoutIsTTY }),
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    bodyTimeouts: {
      jsonMs: vars.BODY_TIMEOUT_MS,
      uploadMs: vars.UPLOAD_TIMEOUT_MS,
      minBytesPerSecond: vars.BODY_MIN_BYTES_PER_SECOND,
      rateWindowMs: vars.BODY_RATE_WINDOW_MS,
    },
    processRole: vars.PROCESS_ROLE,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    trustProxy: vars.TRUST_PROXY,
    rateLimits: {
      perIp: {
        login: { points: vars.RATE_LIMIT_IP_LOGIN_FAILURES, durationSeconds: 15 * 60, failuresOnly: true },
        registration: { points: vars.RATE_LIMIT_IP_REGISTRATIONS, durationSeconds: 60 * 60, failuresOnly: false },
        'code-send': { points: vars.RATE_LIMIT_IP_CODE_SENDS, durationSeconds: 60 * 60, failuresOnly: false },
      },
    },
    database: {
      url: vars.DATABASE_URL,
      poolMax: vars.DATABASE_POOL_MAX,
      connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    // The dev mailbox exposes every message over HTTP, so it is never on in production.
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, devMailbox: vars.DEV_MAILBOX && !isProduction && !vars.SMTP_URL, supportAddress: vars.SUPPORT_EMAIL },
    storage: {
      driver: vars.STORAGE_DRIVER,
      localRoot: path.join(dataDir, 'storage'),
      maxUploadBytes: vars.STORAGE_MAX_UPLOAD_BYTES,
      audioMaxMb: vars.AUDIO_MAX_MB,
      multipartMaxFields: vars.MULTIPART_MAX_FIELDS,
      multipartMaxFieldBytes: vars.MULTIPART_MAX_FIELD_BYTES,
      signingSecret: vars.STORAGE_SIGNING_SECRET,
      s3:
        vars.STORAGE_DRIVER === 's3'
          ? {
              bucket: vars.S3_BUCKET as string,
              region: vars.S3_REGION as string,
              endpoint: vars.S3_ENDPOINT,
              accessKeyId: vars.S3_ACCESS_KEY_ID,
              secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
              forcePathStyle: vars.S3_FORCE_PATH_STYLE,
            }
          : undefined,
    },
    reports: { maxLineBytes: vars.REPORT_MAX_LINE_BYTES, maxDecompressedBytes: vars.REPORT_MAX_DECOMPRESSED_BYTES, maxGzipRatio: vars.REPORT_MAX_GZIP_RATIO },
    seed: {
      demoData: vars.SEED_DEMO_DATA ?? !isProduction,
      adminEmail: vars.DEMO_ADMIN_EMAIL,
      adminPassword: vars.DEMO_ADMIN_PASSWORD,
    },
    auth: { adminLoginCodeRequired: vars.ADMIN_LOGIN_CODE_REQUIRED },
    bankAccount: { accountName: vars.BANK_ACCOUNT_NAME, iban: vars.BANK_IBAN, swift: vars.BANK_SWIFT },
    identifiers: { isrcCountry: vars.ISRC_COUNTRY, isrcRegistrant: vars.ISRC_REGISTRANT, upcPrefix: vars.UPC_PREFIX },
    notifications: { retentionDays: vars.NOTIFICATIONS_RETENTION_DAYS },
    payments: {
      stripe: vars.STRIPE_SECRET_KEY
        ? { secretKey: vars.STRIPE_SECRET_KEY, apiBaseUrl: vars.STRIPE_API_BASE_URL }
        : undefined,
      paypal:
        vars.PAYPAL_CLIENT_ID && vars.PAYPAL_CLIENT_SECRET
          ? {
              clientId: vars.PAYPAL_CLIENT_ID,
              clientSecret: vars.PAYPAL_CLIENT_SECRET,
              environment: vars.PAYPAL_ENVIRONMENT,
              apiBaseUrl: vars.PAYPAL_API_BASE_URL,
            }
          : undefined,
    },
  };
}
