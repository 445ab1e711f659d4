import { registerSettings, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { IsInt, Max, Min } from 'class-validator';

/** The tax domain's environment settings (README "Configuration"). */
export class TaxSettings implements DomainSettings {
  /**
   * A payee with a W-9 is on the 1099-MISC report when the year's gross royalties reach this many
   * cents of the wallet's currency (EUR). The IRS threshold is USD 10; the default, EUR 9.00, stays
   * under it at any usual EUR/USD rate, so the report errs on reporting rather than missing a payee.
   */
  @settingInt() @IsInt({ message: 'TAX_1099_MIN_CENTS must be a whole number of cents' }) @Min(0) @Max(100_000_000)
  TAX_1099_MIN_CENTS = 900;
}

registerSettings(TaxSettings);
