import { ERROR_CODES } from '../messages/common.messages';

export interface ApiError {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  if (typeof body['message'] !== 'string') return false;
  if (body['code'] !== undefined && typeof body['code'] !== 'string') return false;
  const errors = body['errors'];
  if (errors === undefined) return true;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return false;
  return Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
}

export function flattenValidationErrors(errors: Record<string, readonly string[]> | null | undefined): string {
  if (!errors) return '';
  return Object.values(errors)
    .flat()
    .filter((message) => message.trim() !== '')
    .join('; ');
}

/** Takes `unknown` because a failed call may have no JSON body at all. */
export function errorMessageFrom(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  const message = record['message'];
  if (typeof message === 'string' && message.trim() !== '') return message;
  const errors = record['errors'];
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    const messages: unknown[] = Object.values(errors).flat();
    const flattened = messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '').join('; ');
    if (flattened !== '') return flattened;
  }
  return fallback;
}

export function isAccountBlockedError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>)['code'] === ERROR_CODES.accountBlocked;
}
