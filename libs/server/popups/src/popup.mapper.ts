import { Popup } from './popup.entity';

/** A popup as the back office reads it (spec 002 §3 POPUP). */
export interface AdminPopupResponse {
  id: string;
  title: string;
  message: string;
  type: string;
  show_from: Date | null;
  show_until: Date | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A popup as the public call answers it (spec 000 §7: id, title, message, type); nothing about scheduling leaks. */
export interface PublicPopupResponse {
  id: string;
  title: string;
  message: string;
  type: string;
}

export function toAdminPopup(p: Popup): AdminPopupResponse {
  return {
    id: p.id,
    title: p.title,
    message: p.message,
    type: p.type,
    show_from: p.showFrom,
    show_until: p.showUntil,
    status: p.status,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export function toPublicPopup(p: Popup): PublicPopupResponse {
  return { id: p.id, title: p.title, message: p.message, type: p.type };
}
