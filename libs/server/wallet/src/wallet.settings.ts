import { registerSettings, settingBool, settingInt, settingText, type DomainSettings } from '@soundpost/server-core/config';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { SepaDebtor } from './rails/sepa-file';

/** The wallet's payout rails: which are real (else the sandbox), and the SEPA files' debtor (docs/wallet.md). */
export class PayoutSettings implements DomainSettings {
  /** PayPal payouts go through the PayPal Payouts API (with the PAYPAL_* credentials); the sandbox stands in otherwise. */
  @settingBool() @IsBoolean()
  PAYOUTS_PAYPAL_ENABLED = false;

  /** Stripe Connect payouts go through Stripe (with STRIPE_SECRET_KEY); the sandbox stands in otherwise. */
  @settingBool() @IsBoolean()
  PAYOUTS_STRIPE_CONNECT_ENABLED = false;

  /** The account SEPA payout files debit (pain.001); the platform's bank account (BANK_*) by default. */
  @settingText() @IsOptional() @IsString()
  SEPA_DEBTOR_NAME?: string = undefined;

  @settingText() @IsOptional() @IsString()
  SEPA_DEBTOR_IBAN?: string = undefined;

  @settingText() @IsOptional() @IsString()
  SEPA_DEBTOR_BIC?: string = undefined;

  /** Staff adjustments whose amount is above this many cents wait for a second staff member's approval (four eyes): EUR 1,000 by default. */
  @settingInt() @IsInt({ message: 'WALLET_FOUR_EYES_THRESHOLD_CENTS must be a whole number of cents' }) @Min(0) @Max(100_000_000_000)
  WALLET_FOUR_EYES_THRESHOLD_CENTS = 100_000;

  // The providers' credentials are core's (billing charges with them too) and validated there; read here only for check().
  @settingText()
  PAYPAL_CLIENT_ID?: string = undefined;

  @settingText()
  STRIPE_SECRET_KEY?: string = undefined;

  check(): string[] {
    const problems: string[] = [];
    if (this.PAYOUTS_PAYPAL_ENABLED && !this.PAYPAL_CLIENT_ID) problems.push('PAYOUTS_PAYPAL_ENABLED: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
    if (this.PAYOUTS_STRIPE_CONNECT_ENABLED && !this.STRIPE_SECRET_KEY) problems.push('PAYOUTS_STRIPE_CONNECT_ENABLED: needs STRIPE_SECRET_KEY');
    return problems;
  }

  /** The SEPA debtor, each part falling back to the platform's bank account. */
  sepaDebtor(bank: { accountName: string; iban: string; swift: string }): SepaDebtor {
    return { name: this.SEPA_DEBTOR_NAME ?? bank.accountName, iban: this.SEPA_DEBTOR_IBAN ?? bank.iban, bic: this.SEPA_DEBTOR_BIC ?? bank.swift };
  }
}

registerSettings(PayoutSettings);
