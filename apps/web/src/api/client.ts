import { retryAfterOf, STEP_UP, STORAGE_KEYS } from '@soundpost/contracts';
import { API_BASE } from '../constants';
import { clearSessionTokens } from '../session/session-store';
import { askForStepUp } from '../session/step-up';

/** Never branch on message text. */
export const API_ERROR_CODES = {
  accountBlocked: 'account_blocked',
  documentsNotApproved: 'documents_not_approved',
  emailTaken: 'email_taken',
  emailNotFound: 'email_not_found',
  invalidCode: 'invalid_code',
  resetExpired: 'reset_expired',
  roleForbidden: 'role_forbidden',
} as const;

export const DOCUMENTS_NOT_APPROVED_EVENT = 'soundpost:documents-not-approved';
/** A 403 `role_forbidden`: the role may have changed since the console read it (session/accounts.ts reads it again). */
export const ROLE_FORBIDDEN_EVENT = 'soundpost:role-forbidden';

/** `onboarding` prefers the onboarding token (the sign-up identity and document steps), `session` the artist token. */
export type AuthMode = 'session' | 'onboarding' | 'artist' | 'none';

export interface ApiRequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | null | undefined>>;
  readonly auth?: AuthMode;
  readonly token?: string | null;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** Set on the resend after a step-up, so a refused confirmation never loops. */
  readonly stepUpAsked?: boolean;
}

/** So the e-mails a call causes are written in the app's language rather than the browser's. */
export function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly redirect_to: string | undefined;
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    super(serverMessage(record));
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = typeof record['code'] === 'string' ? record['code'] : undefined;
    this.errors = fieldErrors(record['errors']);
    this.redirect_to = typeof record['redirect_to'] === 'string' ? record['redirect_to'] : undefined;
    this.retryAfter = status === 429 ? retryAfterOf(record) : null;
  }

  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(value)) {
    const messages = (Array.isArray(list) ? list : [list]).filter(
      (m): m is string => typeof m === 'string' && m.trim() !== '',
    );
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}

function serverMessage(body: Record<string, unknown>): string {
  for (const key of ['message', 'error']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  const first = Object.values(fieldErrors(body['errors']))[0]?.[0];
  return first ?? '';
}

export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function readToken(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

export function bearerToken(auth: AuthMode): string | null {
  const artist = () => readToken(STORAGE_KEYS.artistToken);
  const onboarding = () => readToken(STORAGE_KEYS.onboardingToken);
  switch (auth) {
    case 'none':
      return null;
    case 'artist':
      return artist();
    case 'onboarding':
      return onboarding() ?? artist();
    default:
      return artist() ?? onboarding();
  }
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A 403 `documents_not_approved` also tells the shell to show the verification page, `role_forbidden` the console
 * to read the role again; `account_blocked` ends the session.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = 'session', signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader(), ...options.headers };
  const token = options.token !== undefined ? options.token : bearerToken(auth);
  if (token) headers['Authorization'] = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw error;
    throw new ApiRequestError(0, undefined);
  }

  const data = await readBody(res).catch(() => undefined);
  if (!res.ok) {
    const error = new ApiRequestError(res.status, data);
    if (res.status === 403 && error.code === API_ERROR_CODES.documentsNotApproved) {
      window.dispatchEvent(new Event(DOCUMENTS_NOT_APPROVED_EVENT));
    }
    if (res.status === 403 && error.code === API_ERROR_CODES.roleForbidden && token) window.dispatchEvent(new Event(ROLE_FORBIDDEN_EVENT));
    // A block revokes every token: the session ends at the first call that learns of it.
    if (res.status === 403 && error.code === API_ERROR_CODES.accountBlocked && token) clearSessionTokens();
    // Money and identity changes want a fresh e-mailed code: ask for it, then send the same call again.
    if (res.status === 403 && error.code === STEP_UP.requiredCode && token && !options.stepUpAsked && (await askForStepUp())) {
      return apiRequest<T>(path, { ...options, stepUpAsked: true });
    }
    throw error;
  }
  return data as T;
}

/** Never an absolute or protocol-relative URL. */
export function safeRedirect(target: string | undefined, fallback = '/login'): string {
  if (target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  return fallback;
}
