import type { AdminPopupResponse, PublicPopupResponse } from '@soundpost/contracts';
import { Popup } from './popup.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toAdminPopup(p: Popup): AdminPopupResponse {
  return {
    id: p.id,
    title: p.title,
    message: p.message,
    type: p.type,
    show_from: iso(p.showFrom),
    show_until: iso(p.showUntil),
    status: p.status,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toPublicPopup(p: Popup): PublicPopupResponse {
  return { id: p.id, title: p.title, message: p.message, type: p.type };
}
