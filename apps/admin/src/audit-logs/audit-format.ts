import { AUDIT_MODELS, AUDIT_PREVIEW_MAX_FIELDS, auditSentenceEn, auditSentences, omitHiddenAuditFields, type AuditLogResponse } from '@soundpost/contracts';
import { formatDateTime } from '../common/date-time/date-time';

/** Model filter: the spec's three, plus the identity models that opt in to the audit (issue 3). */
export const AUDIT_MODEL_OPTIONS: readonly string[] = [...AUDIT_MODELS, 'ArtistProfile', 'IdentityDocument'];

export interface AuditFilters {
  event: string;
  model: string;
  actor_id: string;
  auditable_id: string;
  user_id: string;
  from: string;
  to: string;
  q: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  event: '',
  model: '',
  actor_id: '',
  auditable_id: '',
  user_id: '',
  from: '',
  to: '',
  q: '',
};

/** The filters worth sending: trimmed, blanks left out ("any"). */
export const activeAuditFilters = (filters: AuditFilters): Partial<AuditFilters> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a changes/original object without password, remember_token and login_code. */
export const visibleAuditFields = (values: unknown): Record<string, unknown> =>
  isRecord(values) ? (omitHiddenAuditFields(values) as Record<string, unknown>) : {};

/** A value as one short line. */
export const formatAuditValue = (value: unknown, max = 80): string => {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

export interface AuditPreview {
  fields: { field: string; value: string }[];
  /** Visible fields beyond the first 4. */
  more: number;
}

/** The Preview cell: at most 4 visible fields (the new values; the old ones for a deletion). */
export const auditPreview = (entry: AuditLogResponse): AuditPreview => {
  const changes = visibleAuditFields(entry.changes);
  const source = Object.keys(changes).length > 0 ? changes : visibleAuditFields(entry.original);
  const keys = Object.keys(source);
  return {
    fields: keys
      .slice(0, AUDIT_PREVIEW_MAX_FIELDS)
      .map((field) => ({ field, value: formatAuditValue(source[field], 40) })),
    more: Math.max(0, keys.length - AUDIT_PREVIEW_MAX_FIELDS),
  };
};

export interface AuditDiffRow {
  field: string;
  from: string;
  to: string;
  changed: boolean;
}

/** The Details table: every visible field of original and changes, from → to. */
export const auditDiff = (entry: AuditLogResponse): AuditDiffRow[] => {
  const original = visibleAuditFields(entry.original);
  const changes = visibleAuditFields(entry.changes);
  const fields = [...new Set([...Object.keys(original), ...Object.keys(changes)])];
  return fields.map((field) => {
    const before = field in original ? original[field] : undefined;
    const after = field in changes ? changes[field] : undefined;
    return {
      field,
      from: formatAuditValue(before, 500),
      to: formatAuditValue(after, 500),
      changed: JSON.stringify(before) !== JSON.stringify(after),
    };
  });
};

export const actorLabel = (actor: AuditLogResponse['actor']): string => {
  if (!actor) return 'System';
  return actor.name?.trim() || actor.email?.trim() || `#${actor.id}`;
};

/** What happened, as a person would say it ("Jane Newbie changed the release title from “A” to “B”"). */
export const auditSentenceText = (entry: AuditLogResponse): string => auditSentences(entry, { kind: 'staff' }).map(auditSentenceEn).join(' · ');

export const auditableLabel = (auditable: AuditLogResponse['auditable']): string =>
  auditable ? `${auditable.type} #${auditable.id}` : '—';

/** When an event happened, in the staff member's locale (the shared back-office format). */
export const formatWhen = (value: string): string => formatDateTime(value);
