import { registerSettings, settingText, type DomainSettings } from '@soundpost/server-core/config';
import { IsOptional, IsString } from 'class-validator';

/**
 * Billing's own settings: what verifies the providers' webhooks. The providers' keys and the bank
 * account are core's (`payments`, `bankAccount`), since the wallet's payouts use them too.
 */
export class BillingSettings implements DomainSettings {
  /** Signing secret of the Stripe webhook endpoint (whsec_…); unset: Stripe webhooks are refused. */
  @settingText() @IsOptional() @IsString()
  STRIPE_WEBHOOK_SECRET?: string = undefined;

  /** Id of the PayPal webhook (its events are verified against it); unset: PayPal webhooks are refused. */
  @settingText() @IsOptional() @IsString()
  PAYPAL_WEBHOOK_ID?: string = undefined;
}

registerSettings(BillingSettings);
