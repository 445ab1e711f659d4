import { registerSettings, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { IsInt, Max, Min } from 'class-validator';

/** The retention sweep's environment settings (README "Configuration", docs/privacy.md "Retention"). */
export class RetentionSettings implements DomainSettings {
  /** Days the identity documents of a closed account are kept after its closure (anti-money-laundering): 5 years by default. */
  @settingInt() @IsInt({ message: 'KYC_DOCUMENT_RETENTION_DAYS must be a whole number of days' }) @Min(1) @Max(3650)
  KYC_DOCUMENT_RETENTION_DAYS = 1825;
}

registerSettings(RetentionSettings);
