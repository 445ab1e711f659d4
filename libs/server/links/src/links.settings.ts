import { registerSettings, settingInt, settingText, type DomainSettings } from '@soundpost/server-core/config';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

export const PRESAVE_MODES = ['sandbox', 'live'] as const;
export type PresaveMode = (typeof PRESAVE_MODES)[number];

/** The links domain's environment settings (README "Configuration"). */
export class LinksSettings implements DomainSettings {
  /** sandbox: pre-save goes through our own consent page (no store keys); live: through each store's real authorisation. */
  @IsIn(PRESAVE_MODES, { message: 'LINKS_PRESAVE_MODE must be sandbox or live' })
  LINKS_PRESAVE_MODE: PresaveMode = 'sandbox';

  /** Spotify app credentials (developer.spotify.com); live pre-save at Spotify needs both. */
  @settingText() @IsOptional() @IsString() @MinLength(8, { message: 'LINKS_SPOTIFY_CLIENT_ID looks too short for a Spotify client id' })
  LINKS_SPOTIFY_CLIENT_ID?: string = undefined;

  @settingText() @IsOptional() @IsString() @MinLength(8, { message: 'LINKS_SPOTIFY_CLIENT_SECRET looks too short for a Spotify client secret' })
  LINKS_SPOTIFY_CLIENT_SECRET?: string = undefined;

  /** Deezer app credentials (developers.deezer.com); live pre-save at Deezer needs both. */
  @settingText() @IsOptional() @IsString() @MinLength(4, { message: 'LINKS_DEEZER_APP_ID looks too short for a Deezer application id' })
  LINKS_DEEZER_APP_ID?: string = undefined;

  @settingText() @IsOptional() @IsString() @MinLength(8, { message: 'LINKS_DEEZER_SECRET looks too short for a Deezer secret key' })
  LINKS_DEEZER_SECRET?: string = undefined;

  /** "Notify me" requests one address may make per hour, across all links (the IP limit is core's RATE_LIMIT_IP_CODE_SENDS). */
  @settingInt() @IsInt({ message: 'LINKS_NOTIFY_PER_ADDRESS must be a whole number' }) @Min(1) @Max(1000)
  LINKS_NOTIFY_PER_ADDRESS = 5;

  get presaveMode(): PresaveMode {
    return this.LINKS_PRESAVE_MODE;
  }

  get spotify(): { clientId: string; clientSecret: string } | null {
    return this.LINKS_SPOTIFY_CLIENT_ID && this.LINKS_SPOTIFY_CLIENT_SECRET ? { clientId: this.LINKS_SPOTIFY_CLIENT_ID, clientSecret: this.LINKS_SPOTIFY_CLIENT_SECRET } : null;
  }

  get deezer(): { appId: string; secret: string } | null {
    return this.LINKS_DEEZER_APP_ID && this.LINKS_DEEZER_SECRET ? { appId: this.LINKS_DEEZER_APP_ID, secret: this.LINKS_DEEZER_SECRET } : null;
  }

  check(): string[] {
    const problems: string[] = [];
    if (Boolean(this.LINKS_SPOTIFY_CLIENT_ID) !== Boolean(this.LINKS_SPOTIFY_CLIENT_SECRET)) problems.push('LINKS_SPOTIFY_CLIENT_ID and LINKS_SPOTIFY_CLIENT_SECRET: set both or neither');
    if (Boolean(this.LINKS_DEEZER_APP_ID) !== Boolean(this.LINKS_DEEZER_SECRET)) problems.push('LINKS_DEEZER_APP_ID and LINKS_DEEZER_SECRET: set both or neither');
    // Live mode without any store's keys would offer fans no pre-save at all, silently.
    if (!problems.length && this.LINKS_PRESAVE_MODE === 'live' && !this.spotify && !this.deezer) {
      problems.push('LINKS_PRESAVE_MODE=live: needs a store\'s keys (LINKS_SPOTIFY_CLIENT_ID and LINKS_SPOTIFY_CLIENT_SECRET, or LINKS_DEEZER_APP_ID and LINKS_DEEZER_SECRET)');
    }
    return problems;
  }
}

registerSettings(LinksSettings);
