import { ADMIN_MESSAGES, STORAGE_KEYS } from '@soundpost/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminApp } from '../App';
import { createAuthProvider } from '../providers/auth-provider';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';

const { adminToken: ADMIN_TOKEN_KEY, artistToken: ARTIST_TOKEN_KEY } = STORAGE_KEYS;

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** fetch answering by "METHOD url"; unknown calls fail the test loudly. */
const mockApi = (handlers: Record<string, Handler>): FetchMock => {
  const mock: FetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    return handler(init);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
};

const bodyOf = (mock: FetchMock, key: string) => {
  const call = mock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call && typeof call[1]?.body === 'string' ? JSON.parse(call[1].body) : undefined;
};

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={['/admin/login']}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminApp
              authProvider={createAuthProvider()}
              dataProvider={testDataProvider({ getList: async () => ({ data: [], total: 0 }) as never })}
              store={memoryStore()}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const codeSent = { require_code: true, message: 'A verification code has been sent to your email.' };
const staff = { id: 3, name: 'Rui Manager', email: 'rui@soundpost.test', roles: ['manager'] };

const signIn = async (email = 'rui@soundpost.test', password = 'secret-pass') => {
  fireEvent.change(await screen.findByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
};

const codeInput = () => screen.getByTestId('login-code') as HTMLInputElement;
const verifyButton = () => screen.getByTestId('login-verify') as HTMLButtonElement;
const resendButton = () => screen.getByTestId('login-resend') as HTMLButtonElement;

describe('<LoginPage>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('keeps the password step selectors of the shell journey', async () => {
    mockApi({});
    renderLogin();

    const email = await screen.findByLabelText(/Email/);
    expect(email.getAttribute('name')).toBe('username');
    expect(screen.getByLabelText(/Password/).getAttribute('name')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(screen.getByTestId('login-submit'));
  });

  it('asks for e-mail and password before calling the API', async () => {
    const api = mockApi({});
    renderLogin();

    fireEvent.click(await screen.findByTestId('login-submit'));

    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the server message when the password is wrong', async () => {
    mockApi({
      'POST /api/admin/login': () =>
        jsonResponse(422, { code: 'invalid_credentials', message: 'These credentials do not match our records.' }),
    });
    renderLogin();

    await signIn();

    expect((await screen.findByTestId('login-error')).textContent).toBe('These credentials do not match our records.');
    expect(screen.queryByTestId('login-code')).toBeNull();
  });

  it('goes to the code step, keeps digits only and enables Verify at 6 digits, then signs in', async () => {
    localStorage.setItem(ARTIST_TOKEN_KEY, 'artist-secret');
    const api = mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/verify-code': () => jsonResponse(200, { token: 'admin-tok', user: staff }),
      'GET /api/admin/me': () => jsonResponse(200, staff),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByTestId('login-code')).toBeTruthy();
    expect(screen.getByTestId('login-info').textContent).toBe(codeSent.message);
    expect(bodyOf(api, 'POST /api/admin/login')).toEqual({ email: 'rui@soundpost.test', password: 'secret-pass' });
    expect(verifyButton().disabled).toBe(true);

    fireEvent.change(codeInput(), { target: { value: '12a 3' } });
    expect(codeInput().value).toBe('123');
    expect(verifyButton().disabled).toBe(true);

    expect(codeInput().getAttribute('maxlength')).toBeNull();
    fireEvent.change(codeInput(), { target: { value: '12-34-56-78' } });
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);

    fireEvent.click(verifyButton());

    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(bodyOf(api, 'POST /api/admin/verify-code')).toEqual({ email: 'rui@soundpost.test', code: '123456' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-tok');
    expect(localStorage.getItem(ARTIST_TOKEN_KEY)).toBeNull();
  });

  it('blocks resend for 30 seconds, then resends and restarts the countdown', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/resend-code': () => jsonResponse(200, { message: 'A new code has been sent to your email.' }),
    });
    renderLogin();
    await signIn();
    await screen.findByTestId('login-code');

    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toBe('Resend code (30s)');

    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(resendButton().textContent).toBe('Resend code (20s)');
    expect(resendButton().disabled).toBe(true);

    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(resendButton().disabled).toBe(false);
    expect(resendButton().textContent).toBe('Resend code');

    fireEvent.click(resendButton());

    await waitFor(() => expect(resendButton().textContent).toBe('Resend code (30s)'));
    expect(bodyOf(api, 'POST /api/admin/resend-code')).toEqual({ email: 'rui@soundpost.test' });
  });

  it("says 'Could not resend code' when resending fails without a message", async () => {
    jest.useFakeTimers();
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/resend-code': () => jsonResponse(500),
    });
    renderLogin();
    await signIn();
    await screen.findByTestId('login-code');

    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    fireEvent.click(resendButton());

    expect((await screen.findByTestId('login-error')).textContent).toBe(ADMIN_MESSAGES.resendCodeFailed);
    expect(ADMIN_MESSAGES.resendCodeFailed).toBe('Could not resend code');
    expect(resendButton().disabled).toBe(false);
  });

  it('counts down the wait of a throttled resend, with the seconds in the message', async () => {
    jest.useFakeTimers();
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/resend-code': () => jsonResponse(429, { message: 'Too many requests. Please try again in 45 seconds.', code: 'too_many_requests', retry_after: 45 }),
    });
    renderLogin();
    await signIn();
    await screen.findByTestId('login-code');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    fireEvent.click(resendButton());

    expect((await screen.findByTestId('login-error')).textContent).toBe('Too many requests. Please try again in 45 seconds.');
    await waitFor(() => expect(resendButton().textContent).toBe('Resend code (45s)'));
    expect(resendButton().disabled).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(resendButton().textContent).toBe('Resend code (30s)');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(resendButton().disabled).toBe(false);
  });

  it('refuses a user without the admin or manager role after the code, and removes the token', async () => {
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/verify-code': () => jsonResponse(200, { token: 'artist-tok' }),
      'GET /api/admin/me': () => jsonResponse(200, { ...staff, roles: ['artist'] }),
    });
    renderLogin();
    await signIn();

    fireEvent.change(await screen.findByTestId('login-code'), { target: { value: '654321' } });
    fireEvent.click(verifyButton());

    expect((await screen.findByTestId('login-error')).textContent).toBe('You do not have admin access.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByTestId('dashboard')).toBeNull();
  });

  it('shows the server message for a wrong code and stays on the code step', async () => {
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, codeSent),
      'POST /api/admin/verify-code': () =>
        jsonResponse(422, { code: 'invalid_code', message: 'Invalid or expired code.' }),
    });
    renderLogin();
    await signIn();

    fireEvent.change(await screen.findByTestId('login-code'), { target: { value: '000000' } });
    fireEvent.click(verifyButton());

    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid or expired code.');
    expect(screen.getByTestId('login-code')).toBeTruthy();
  });

  it('signs in straight away when the server answers a token (code step switched off)', async () => {
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, { token: 'direct-tok', user: staff }),
      'GET /api/admin/me': () => jsonResponse(200, staff),
    });
    renderLogin();
    await signIn();

    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('direct-tok');
  });

  it("refuses a password login without the role with 'You do not have admin access.'", async () => {
    mockApi({
      'POST /api/admin/login': () => jsonResponse(200, { token: 'artist-tok' }),
      'GET /api/admin/me': () => jsonResponse(200, { ...staff, roles: [{ name: 'Artist' }] }),
    });
    renderLogin();
    await signIn();

    expect((await screen.findByTestId('login-error')).textContent).toBe(ADMIN_MESSAGES.noAdminAccess);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
