import type { VersionReason } from './language-file-version.entity';
import type { VersionSummary } from './language-files.repository';

/** A row of GET /admin/i18n/files (spec 002 §7 "files (lang)"), with what the editor lists. */
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

/** A backup (spec 002 §3 "Backup: file, size, updated_at"); `file` is the id POST /admin/i18n/restore takes. */
export interface LanguageBackupResponse {
  file: string;
  size: number;
  updated_at: string;
  reason: VersionReason;
  created_by: string | null;
}

/** `<lang>/<version id>`: stable, and tells which language it restores at a glance. */
export const backupFileId = (lang: string, id: number): string => `${lang}/${id}`;

/** The version id of a backup file id, when it is well formed. */
export function parseBackupFileId(file: unknown): { lang: string; id: number } | null {
  if (typeof file !== 'string') return null;
  const match = /^([a-z0-9_-]{2,12})\/(\d{1,10})$/.exec(file.trim().toLowerCase());
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { lang: match[1], id } : null;
}

export function toLanguageBackup(version: VersionSummary): LanguageBackupResponse {
  return {
    file: backupFileId(version.lang, version.id),
    size: version.size,
    updated_at: version.createdAt.toISOString(),
    reason: version.reason,
    created_by: version.createdBy,
  };
}
