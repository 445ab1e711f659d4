// Requests and answers of the back office's language file editor.

/** A nested translation bundle: keys to texts or to more keys. */
export type TranslationBundle = { [key: string]: string | TranslationBundle };

/** A row of GET /admin/i18n/files, with what the editor lists. */
export interface LanguageFileSummaryResponse {
  lang: string;
  /** Bytes of the working copy as the editor shows it. */
  size: number;
  updated_at: string | null;
  published_at: string | null;
  /** The code ships a bundle for this language (en, fr, es): its texts are the base of the file. */
  shipped: boolean;
  /** The working copy differs from what clients get. */
  unpublished_changes: boolean;
}

export interface LanguageFileListResponse {
  files: LanguageFileSummaryResponse[];
}

/** What replaced the backed-up content: a save, a restore, an upload (or CLI import), a publish. */
export type LanguageBackupReason = 'save' | 'restore' | 'upload' | 'publish';

/** A backup; `file` is the id POST /admin/i18n/restore takes. */
export interface LanguageBackupResponse {
  file: string;
  size: number;
  updated_at: string;
  reason: LanguageBackupReason;
  created_by: string | null;
}

export interface LanguageBackupListResponse {
  backups: LanguageBackupResponse[];
}

/** GET /admin/i18n/:lang: the working copy. */
export interface LanguageFileResponse {
  lang: string;
  payload: TranslationBundle;
}

/** POST /admin/i18n/files, /save, /restore and /upload. */
export interface LanguageFileChangedResponse {
  lang: string;
  message: string;
}

/** POST /admin/i18n/publish. */
export interface LanguageFilePublishedResponse extends LanguageFileChangedResponse {
  url: string;
  published_at: string;
}

/** POST /admin/i18n/save body. */
export interface SaveLanguageFileRequest {
  lang: string;
  payload: Record<string, unknown>;
}

/** POST /admin/i18n/files and /publish body. */
export interface LanguageCodeRequest {
  /**
   * @pattern ^[a-z]{2,3}(-[a-z0-9]{2,8})?$
   * @example en
   */
  lang: string;
}

/** POST /admin/i18n/restore body. */
export interface RestoreBackupRequest {
  file: string;
}
