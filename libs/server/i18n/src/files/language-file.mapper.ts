import type { LanguageBackupResponse } from '@soundpost/contracts';
import type { VersionSummary } from './language-files.repository';

export const backupFileId = (lang: string, id: number): string => `${lang}/${id}`;

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
