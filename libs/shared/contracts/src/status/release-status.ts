import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const RELEASE_STATUSES = ['pending', 'approved', 'live', 'rejected', 'removed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** Legacy spellings of `removed` still found in data. */
export const RELEASE_STATUS_ALIASES: Readonly<Record<string, ReleaseStatus>> = {
  takendown: 'removed',
  taken_down: 'removed',
};

export const RELEASE_STATUS_LABELS: Readonly<Record<ReleaseStatus, string>> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  live: 'Ao Vivo',
  rejected: 'Rejeitado',
  removed: 'Retirado',
};

export const FINAL_RELEASE_STATUSES: readonly ReleaseStatus[] = ['approved', 'live', 'rejected', 'removed'];

/** Spec silent; chosen so that waiting is amber, good outcomes green, refusals red and withdrawn neutral. */
export const RELEASE_STATUS_COLORS: Readonly<Record<ReleaseStatus, StatusColor>> = {
  pending: 'warning',
  approved: 'info',
  live: 'success',
  rejected: 'error',
  removed: 'default',
};

export function isReleaseStatus(value: unknown): value is ReleaseStatus {
  return isOneOf(RELEASE_STATUSES, value);
}

// Keys are compared after lower-casing and turning runs of spaces/hyphens into '_'.
const RELEASE_STATUS_SYNONYMS: Readonly<Record<string, ReleaseStatus>> = {
  ...RELEASE_STATUS_ALIASES,
  pendente: 'pending',
  aprovado: 'approved',
  ao_vivo: 'live',
  rejeitado: 'rejected',
  retirado: 'removed',
};

export function normaliseReleaseStatus(value: unknown): ReleaseStatus | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (isReleaseStatus(key)) return key;
  return RELEASE_STATUS_SYNONYMS[key] ?? null;
}

/** Accepts any spelling, so 'Aprovado' from an old row is final too (spec: "and equivalents"). */
export function isFinalReleaseStatus(value: unknown): boolean {
  const status = normaliseReleaseStatus(value);
  return status !== null && FINAL_RELEASE_STATUSES.includes(status);
}

export function releaseStatusLabel(value: string): string {
  const status = normaliseReleaseStatus(value);
  return status === null ? value : RELEASE_STATUS_LABELS[status];
}

export function releaseStatusColor(value: unknown): StatusColor {
  const status = normaliseReleaseStatus(value);
  return status === null ? 'default' : RELEASE_STATUS_COLORS[status];
}
