import type { TaxItemResponse } from '@soundpost/contracts';
import { TaxItem } from './tax-item.entity';

export function toTaxItemResponse(row: TaxItem): TaxItemResponse {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
