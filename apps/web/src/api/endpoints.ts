import {
  type ArtistMeResponse,
  type ArtistMeUser,
  type AuditLogPage,
  DOCUMENT_UPLOAD,
  type DocumentUploadedResponse,
  type KycSavedResponse,
  type MeResponse,
  type MessageResponse,
  PAGE_SIZES,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type ProfileUpdatedResponse,
  type ResetTokenResponse,
  type TokenResponse,
} from '@soundpost/contracts';
import { apiRequest, type AuthMode } from './client';

const post = <T>(path: string, body?: unknown, auth: AuthMode = 'none') => apiRequest<T>(path, { method: 'POST', body, auth });

function documentForm(file: File): FormData {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD.fieldName, file);
  return form;
}

export const register = (email: string, password: string) => post<MessageResponse>('/auth/register', { email, password });
export const startOnboarding = (email: string) => post<MessageResponse>('/auth/onboarding/start', { email });
export const resendEmailCode = (email: string) => post<MessageResponse>('/auth/resend-email-code', { email });
export const verifyEmailCode = (email: string, code: string) =>
  post<TokenResponse>('/auth/verify-email-code', { email, code });
export const saveIdentity = (payload: Record<string, unknown>) =>
  post<KycSavedResponse>('/auth/kyc', payload, 'onboarding');
export const uploadSignupDocument = (file: File, auth: AuthMode = 'onboarding') =>
  post<DocumentUploadedResponse>('/auth/upload-document', documentForm(file), auth);

export const startLogin = (email: string, password: string) =>
  post<MessageResponse>('/artist/login/start', { email, password });
export const verifyLogin = (email: string, code: string) => post<TokenResponse>('/artist/login/verify', { email, code });
export const sendResetCode = (email: string) => post<MessageResponse>('/artist/password/send-code', { email });
export const verifyResetCode = (email: string, code: string) =>
  post<ResetTokenResponse>('/artist/password/verify-code', { email, code });
export const resetPassword = (body: PasswordResetRequest) => post<MessageResponse>('/artist/password/reset', body);

/** Failures are ignored: the caller clears the token anyway. */
export async function revokeToken(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', token });
  } catch {
    // Already expired or revoked, or offline: nothing more to do.
  }
}

export const fetchMe = (signal?: AbortSignal, auth: AuthMode = 'artist') => apiRequest<MeResponse>('/me', { auth, signal });

export async function fetchArtistProfile(signal?: AbortSignal, auth: AuthMode = 'artist'): Promise<ArtistMeUser | null> {
  // The answer is { user }; a bare user record is read too.
  const body = await apiRequest<ArtistMeResponse | ArtistMeUser | undefined>('/artist/me', {
    auth,
    signal,
  });
  if (!body || typeof body !== 'object') return null;
  if ('user' in body) return body.user ?? null;
  return body;
}

export const updateProfile = (payload: Record<string, unknown>) =>
  apiRequest<ProfileUpdatedResponse>('/artist/profile', {
    method: 'PUT',
    body: payload,
    auth: 'artist',
  });
export const changePassword = (body: PasswordChangeRequest) =>
  apiRequest<MessageResponse>('/artist/profile/password', { method: 'PUT', body, auth: 'artist' });
export const saveProfileKyc = (payload: Record<string, unknown>) => post<KycSavedResponse>('/artist/profile/kyc', payload, 'artist');
export const uploadProfileDocument = (file: File) =>
  post<DocumentUploadedResponse>('/artist/profile/document', documentForm(file), 'artist');

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

/** The latest document's link: a signed `/api/files/…` URL as given, a bare storage path under /storage. */
export function documentLink(record: Pick<MeResponse, 'document_url' | 'document_path'>): string | null {
  const path = record.document_url || record.document_path;
  if (!path) return null;
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
