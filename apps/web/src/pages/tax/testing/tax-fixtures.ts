import { TAX_MESSAGES, type TaxFormResponse, type TaxOverviewResponse, type TaxProfileResponse, type TaxStanding } from '@soundpost/contracts';

/** Answers of the tax API for the web specs. */
export const MISSING: TaxStanding = { status: 'missing', form: null, expires_at: null, us_withholding_rate_bp: 3000, reason: TAX_MESSAGES.standingMissing, fix_url: '/artist/wallet/tax' };

export function overview(overrides: Partial<TaxOverviewResponse> = {}): TaxOverviewResponse {
  return { profile: null, current_form: null, standing: MISSING, forms: [], ...overrides };
}

export function profileOf(overrides: Partial<TaxProfileResponse> = {}): TaxProfileResponse {
  return { tax_residence_country: 'FR', us_person: false, entity_type: 'individual', updated_at: '2026-11-29T09:00:00.000Z', ...overrides };
}

export function formOf(overrides: Partial<TaxFormResponse> = {}): TaxFormResponse {
  return {
    id: 'f-1',
    form: 'w8ben',
    status: 'current',
    payee_name: 'Zoë Ångström',
    business_name: null,
    tin_type: null,
    tin_masked: null,
    foreign_tin_masked: '*****4321',
    foreign_tin_missing_reason: null,
    federal_tax_classification: null,
    citizenship_country: 'FR',
    country: 'FR',
    chapter3_status: null,
    chapter4_status: null,
    date_of_birth: '1990-04-12',
    address: { line1: '1 rue de la Paix', line2: null, city: 'Paris', region: null, postal_code: '75002', country: 'FR' },
    mailing_address: null,
    treaty_claim: { country: 'FR', article: '12', rate_bp: 0, income_type: 'royalties' },
    signer_name: 'Zoë Ångström',
    signature: 'Zoë Ångström',
    signed_at: '2026-03-01T10:00:00.000Z',
    signer_ip: '203.0.113.9',
    expires_at: '2029-12-31T23:59:59.000Z',
    superseded_at: null,
    ...overrides,
  };
}
