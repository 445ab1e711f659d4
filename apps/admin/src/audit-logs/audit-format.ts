import {
  actorWithRoleEn,
  AUDIT_MODELS,
  AUDIT_PREVIEW_MAX_FIELDS,
  auditSentenceEn,
  auditSentences,
  isAccountRole,
  omitHiddenAuditFields,
  type AuditLogResponse,
} from '@soundpost/contracts';
import { formatDateTime } from '../common/date-time/date-time';

/** The spec's three, plus the identity models that opt in to the audit. */
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

export const activeAuditFilters = (filters: AuditFilters): Partial<AuditFilters> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const visibleAuditFields = (values: unknown): Record<string, unknown> =>
  isRecord(values) ? (omitHiddenAuditFields(values) as Record<string, unknown>) : {};

export const formatAuditValue = (value: unknown, max = 80): string => {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

export interface AuditPreview {
  fields: { field: string; value: string }[];
  more: number;
}

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

/** The role shows when the person acted as a member of an artist account (or as an owner it was handed to). */
export const actorLabel = (actor: AuditLogResponse['actor']): string => {
  if (!actor) return 'System';
  const name = actor.name?.trim() || actor.email?.trim() || `#${actor.id}`;
  return actorWithRoleEn(name, isAccountRole(actor.role) ? actor.role : null);
};

export const auditSentenceText = (entry: AuditLogResponse): string => auditSentences(entry, { kind: 'staff' }).map(auditSentenceEn).join(' · ');

export const auditableLabel = (auditable: AuditLogResponse['auditable']): string =>
  auditable ? `${auditable.type} #${auditable.id}` : '—';

export const formatWhen = (value: string): string => formatDateTime(value);
