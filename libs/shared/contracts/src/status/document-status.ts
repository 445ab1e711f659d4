import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DEFAULT_DOCUMENT_STATUS: DocumentStatus = 'pending';

export const DOCUMENT_STATUS_COLORS: Readonly<Record<DocumentStatus, StatusColor>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export function isDocumentStatus(value: unknown): value is DocumentStatus {
  return isOneOf(DOCUMENT_STATUSES, value);
}

export function normaliseDocumentStatus(value: unknown): DocumentStatus {
  return isDocumentStatus(value) ? value : DEFAULT_DOCUMENT_STATUS;
}

export function documentStatusLabel(status: unknown, hasDocument: boolean): string {
  if (status === 'approved') return 'Approved';
  if (status === 'rejected') return 'Rejected';
  return hasDocument ? 'Pending review' : 'No document';
}
