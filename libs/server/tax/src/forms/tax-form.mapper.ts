import { maskTin, type TaxFormResponse } from '@soundpost/contracts';
import type { TaxForm } from './tax-form.entity';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** A form as its account and staff see it: TINs masked to their last 4 digits. */
export function toTaxFormResponse(row: TaxForm): TaxFormResponse {
  return {
    id: row.id,
    form: row.kind,
    status: row.supersededAt ? 'superseded' : 'current',
    payee_name: row.payeeName,
    business_name: row.businessName,
    tin_type: row.tinType,
    tin_masked: maskTin(row.tinLast4, row.tinType),
    foreign_tin_masked: maskTin(row.foreignTinLast4, null),
    foreign_tin_missing_reason: row.foreignTinMissingReason,
    federal_tax_classification: row.federalTaxClassification,
    citizenship_country: row.citizenshipCountry,
    country: row.country,
    chapter3_status: row.chapter3Status,
    chapter4_status: row.chapter4Status,
    date_of_birth: row.dateOfBirth,
    address: row.address,
    mailing_address: row.mailingAddress,
    treaty_claim:
      row.treatyCountry !== null && row.treatyRateBp !== null
        ? { country: row.treatyCountry, article: row.treatyArticle ?? '', rate_bp: row.treatyRateBp, income_type: 'royalties' }
        : null,
    signer_name: row.signerName,
    signature: row.signature,
    signed_at: new Date(row.signedAt).toISOString(),
    signer_ip: row.signerIp,
    expires_at: iso(row.expiresAt),
    superseded_at: iso(row.supersededAt),
  };
}
