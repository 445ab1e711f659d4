import type { DocumentStatus, PageMeta } from '@soundpost/contracts';
import { DOCUMENT_UPLOAD, PAGE_SIZES } from '@soundpost/contracts';
import { apiRequest, type AuthMode } from './client';

// The calls of the sign-up, login, verification, profile and activity screens (issue 3 API contract).

export interface MessageAnswer {
  readonly message?: string;
}

export interface TokenAnswer extends MessageAnswer {
  readonly token: string;
}

/** GET /me (artist or onboarding token). */
export interface MeRecord {
  readonly id?: string;
  readonly name?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly email?: string | null;
  readonly email_verified?: boolean | number | null;
  readonly document_status?: DocumentStatus | string | null;
  readonly document_path?: string | null;
  readonly document_url?: string | null;
}

/** GET /artist/me → { user }: the /me fields plus profile and identity (KYC) fields. */
export interface ArtistProfileRecord extends MeRecord {
  readonly artist_name?: string | null;
  readonly phone_number?: string | null;
  readonly country?: string | null;
  readonly country_code?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly postal_code?: string | null;
  readonly paypal_email?: string | null;
  readonly iban?: string | null;
  readonly company?: string | null;
  readonly civil_status?: string | null;
  readonly nif_cnpj?: string | null;
  readonly doc_type?: string | null;
  readonly id_card_number?: string | null;
  readonly passport_number?: string | null;
  readonly id_issuing_place?: string | null;
  readonly id_expiry_date?: string | null;
  readonly nationality?: string | null;
  readonly residence_permit_number?: string | null;
  readonly is_verified?: boolean | number | null;
}

export interface UploadAnswer extends MessageAnswer {
  readonly document_status?: DocumentStatus;
}

/** An entry of GET /me/audit-logs (spec 001 §3). */
export interface AuditLogEntry {
  readonly id: number | string;
  readonly created_at: string;
  readonly event: string;
  readonly actor?: { readonly id?: string; readonly name?: string | null; readonly email?: string | null } | null;
  readonly auditable?: { readonly type?: string; readonly id?: string } | null;
  readonly ip_address?: string | null;
  readonly changes?: Record<string, unknown> | null;
  readonly original?: Record<string, unknown> | null;
}

export interface AuditLogPage {
  readonly data: AuditLogEntry[];
  readonly meta?: Partial<PageMeta>;
}

const post = <T>(path: string, body?: unknown, auth: AuthMode = 'none') => apiRequest<T>(path, { method: 'POST', body, auth });

function documentForm(file: File): FormData {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD.fieldName, file);
  return form;
}

// Sign-up (spec 000 §7).
export const register = (email: string, password: string) => post<MessageAnswer>('/auth/register', { email, password });
export const startOnboarding = (email: string) => post<MessageAnswer>('/auth/onboarding/start', { email });
export const resendEmailCode = (email: string) => post<MessageAnswer>('/auth/resend-email-code', { email });
export const verifyEmailCode = (email: string, code: string) =>
  post<TokenAnswer>('/auth/verify-email-code', { email, code });
export const saveIdentity = (payload: Record<string, unknown>) =>
  post<MessageAnswer>('/auth/kyc', payload, 'onboarding');
export const uploadSignupDocument = (file: File, auth: AuthMode = 'onboarding') =>
  post<UploadAnswer>('/auth/upload-document', documentForm(file), auth);

// Artist login and password reset.
export const startLogin = (email: string, password: string) =>
  post<MessageAnswer>('/artist/login/start', { email, password });
export const verifyLogin = (email: string, code: string) => post<TokenAnswer>('/artist/login/verify', { email, code });
export const sendResetCode = (email: string) => post<MessageAnswer>('/artist/password/send-code', { email });
export const verifyResetCode = (email: string, code: string) =>
  post<{ reset_token?: string }>('/artist/password/verify-code', { email, code });
export const resetPassword = (body: {
  email: string;
  reset_token: string;
  password: string;
  password_confirmation: string;
}) => post<MessageAnswer>('/artist/password/reset', body);

/** Revokes `token` on the server (204). Failures are ignored: the caller clears the token anyway. */
export async function revokeToken(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', token });
  } catch {
    // Already expired or revoked, or offline: nothing more to do.
  }
}

// Current user, profile and KYC (spec 001 §7).
export const fetchMe = (signal?: AbortSignal, auth: AuthMode = 'artist') => apiRequest<MeRecord>('/me', { auth, signal });

export async function fetchArtistProfile(signal?: AbortSignal, auth: AuthMode = 'artist'): Promise<ArtistProfileRecord | null> {
  const body = await apiRequest<{ user?: ArtistProfileRecord } | ArtistProfileRecord | undefined>('/artist/me', {
    auth,
    signal,
  });
  if (!body || typeof body !== 'object') return null;
  if ('user' in body) return body.user ?? null;
  return body as ArtistProfileRecord;
}

export const updateProfile = (payload: Record<string, unknown>) =>
  apiRequest<MessageAnswer & { user?: ArtistProfileRecord }>('/artist/profile', {
    method: 'PUT',
    body: payload,
    auth: 'artist',
  });
export const saveProfileKyc = (payload: Record<string, unknown>) => post<MessageAnswer>('/artist/profile/kyc', payload, 'artist');
export const uploadProfileDocument = (file: File) =>
  post<UploadAnswer>('/artist/profile/document', documentForm(file), 'artist');

export const fetchAuditLogs = (page: number, signal?: AbortSignal) =>
  apiRequest<AuditLogPage>('/me/audit-logs', {
    auth: 'artist',
    query: { page, per_page: PAGE_SIZES.accountActivity.default },
    signal,
  });

/** email_verified arrives as a boolean (contract) or 0/1. */
export function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** The latest document's link: a signed `/api/files/…` URL as given, a bare storage path under /storage (spec 001 §7). */
export function documentLink(record: MeRecord): string | null {
  const path = record.document_url || record.document_path;
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
