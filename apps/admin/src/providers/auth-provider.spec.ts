import { ADMIN_MESSAGES, hasAdminAccess, STORAGE_KEYS } from '@soundpost/contracts';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { createAuthProvider, roleNames, VerificationRequiredError } from './auth-provider';

const { adminToken: ADMIN_TOKEN_KEY, artistToken: ARTIST_TOKEN_KEY } = STORAGE_KEYS;
const NO_ADMIN_ACCESS = ADMIN_MESSAGES.noAdminAccess;

const me = (roles: unknown, extra: Record<string, unknown> = {}) =>
  jsonResponse(200, { id: 7, name: 'Ana Admin', email: 'ana@soundpost.test', roles, ...extra });

describe('authProvider', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  describe('login', () => {
    it('posts the e-mail and password, stores the token, clears artist_token and checks the roles', async () => {
      localStorage.setItem(ARTIST_TOKEN_KEY, 'artist-secret');
      const fetchMock = mockFetch(jsonResponse(200, { token: 'tok-1' }), me(['admin']));
      const auth = createAuthProvider();

      await auth.login({ username: ' ana@soundpost.test ', password: 'pw-123' });

      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-1');
      expect(localStorage.getItem(ARTIST_TOKEN_KEY)).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const login = fetchCall(fetchMock, 0);
      expect(login.url).toBe('/api/admin/login');
      expect(login.method).toBe('POST');
      expect(login.body).toEqual({ email: 'ana@soundpost.test', password: 'pw-123' });
      expect(login.headers.get('Content-Type')).toBe('application/json');
      const current = fetchCall(fetchMock, 1);
      expect(current.url).toBe('/api/admin/me');
      expect(current.headers.get('Authorization')).toBe('Bearer tok-1');
    });

    it('rejects with "Verification required" and stores nothing when the server asks for a code', async () => {
      localStorage.setItem(ARTIST_TOKEN_KEY, 'artist-secret');
      const fetchMock = mockFetch(jsonResponse(200, { require_code: true }));
      const auth = createAuthProvider();

      const attempt = auth.login({ username: 'ana@soundpost.test', password: 'pw' });

      await expect(attempt).rejects.toThrow('Verification required');
      await expect(attempt).rejects.toBeInstanceOf(VerificationRequiredError);
      await expect(attempt).rejects.toMatchObject({ requireCode: true, email: 'ana@soundpost.test' });
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(ARTIST_TOKEN_KEY)).toBe('artist-secret');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('refuses users without the admin or manager role and removes the token', async () => {
      mockFetch(jsonResponse(200, { token: 'tok-artist' }), me(['artist', 'user']));
      const auth = createAuthProvider();

      await expect(auth.login({ username: 'bob@soundpost.test', password: 'pw' })).rejects.toThrow(NO_ADMIN_ACCESS);
      expect(NO_ADMIN_ACCESS).toBe('You do not have admin access.');
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it('accepts roles given as objects with a name, in any case', async () => {
      mockFetch(jsonResponse(200, { token: 'tok-2' }), me([{ id: 3, name: 'Manager' }]));
      const auth = createAuthProvider();

      await auth.login({ username: 'ana@soundpost.test', password: 'pw' });

      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-2');
      await expect(auth.getIdentity()).resolves.toEqual({
        id: 7,
        fullName: 'Ana Admin',
        email: 'ana@soundpost.test',
        roles: ['Manager'],
      });
    });

    it("shows the server's message field when the login fails", async () => {
      mockFetch(jsonResponse(422, { message: 'These credentials do not match our records.' }));
      const auth = createAuthProvider();

      await expect(auth.login({ username: 'a@b.c', password: 'bad' })).rejects.toThrow(
        'These credentials do not match our records.',
      );
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it('falls back to "Login failed" when the failure has no message', async () => {
      mockFetch(jsonResponse(500));
      await expect(createAuthProvider().login({ username: 'a@b.c', password: 'x' })).rejects.toThrow('Login failed');
    });

    it('rejects with "Login did not return a token" when the answer has no token', async () => {
      mockFetch(jsonResponse(200, {}));
      await expect(createAuthProvider().login({ username: 'a@b.c', password: 'x' })).rejects.toThrow(
        'Login did not return a token',
      );
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it('removes the token again when the current-user call fails', async () => {
      mockFetch(jsonResponse(200, { token: 'tok-3' }), jsonResponse(500, { message: 'Server exploded' }));
      await expect(createAuthProvider().login({ username: 'a@b.c', password: 'x' })).rejects.toThrow('Server exploded');
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });
  });

  describe('verifyCode', () => {
    it('exchanges the code for a token, then checks the roles', async () => {
      localStorage.setItem(ARTIST_TOKEN_KEY, 'artist-secret');
      const fetchMock = mockFetch(jsonResponse(200, { token: 'tok-code' }), me(['admin']));

      await createAuthProvider().verifyCode('ana@soundpost.test', '12 34-56');

      const call = fetchCall(fetchMock, 0);
      expect(call.url).toBe('/api/admin/verify-code');
      expect(call.method).toBe('POST');
      expect(call.body).toEqual({ email: 'ana@soundpost.test', code: '123456' });
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-code');
      expect(localStorage.getItem(ARTIST_TOKEN_KEY)).toBeNull();
    });

    it('is also reached through login({ email, code }), the way the login page signs in', async () => {
      const fetchMock = mockFetch(jsonResponse(200, { token: 'tok-code' }), me(['manager']));
      const auth = createAuthProvider();

      await auth.login({ email: ' ana@soundpost.test ', code: '12 34 56' });

      expect(fetchCall(fetchMock, 0)).toMatchObject({
        url: '/api/admin/verify-code',
        method: 'POST',
        body: { email: 'ana@soundpost.test', code: '123456' },
      });
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-code');
    });

    it('keeps the server message of the code request', async () => {
      mockFetch(jsonResponse(200, { require_code: true, message: 'A verification code has been sent to your email.' }));
      await expect(createAuthProvider().login({ username: 'a@b.test', password: 'pw' })).rejects.toMatchObject({
        serverMessage: 'A verification code has been sent to your email.',
      });
    });

    it('rejects with "Verification did not return a token" without a token', async () => {
      mockFetch(jsonResponse(200, { ok: true }));
      await expect(createAuthProvider().verifyCode('a@b.c', '123456')).rejects.toThrow(
        'Verification did not return a token',
      );
    });
  });

  describe('checkAuth', () => {
    it('rejects without calling the API when no token is stored', async () => {
      const fetchMock = mockFetch();
      await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('resolves for a stored token of a staff user and reuses the identity for getIdentity', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-ok');
      const fetchMock = mockFetch(me(['admin']));
      const auth = createAuthProvider();

      await expect(auth.checkAuth({})).resolves.toBeUndefined();
      await expect(auth.getIdentity()).resolves.toMatchObject({ fullName: 'Ana Admin', roles: ['admin'] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchCall(fetchMock, 0).headers.get('Authorization')).toBe('Bearer tok-ok');
    });

    it('rejects and removes the token when the current-user call answers 401', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-expired');
      mockFetch(jsonResponse(401, { message: 'Unauthenticated.' }));

      await expect(createAuthProvider().checkAuth({})).rejects.toThrow('Unauthenticated.');
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it('rejects with "You do not have admin access." for a non-staff token', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-user');
      mockFetch(me([{ name: 'artist' }]));

      await expect(createAuthProvider().checkAuth({})).rejects.toThrow(NO_ADMIN_ACCESS);
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });
  });

  describe('checkError', () => {
    it('rejects on 401 so that react-admin logs out', async () => {
      await expect(createAuthProvider().checkError({ status: 401 })).rejects.toBeDefined();
    });

    it('resolves on 403 and other errors', async () => {
      const auth = createAuthProvider();
      await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
      await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
      await expect(auth.checkError(new Error('network'))).resolves.toBeUndefined();
    });
  });

  describe('logout', () => {
    it('posts to /api/admin/logout with the token, then removes it', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-out');
      const fetchMock = mockFetch(jsonResponse(204));

      await expect(createAuthProvider().logout({})).resolves.toBeUndefined();

      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      const call = fetchCall(fetchMock, 0);
      expect(call.url).toBe('/api/admin/logout');
      expect(call.method).toBe('POST');
      expect(call.headers.get('Authorization')).toBe('Bearer tok-out');
    });

    it('removes the token even when the logout call fails', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-out');
      mockFetch(new TypeError('Failed to fetch'));

      await expect(createAuthProvider().logout({})).resolves.toBeUndefined();
      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    });

    it('forgets the cached identity', async () => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-a');
      const fetchMock = mockFetch(me(['admin']), jsonResponse(204));
      const auth = createAuthProvider();
      await auth.getIdentity();
      await auth.logout({});

      await expect(auth.getIdentity()).rejects.toBeDefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});

describe('roles', () => {
  it('reads role names from strings and objects', () => {
    expect(roleNames(['admin', { name: 'Manager' }, { id: 1 }, null, ' '])).toEqual(['admin', 'Manager']);
    expect(roleNames(undefined)).toEqual([]);
  });

  it('lets in admin and manager only, in any case, once read by roleNames', () => {
    expect(hasAdminAccess(roleNames(['ADMIN']))).toBe(true);
    expect(hasAdminAccess(roleNames([{ name: ' Manager ' }, null]))).toBe(true);
    expect(hasAdminAccess(roleNames(['artist', { name: 'label' }, { id: 1 }]))).toBe(false);
    expect(hasAdminAccess(roleNames(undefined))).toBe(false);
  });
});
