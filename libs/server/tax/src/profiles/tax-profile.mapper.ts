import type { TaxProfileResponse } from '@soundpost/contracts';
import type { TaxProfile } from './tax-profile.entity';

export function toTaxProfileResponse(row: TaxProfile): TaxProfileResponse {
  return {
    tax_residence_country: row.taxResidenceCountry,
    us_person: row.usPerson,
    entity_type: row.entityType,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}
