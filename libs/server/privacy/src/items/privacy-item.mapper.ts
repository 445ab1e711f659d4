import type { PrivacyItemResponse } from '@soundpost/contracts';
import { PrivacyItem } from './privacy-item.entity';

export function toPrivacyItemResponse(row: PrivacyItem): PrivacyItemResponse {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
