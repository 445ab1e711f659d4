// Requests and answers of "Your data": an account's data export (issue 31).

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** Days a ready export stays downloadable (the signed link's life), then its file is deleted. */
  linkDays: 7,
  /** Exports one account may ask for per day. */
  perDay: 3,
  /** Exports listed, newest first. */
  listMax: 20,
} as const;

/** Texts the server sends; the web app translates them word for word (en, fr, es). */
export const PRIVACY_MESSAGES = {
  exportInProgress: 'Your data export is already being prepared. You will get an e-mail when it is ready.',
  exportTooMany: 'You have asked for your data several times today. Try again tomorrow.',
  exportNotFound: 'Data export not found.',
} as const;

/** One data export as the owner sees it; `url` (a signed link) only while it is ready. */
export interface DataExportResponse {
  id: string;
  status: DataExportStatus;
  /** The archive's size in bytes, once ready. */
  size_bytes: number | null;
  /** Audio files given as signed links in links.json because the archive would pass its size limit. */
  linked_files: number;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  url: string | null;
}

/** GET /me/data-exports: newest first. */
export interface DataExportListResponse {
  items: DataExportResponse[];
}
