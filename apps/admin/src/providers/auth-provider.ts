import { ADMIN_MESSAGES, hasAdminAccess, retryAfterOf } from '@soundpost/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiErrorMessage } from './api-errors';
import { clearAdminToken, getAdminToken, setAdminToken } from './token-storage';

export const API_BASE_URL = '/api';

/** The spec quotes no text for this step (the code screen takes over), so ADMIN_MESSAGES has none. */
export const VERIFICATION_REQUIRED = 'Verification required';

export type ApiRole = string | { name?: string | null; [key: string]: unknown };

export interface AdminIdentity extends UserIdentity {
  id: string | number;
  fullName: string;
  email: string;
  roles: string[];
}

export interface LoginParams {
  /** react-admin's login form calls the field `username`; it holds the e-mail address. */
  username?: string;
  email?: string;
  password?: string;
  code?: string;
}

export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

export class VerificationRequiredError extends AuthRequestError {
  readonly requireCode = true;
  constructor(
    readonly email: string,
    readonly serverMessage?: string,
  ) {
    super(VERIFICATION_REQUIRED);
    this.name = 'VerificationRequiredError';
  }
}

export interface AdminAuthProvider extends AuthProvider {
  login: (params: LoginParams) => Promise<void>;
  getIdentity: () => Promise<AdminIdentity>;
  verifyCode: (email: string, code: string) => Promise<void>;
  resendCode: (email: string) => Promise<void>;
}

/** Unlike the contracts' `roleNames` it skips malformed entries and keeps the server's spelling for the role badges. */
export const roleNames = (roles: unknown): string[] => {
  if (!Array.isArray(roles)) return [];
  return roles
    .map((role) => (typeof role === 'string' ? role : typeof role?.name === 'string' ? role.name : ''))
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
};

interface JsonAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const tokenFrom = (body: unknown): string | undefined => {
  const token = isRecord(body) ? body['token'] : undefined;
  return typeof token === 'string' && token.trim() ? token : undefined;
};

const ownMessage = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

export interface AuthProviderOptions {
  apiUrl?: string;
}

export const createAuthProvider = ({ apiUrl = API_BASE_URL }: AuthProviderOptions = {}): AdminAuthProvider => {
  let identityCache: { token: string; promise: Promise<AdminIdentity> } | null = null;

  const request = async (
    path: string,
    { method = 'GET', json, token }: { method?: string; json?: unknown; token?: string | null } = {},
  ): Promise<JsonAnswer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { ok: response.ok, status: response.status, body: await readBody(response) };
  };

  const call = async (
    path: string,
    options: { method?: string; json?: unknown; token?: string | null },
    fallback: string,
  ): Promise<JsonAnswer> => {
    let answer: JsonAnswer;
    try {
      answer = await request(path, options);
    } catch (error) {
      throw new AuthRequestError(apiErrorMessage(undefined, fallback, ownMessage(error)));
    }
    if (!answer.ok) throw new AuthRequestError(apiErrorMessage(answer.body, fallback), answer.status, answer.status === 429 ? retryAfterOf(answer.body) : null);
    return answer;
  };

  const fetchIdentity = async (token: string): Promise<AdminIdentity> => {
    const { body } = await call('/admin/me', { token }, ADMIN_MESSAGES.loginFailed);
    const me = isRecord(body) && isRecord(body['data']) ? body['data'] : body;
    if (!isRecord(me)) throw new AuthRequestError(ADMIN_MESSAGES.loginFailed);
    const id = me['id'];
    return {
      id: typeof id === 'number' || typeof id === 'string' ? id : '',
      fullName: typeof me['name'] === 'string' ? me['name'] : '',
      email: typeof me['email'] === 'string' ? me['email'] : '',
      roles: roleNames(me['roles']),
    };
  };

  const loadIdentity = (): Promise<AdminIdentity> => {
    const token = getAdminToken();
    if (!token) return Promise.reject(new AuthRequestError('ra.auth.auth_check_error', 401));
    if (identityCache?.token === token) return identityCache.promise;
    const promise = fetchIdentity(token).catch((error: unknown) => {
      // Do not keep a failure: the next check asks again.
      if (identityCache?.promise === promise) identityCache = null;
      throw error;
    });
    identityCache = { token, promise };
    return promise;
  };

  const forgetSession = (): void => {
    identityCache = null;
    clearAdminToken();
  };

  /** A failing current-user call, or a user without those roles, loses the token. */
  const requireAdminAccess = async (): Promise<void> => {
    let identity: AdminIdentity;
    try {
      identity = await loadIdentity();
    } catch (error) {
      forgetSession();
      throw error;
    }
    if (!hasAdminAccess(identity.roles)) {
      forgetSession();
      throw new AuthRequestError(ADMIN_MESSAGES.noAdminAccess, 403);
    }
  };

  const acceptToken = async (token: string): Promise<void> => {
    identityCache = null;
    setAdminToken(token);
    await requireAdminAccess();
  };

  const verifyCode = async (email: string, code: string): Promise<void> => {
    const { body } = await call(
      '/admin/verify-code',
      { method: 'POST', json: { email: email.trim(), code: code.replace(/\D/g, '') } },
      ADMIN_MESSAGES.verificationFailed,
    );
    const token = tokenFrom(body);
    if (!token) throw new AuthRequestError(ADMIN_MESSAGES.verificationNoToken);
    await acceptToken(token);
  };

  return {
    async login({ username, email, password, code }: LoginParams) {
      const address = String(username ?? email ?? '').trim();
      // The code step goes through login too, so react-admin's useLogin redirects after it as after a password.
      if (code !== undefined) return verifyCode(address, code);
      const { body } = await call(
        '/admin/login',
        { method: 'POST', json: { email: address, password: password ?? '' } },
        ADMIN_MESSAGES.loginFailed,
      );
      if (isRecord(body) && body['require_code']) {
        const message = typeof body['message'] === 'string' && body['message'].trim() ? body['message'] : undefined;
        throw new VerificationRequiredError(address, message);
      }
      const token = tokenFrom(body);
      if (!token) throw new AuthRequestError(ADMIN_MESSAGES.loginNoToken);
      await acceptToken(token);
    },

    verifyCode,

    async resendCode(email: string) {
      await call('/admin/resend-code', { method: 'POST', json: { email: email.trim() } }, ADMIN_MESSAGES.resendCodeFailed);
    },

    async checkAuth() {
      if (!getAdminToken()) throw new AuthRequestError('ra.auth.auth_check_error', 401);
      await requireAdminAccess();
    },

    async checkError(error: unknown) {
      const status = isRecord(error) ? error['status'] : undefined;
      if (status === 401) throw new AuthRequestError('ra.notification.logged_out', 401);
      // 403 and anything else: stay signed in; the screen shows the error.
    },

    getIdentity: () => loadIdentity(),

    // No getPermissions on purpose: with `requireAuth` react-admin 5.15 loops between its auth check and
    // logout when getPermissions resolves for an anonymous visitor.

    async logout() {
      const token = getAdminToken();
      forgetSession();
      if (token) {
        try {
          await request('/admin/logout', { method: 'POST', token });
        } catch {
          // The token is gone locally whatever the server says.
        }
      }
      // Returning nothing lets react-admin redirect to its login route (/admin/login under the basename).
    },
  };
};

export const authProvider = createAuthProvider();
