import { registerSettings, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { IsInt, Max, Min } from 'class-validator';

/** The privacy domain's environment settings (README "Configuration"). */
export class PrivacySettings implements DomainSettings {
  /** Past this size the archive carries audio as signed links (links.json) instead of the files: 2 GiB by default. */
  @settingInt() @IsInt({ message: 'PRIVACY_EXPORT_MAX_BYTES must be a whole number of bytes' }) @Min(1_048_576) @Max(1_099_511_627_776)
  PRIVACY_EXPORT_MAX_BYTES = 2_147_483_648;

  /** An export still preparing after this many minutes is taken as failed (its worker died), so the owner may ask again. */
  @settingInt() @IsInt({ message: 'PRIVACY_EXPORT_STALE_MINUTES must be a whole number' }) @Min(5) @Max(1440)
  PRIVACY_EXPORT_STALE_MINUTES = 60;
}

registerSettings(PrivacySettings);
