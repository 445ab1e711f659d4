// Requests and answers of the popups (the public call and the back office's).

import type { PageMeta } from '../http/pagination';
import type { PopupType } from '../status/popup-type';

/** A popup as the public GET /popups answers it: nothing about scheduling leaks. */
export interface PublicPopupResponse {
  id: string;
  title: string;
  message: string;
  type: PopupType;
}

/** A popup as the back office reads it. */
export interface AdminPopupResponse {
  id: string;
  title: string;
  message: string;
  type: PopupType;
  show_from: string | null;
  show_until: string | null;
  status: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /admin/popups: the page, also under `items`. */
export interface AdminPopupPage {
  items: AdminPopupResponse[];
  data: AdminPopupResponse[];
  meta: PageMeta;
}

/** POST /admin/popups (title and message required) and PUT /admin/popups/:id (any field). */
export interface PopupRequest {
  title?: string;
  message?: string;
  type?: PopupType;
  /** ISO 8601; null for no bound. */
  show_from?: string | null;
  show_until?: string | null;
  status?: boolean;
}
