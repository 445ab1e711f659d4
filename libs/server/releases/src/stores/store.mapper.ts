import { flag } from '../http/field.rules';
import type { Store } from './store.entity';

export interface StoreResponse {
  id: string;
  name: string;
  logo_url: string;
  active: 0 | 1;
  supports_timed_release: 0 | 1;
  supports_content_id: 0 | 1;
  is_regional: 0 | 1;
  kind: string;
}

/** Public and cacheable: the store grid loads logos straight from it. */
export const storeLogoUrl = (id: string) => `/api/stores/${encodeURIComponent(id)}/logo.svg`;

export function toStoreResponse(s: Store): StoreResponse {
  return {
    id: s.id,
    name: s.name,
    logo_url: storeLogoUrl(s.id),
    active: flag(s.active),
    supports_timed_release: flag(s.supportsTimedRelease),
    supports_content_id: flag(s.supportsContentId),
    is_regional: flag(s.isRegional),
    kind: s.kind,
  };
}
