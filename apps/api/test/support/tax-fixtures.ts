import type { TaxFormRequest, TaxProfileRequest, TaxW8benRequest, TaxW9Request } from '@soundpost/contracts';
import { TaxFormsService } from '@soundpost/server-tax';
import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';

export interface TaxFormOverrides {
  /** w8ben (default, Portugal, treaty 10%) or w9 (US person, SSN). */
  form?: 'w8ben' | 'w9';
  /** When it was signed (a W-8 expires at the end of the third calendar year after): now by default. */
  signedAt?: Date;
  /** A W-8BEN's treaty rate in basis points, or null for no claim (30%). */
  treatyRateBp?: number | null;
  name?: string;
}

export function w8benBody(name = 'Inês Gonçalves', treatyRateBp: number | null = 1000): TaxW8benRequest {
  return {
    form: 'w8ben',
    name,
    citizenship_country: 'PT',
    residence_address: { line1: 'Rua das Flores 12', city: 'Lisboa', postal_code: '1200-195', country: 'PT' },
    foreign_tin: '123456789',
    date_of_birth: '1990-04-01',
    treaty_claim: treatyRateBp === null ? null : { country: 'PT', article: '13', rate_bp: treatyRateBp, income_type: 'royalties' },
    certification: true,
    signature: name,
  };
}

export function w9Body(name = 'Jane Q. Public'): TaxW9Request {
  return {
    form: 'w9',
    legal_name: name,
    business_name: null,
    federal_tax_classification: 'individual_sole_proprietor',
    tin_type: 'ssn',
    tin: '123-45-6789',
    address: { line1: '1 Main St', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' },
    certification: true,
    signature: name,
  };
}

/**
 * Files a valid tax form for the account (a W-8BEN with a 10% treaty claim by default), written
 * through the tax service as if submitted, so payouts are no longer blocked by `tax_form_required`.
 */
export async function fileTaxForm(t: TestApp, account: { id: string }, overrides: TaxFormOverrides = {}): Promise<void> {
  const w9 = overrides.form === 'w9';
  const body: TaxFormRequest = w9 ? w9Body(overrides.name) : w8benBody(overrides.name, overrides.treatyRateBp === undefined ? 1000 : overrides.treatyRateBp);
  const profile: TaxProfileRequest = w9 ? { tax_residence_country: 'US', us_person: true, entity_type: 'individual' } : { tax_residence_country: 'PT', us_person: false, entity_type: 'individual' };
  await t.app.get(DataSource).transaction((m) => t.app.get(TaxFormsService).fileDirect(m, account.id, body, profile, overrides.signedAt ?? new Date()));
}

/** The artist, once a tax form is on file (wraps a fixture such as `fundedArtist`). */
export async function withTaxForm<T extends { id: string }>(t: TestApp, artist: T | Promise<T>, overrides?: TaxFormOverrides): Promise<T> {
  const a = await artist;
  await fileTaxForm(t, a, overrides);
  return a;
}
