import { TAX_FIX_URL, TAX_LIMITS, TAX_MESSAGES, type TaxStanding } from '@soundpost/contracts';
import type { TaxForm } from '../forms/tax-form.entity';

export type WithholdingBasis = 'w9' | 'treaty' | 'no_treaty' | 'no_form' | 'expired';
export interface WithholdingRate {
  rateBp: number;
  basis: WithholdingBasis;
}

const DAY_MS = 86_400_000;

/** The US withholding on US-source royalties for the form in force (null: none). */
export function withholdingOf(form: Pick<TaxForm, 'kind' | 'expiresAt' | 'treatyRateBp'> | null, at: Date): WithholdingRate {
  if (!form) return { rateBp: TAX_LIMITS.statutoryRateBp, basis: 'no_form' };
  if (form.kind === 'w9') return { rateBp: 0, basis: 'w9' };
  if (form.expiresAt && new Date(form.expiresAt).getTime() <= at.getTime()) return { rateBp: TAX_LIMITS.statutoryRateBp, basis: 'expired' };
  if (form.treatyRateBp !== null) return { rateBp: form.treatyRateBp, basis: 'treaty' };
  return { rateBp: TAX_LIMITS.statutoryRateBp, basis: 'no_treaty' };
}

/** The standing of an account whose form in force at `at` is `form`. */
export function standingOf(form: Pick<TaxForm, 'kind' | 'expiresAt' | 'treatyRateBp'> | null, at: Date): TaxStanding {
  const rate = withholdingOf(form, at).rateBp;
  const base = { us_withholding_rate_bp: rate, fix_url: TAX_FIX_URL };
  if (!form) return { ...base, status: 'missing', form: null, expires_at: null, reason: TAX_MESSAGES.standingMissing };
  const expiresAt = form.expiresAt ? new Date(form.expiresAt) : null;
  const expires_at = expiresAt ? expiresAt.toISOString() : null;
  if (expiresAt && expiresAt.getTime() <= at.getTime()) return { ...base, status: 'expired', form: form.kind, expires_at, reason: TAX_MESSAGES.standingExpired };
  if (expiresAt && expiresAt.getTime() - at.getTime() <= TAX_LIMITS.expiringDays * DAY_MS) {
    return { ...base, status: 'expiring', form: form.kind, expires_at, reason: TAX_MESSAGES.standingExpiring };
  }
  return { ...base, status: 'valid', form: form.kind, expires_at, reason: TAX_MESSAGES.standingValid };
}

/** Missing or expired: no payout. */
export function blocksPayouts(standing: TaxStanding): boolean {
  return standing.status === 'missing' || standing.status === 'expired';
}
