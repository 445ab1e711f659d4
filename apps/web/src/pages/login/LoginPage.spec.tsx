import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

const BLOCKED = { status: 403, body: { code: 'account_blocked', message: 'Your account is blocked. Please contact support.' } };

async function openLogin(routes: MockApiOptions['routes'] = {}) {
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, ...routes } });
  const app = await renderApp('/login');
  await screen.findByTestId('login-view-password');
  return { fetchMock, ...app };
}

async function reachVerify(routes: MockApiOptions['routes'] = {}) {
  const app = await openLogin({ 'POST /artist/login/start': { body: { message: 'A verification code has been sent to your email.' } }, ...routes });
  fill('login-email', ' Nina@Example.com');
  fill('login-password', 'pw');
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('login-view-verify');
  return app;
}

describe('login, password and verify views', () => {
  it("requires e-mail and password ('Email and password are required.')", async () => {
    const { fetchMock } = await openLogin();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(text('login-error')).toBe('Email and password are required.');
    fill('login-email', 'a@example.com');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(text('login-error')).toBe('Email and password are required.');
    expect(requestsTo(fetchMock, 'POST /artist/login/start')).toHaveLength(0);
  });

  it('starts the login and shows the code view', async () => {
    const { fetchMock } = await reachVerify();
    expect(requestsTo(fetchMock, 'POST /artist/login/start')[0].body).toEqual({ email: 'nina@example.com', password: 'pw' });
    expect(text('login-message')).toBe('A verification code has been sent to your email.');
  });

  it.each([
    [{ status: 422, body: { code: 'invalid_credentials', message: 'These credentials do not match our records.' } }, 'These credentials do not match our records.'],
    [{ status: 500, body: {} }, 'Unable to start login.'],
  ])('a failed start shows its message (%#)', async (answer, expected) => {
    await openLogin({ 'POST /artist/login/start': answer });
    fill('login-email', 'a@example.com');
    fill('login-password', 'pw');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(text('login-error')).toBe(expected));
    expect(screen.getByTestId('login-view-password')).toBeTruthy();
  });

  it("checks the code ('Please enter the 6-digit code.') before calling", async () => {
    const { fetchMock } = await reachVerify();
    fill('login-code', '12345');
    fireEvent.click(screen.getByTestId('login-verify'));
    expect(text('login-error')).toBe('Please enter the 6-digit code.');
    expect(requestsTo(fetchMock, 'POST /artist/login/verify')).toHaveLength(0);
  });

  it('stores artist_token, removes onboarding_token and goes to /artist/dashboard after 800 ms', async () => {
    localStorage.setItem('onboarding_token', 'onb');
    const { fetchMock, router } = await reachVerify({
      'POST /artist/login/verify': { body: { token: 'art-1', message: 'Artist login successful!' } },
    });
    let navigatedAt = 0;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === '/artist/dashboard' && !navigatedAt) navigatedAt = Date.now();
    });
    fill('login-code', '654321');
    // Timed from the click, which the redirect's timer can only follow: a loaded machine delays the render, never the bound.
    const clickedAt = Date.now();
    fireEvent.click(screen.getByTestId('login-verify'));
    await waitFor(() => expect(text('login-message')).toBe('Artist login successful!'));
    expect(requestsTo(fetchMock, 'POST /artist/login/verify')[0].body).toEqual({ email: 'nina@example.com', code: '654321' });
    expect(localStorage.getItem('artist_token')).toBe('art-1');
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/dashboard'), { timeout: 2000 });
    expect(navigatedAt - clickedAt).toBeGreaterThanOrEqual(790);
    unsubscribe();
  });

  it.each([
    [{ status: 422, body: { code: 'invalid_code', message: 'Invalid code.' } }, 'Invalid code.'],
    [{ status: 422, body: {} }, 'Invalid code.'],
  ])('a wrong code shows its message (%#)', async (answer, expected) => {
    await reachVerify({ 'POST /artist/login/verify': answer });
    fill('login-code', '000000');
    fireEvent.click(screen.getByTestId('login-verify'));
    await waitFor(() => expect(text('login-error')).toBe(expected));
    expect(localStorage.getItem('artist_token')).toBeNull();
  });

  it('resends the code and goes back to the password view', async () => {
    const { fetchMock } = await reachVerify();
    fireEvent.click(screen.getByTestId('login-resend'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/login/start')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('login-back'));
    expect(screen.getByTestId('login-view-password')).toBeTruthy();
  });

  it('a throttled resend says how many seconds to wait, in French too, with the resend button off', async () => {
    localStorage.setItem('lang', 'fr');
    await reachVerify({
      'POST /artist/login/start': [
        { body: { message: 'A verification code has been sent to your email.' } },
        { status: 429, body: { message: 'Too many requests. Please try again in 12 seconds.', code: 'too_many_requests', retry_after: 12 } },
      ],
    });
    fireEvent.click(screen.getByTestId('login-resend'));
    await waitFor(() => expect(text('login-throttle')).toBe('Trop de demandes. Réessayez dans 12 s.'));
    const resend = screen.getByTestId('login-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Renvoyer le code dans 12 s');
  });
});

describe('login, blocked account', () => {
  it('at the start: the blocked message and no token', async () => {
    localStorage.setItem('artist_token', 'stale');
    await openLogin({ 'POST /artist/login/start': BLOCKED });
    fill('login-email', 'a@example.com');
    fill('login-password', 'pw');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(text('login-error')).toBe('Your account is blocked. Please contact support. Appeal the block'));
    expect(localStorage.getItem('artist_token')).toBeNull();
    expect(screen.getByTestId('login-view-password')).toBeTruthy();
  });

  it('links the blocked message to the appeal page, the way forward', async () => {
    const { router } = await openLogin({ 'POST /artist/login/start': BLOCKED });
    fill('login-email', 'a@example.com');
    fill('login-password', 'pw');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByTestId('login-appeal-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appeal'));
    expect(await screen.findByTestId('appeal-page')).toBeTruthy();
  });

  it('shows no appeal link for other errors', async () => {
    await openLogin({ 'POST /artist/login/start': { status: 422, body: { code: 'invalid_credentials', message: 'These credentials do not match our records.' } } });
    fill('login-email', 'a@example.com');
    fill('login-password', 'pw');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(text('login-error')).toBe('These credentials do not match our records.'));
    expect(screen.queryByTestId('login-appeal-link')).toBeNull();
  });

  it('at the code: back on the password view with the message and no token', async () => {
    await reachVerify({ 'POST /artist/login/verify': BLOCKED });
    fill('login-code', '123456');
    fireEvent.click(screen.getByTestId('login-verify'));
    await screen.findByTestId('login-view-password');
    expect(text('login-error')).toBe('Your account is blocked. Please contact support. Appeal the block');
    expect(localStorage.getItem('artist_token')).toBeNull();
  });

  it('in the reset flow', async () => {
    await openLogin({ 'POST /artist/password/send-code': BLOCKED });
    fireEvent.click(screen.getByTestId('forgot-link'));
    fill('reset-email', 'a@example.com');
    fireEvent.click(screen.getByTestId('reset-send'));
    await screen.findByTestId('login-view-password');
    expect(text('login-error')).toBe('Your account is blocked. Please contact support. Appeal the block');
  });
});

describe('password reset', () => {
  const RESET_ROUTES = {
    'POST /artist/password/send-code': { body: { message: 'If the email exists, a reset code has been sent.' } },
    'POST /artist/password/verify-code': { body: { reset_token: 'rt-1' } },
    'POST /artist/password/reset': { body: { message: 'Password reset successful. Please log in.' } },
  };

  it('reset_email → reset_otp → reset_newpass → password view, fields cleared, success message', async () => {
    const { fetchMock } = await openLogin(RESET_ROUTES);
    fill('login-email', 'typed@example.com');
    fill('login-password', 'typed');
    fireEvent.click(screen.getByTestId('forgot-link'));
    await screen.findByTestId('login-view-reset_email');

    fireEvent.click(screen.getByTestId('reset-send'));
    expect(text('login-error')).toBe('Email is required.');
    fill('reset-email', 'Nina@Example.com');
    fireEvent.click(screen.getByTestId('reset-send'));
    await screen.findByTestId('login-view-reset_otp');
    expect(text('login-message')).toBe('If the email exists, a reset code has been sent.');
    expect(requestsTo(fetchMock, 'POST /artist/password/send-code')[0].body).toEqual({ email: 'nina@example.com' });

    fill('reset-code', '12');
    fireEvent.click(screen.getByTestId('reset-verify'));
    expect(text('login-error')).toBe('Please enter the 6-digit code.');
    fill('reset-code', '111222');
    fireEvent.click(screen.getByTestId('reset-verify'));
    await screen.findByTestId('login-view-reset_newpass');

    fill('reset-password', '12345');
    fill('reset-confirm', '12345');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(text('login-error')).toBe('Password must be at least 6 characters.');
    fill('reset-password', 'newpass1');
    fill('reset-confirm', 'newpass2');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(text('login-error')).toBe('Passwords do not match.');
    fill('reset-confirm', 'newpass1');
    fireEvent.click(screen.getByTestId('reset-submit'));

    await screen.findByTestId('login-view-password');
    expect(text('login-message')).toBe('Password reset successful. Please log in.');
    expect(value('login-email')).toBe('');
    expect(value('login-password')).toBe('');
    expect(requestsTo(fetchMock, 'POST /artist/password/reset')[0].body).toEqual({
      email: 'nina@example.com',
      reset_token: 'rt-1',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    // Starting again shows empty reset fields.
    fireEvent.click(screen.getByTestId('forgot-link'));
    expect(value('reset-email')).toBe('');
  });

  it('shows the generic text even for an unknown address, and the code errors', async () => {
    await openLogin({
      ...RESET_ROUTES,
      'POST /artist/password/verify-code': [{ status: 422, body: { code: 'invalid_code', message: 'Invalid or expired code.' } }, { status: 500, body: {} }],
    });
    fireEvent.click(screen.getByTestId('forgot-link'));
    fill('reset-email', 'nobody@example.com');
    fireEvent.click(screen.getByTestId('reset-send'));
    await screen.findByTestId('login-view-reset_otp');
    expect(text('login-message')).toBe('If the email exists, a reset code has been sent.');
    fill('reset-code', '123456');
    fireEvent.click(screen.getByTestId('reset-verify'));
    await waitFor(() => expect(text('login-error')).toBe('Invalid or expired code.'));
    fireEvent.click(screen.getByTestId('reset-verify'));
    await waitFor(() => expect(screen.getByTestId('login-error').dataset).toBeTruthy());
    expect(text('login-error')).toBe('Invalid or expired code.');
  });

  it('a reset failure shows the server message or the default; an expired reset session asks to start again', async () => {
    await openLogin({
      ...RESET_ROUTES,
      'POST /artist/password/reset': [
        { status: 500, body: {} },
        { status: 422, body: { code: 'reset_expired', message: 'Reset session expired. Please start again.' } },
      ],
    });
    fireEvent.click(screen.getByTestId('forgot-link'));
    fill('reset-email', 'a@example.com');
    fireEvent.click(screen.getByTestId('reset-send'));
    await screen.findByTestId('login-view-reset_otp');
    fill('reset-code', '123456');
    fireEvent.click(screen.getByTestId('reset-verify'));
    await screen.findByTestId('login-view-reset_newpass');
    fill('reset-password', 'newpass1');
    fill('reset-confirm', 'newpass1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(text('login-error')).toBe('Failed to reset password.'));
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(text('login-error')).toBe('Reset session expired. Please start again.'));
    // The reset token is gone: the client now refuses before calling.
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(text('login-error')).toBe('Reset session expired. Please start again.');
  });

  it('a failed send shows the default text', async () => {
    await openLogin({ 'POST /artist/password/send-code': { status: 500, body: {} } });
    fireEvent.click(screen.getByTestId('forgot-link'));
    fill('reset-email', 'a@example.com');
    fireEvent.click(screen.getByTestId('reset-send'));
    await waitFor(() => expect(text('login-error')).toBe('Failed to send reset code.'));
  });
});

describe('login in French', () => {
  it('translates the contract texts', async () => {
    mockApi();
    await renderApp('/login', { lng: 'fr' });
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(text('login-error')).toBe('L’e-mail et le mot de passe sont obligatoires.');
  });
});

describe('afterLoginPath', () => {
  it('goes back to a path of this site given in ?next=, else to the dashboard', async () => {
    const { afterLoginPath } = await import('./LoginPage');
    expect(afterLoginPath('?next=%2Fcheckout%2Fsuccess%3Fsession_id%3Dcs_1')).toBe('/checkout/success?session_id=cs_1');
    expect(afterLoginPath('')).toBe('/artist/dashboard');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example')).toBe('/artist/dashboard');
    expect(afterLoginPath('?next=%2F%2Fevil.example')).toBe('/artist/dashboard');
    expect(afterLoginPath('?next=%2F%5Cevil.example')).toBe('/artist/dashboard');
  });
});
