import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const AUDIT_EVENTS = ['created', 'updated', 'deleted'] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const AUDIT_EVENT_COLORS: Readonly<Record<AuditEvent, StatusColor>> = {
  created: 'success',
  updated: 'info',
  deleted: 'error',
};

/** Never shown in any audit view, and never worth storing in the diff either. */
export const AUDIT_HIDDEN_FIELDS = ['password', 'remember_token', 'login_code'] as const;
export type AuditHiddenField = (typeof AUDIT_HIDDEN_FIELDS)[number];

export const AUDIT_MODELS = ['User', 'Transaction', 'Subscription'] as const;
export type AuditModel = (typeof AUDIT_MODELS)[number];

export const AUDIT_PREVIEW_MAX_FIELDS = 4;

export function isAuditEvent(value: unknown): value is AuditEvent {
  return isOneOf(AUDIT_EVENTS, value);
}

export function isHiddenAuditField(field: string): boolean {
  return isOneOf(AUDIT_HIDDEN_FIELDS, field);
}

export function omitHiddenAuditFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T & string)[]) {
    if (!isHiddenAuditField(key)) result[key] = values[key];
  }
  return result;
}
