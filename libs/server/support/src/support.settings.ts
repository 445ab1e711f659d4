import type { Type } from '@nestjs/common';
import { readSettings, registerSettings, settingInt, settingText, type DomainSettings } from '@soundpost/server-core/config';
import type { AppConfig } from '@soundpost/server-core/config';
import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';

/** The inbound secret in development and test (README); production refuses to start without its own. */
export const DEV_INBOUND_EMAIL_SECRET = 'dev-inbound-secret';

/** The support domain's environment settings (README "Configuration", docs/support-email.md). */
export class SupportSettings implements DomainSettings {
  /** Read only to require the inbound secret in production (core validates its value). */
  @IsOptional() @IsString()
  NODE_ENV?: string = undefined;

  /** The shared secret the mail provider sends to POST /api/support/inbound-email (Bearer, or the basic-auth password). */
  @settingText() @IsOptional() @IsString() @MinLength(16, { message: 'INBOUND_EMAIL_SECRET must be at least 16 characters' })
  INBOUND_EMAIL_SECRET?: string = undefined;

  /** Key of the reply addresses' signatures; unset: derived from INBOUND_EMAIL_SECRET (set it to the old secret when rotating that one). */
  @settingText() @IsOptional() @IsString() @MinLength(32, { message: 'INBOUND_EMAIL_TOKEN_SECRET must be at least 32 characters' })
  INBOUND_EMAIL_TOKEN_SECRET?: string = undefined;

  /** The largest raw message the endpoint reads; beyond it, 413. */
  @settingInt() @IsInt({ message: 'INBOUND_EMAIL_MAX_BYTES must be a whole number of bytes' }) @Min(65_536) @Max(52_428_800)
  INBOUND_EMAIL_MAX_BYTES = 10 * 1024 * 1024;

  /** The domain of the reply addresses (reply+<token>@<domain>); unset: SUPPORT_EMAIL's domain. */
  @settingText() @IsOptional() @Matches(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i, { message: 'INBOUND_EMAIL_REPLY_DOMAIN must be a domain name such as reply.example.com' })
  INBOUND_EMAIL_REPLY_DOMAIN?: string = undefined;

  /** How long a reply address is accepted after the e-mail that carried it. */
  @settingInt() @IsInt({ message: 'INBOUND_EMAIL_REPLY_TTL_DAYS must be a whole number of days' }) @Min(1) @Max(3650)
  INBOUND_EMAIL_REPLY_TTL_DAYS = 180;

  get inboundSecret(): string {
    return this.INBOUND_EMAIL_SECRET ?? DEV_INBOUND_EMAIL_SECRET;
  }

  check(): string[] {
    // A known default secret in production would let anyone post mail into tickets.
    if (this.NODE_ENV === 'production' && !this.INBOUND_EMAIL_SECRET) return ['INBOUND_EMAIL_SECRET: required when NODE_ENV=production (the shared secret of POST /api/support/inbound-email)'];
    return [];
  }
}

registerSettings(SupportSettings);

/**
 * The settings validated at boot, read from the app's config (TicketsService has the config, not the
 * settings provider). A class loaded after boot is read now, refusing bad values the same way.
 */
export function supportSettingsOf(config: AppConfig): SupportSettings {
  const loaded = config.settings?.get(SupportSettings as Type<SupportSettings>) as SupportSettings | undefined;
  if (loaded) return loaded;
  const read = readSettings(SupportSettings, process.env);
  if (read.problems.length) throw new Error(`Invalid configuration:\n${read.problems.map((p) => `  - ${p}`).join('\n')}`);
  return read.value;
}
