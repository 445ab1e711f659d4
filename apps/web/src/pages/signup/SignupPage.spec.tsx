import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const GOOD_PASSWORD = 'Secret-1a';

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function openSignup(routes: MockApiOptions['routes'] = {}, path = '/signup') {
  const fetchMock = mockApi({ routes });
  const app = await renderApp(path);
  await screen.findByTestId('signup-step-account');
  return { fetchMock, ...app };
}

function submitAccount(email = 'New@Example.com ', password = GOOD_PASSWORD, confirm = password, terms = true) {
  fill('signup-email', email);
  fill('signup-password', password);
  fill('signup-confirm', confirm);
  if (terms) fireEvent.click(screen.getByTestId('signup-terms'));
  fireEvent.click(screen.getByTestId('signup-submit'));
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('sign-up, account step', () => {
  it('shows every validation message inline and calls nothing', async () => {
    const { fetchMock } = await openSignup();
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(text('signup-email-error')).toBe('Email is required.');
    expect(text('signup-password-error')).toBe('Password does not meet requirements.');
    expect(text('signup-terms-error')).toBe('You must agree to the Terms and Privacy Policy.');
    expect(screen.queryByTestId('signup-confirm-error')).toBeNull();

    submitAccount('a@example.com', 'secret-1a', 'secret-1b', false);
    expect(text('signup-password-error')).toBe('Password does not meet requirements.');
    expect(text('signup-confirm-error')).toBe('Passwords do not match.');
    expect(requestsTo(fetchMock, 'POST /auth/register')).toHaveLength(0);
  });

  it('clears each error as soon as its field is valid, and adds none while typing', async () => {
    await openSignup();
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(text('signup-email-error')).toBe('Email is required.');

    fill('signup-email', 'nina@example.com');
    expect(screen.queryByTestId('signup-email-error')).toBeNull();
    expect(text('signup-password-error')).toBe('Password does not meet requirements.');

    fill('signup-password', 'Secret');
    expect(text('signup-password-error')).toBe('Password does not meet requirements.');
    fill('signup-password', GOOD_PASSWORD);
    expect(screen.queryByTestId('signup-password-error')).toBeNull();
    // The confirmation was never checked: typing a different one shows nothing yet.
    fill('signup-confirm', 'Secret-1');
    expect(screen.queryByTestId('signup-confirm-error')).toBeNull();

    expect(text('signup-terms-error')).toBe('You must agree to the Terms and Privacy Policy.');
    fireEvent.click(screen.getByTestId('signup-terms'));
    expect(screen.queryByTestId('signup-terms-error')).toBeNull();
  });

  it('clears the confirmation error once the two passwords match, whichever is edited', async () => {
    await openSignup();
    submitAccount('a@example.com', GOOD_PASSWORD, 'Secret-1b');
    expect(text('signup-confirm-error')).toBe('Passwords do not match.');
    fill('signup-password', 'Secret-1b');
    expect(screen.queryByTestId('signup-confirm-error')).toBeNull();
  });

  it.each([
    ['too short', 'Ab1!'],
    ['no upper-case letter', 'secret-1a'],
    ['no digit', 'Secret-ab'],
    ['no special character', 'Secret1ab'],
    ['a special character outside the set', 'Secret1_a'],
    ['whitespace', 'Secret-1 a'],
  ])('refuses a password with %s', async (_label, password) => {
    await openSignup();
    submitAccount('a@example.com', password);
    expect(text('signup-password-error')).toBe('Password does not meet requirements.');
  });

  it('registers with the trimmed, lower-cased e-mail, stores signup_email and moves to the code step', async () => {
    const { fetchMock } = await openSignup({
      'POST /auth/register': { status: 201, body: { message: 'A verification code has been sent to your email.' } },
    });
    submitAccount();
    await screen.findByTestId('signup-step-verify');
    expect(requestsTo(fetchMock, 'POST /auth/register')[0].body).toEqual({ email: 'new@example.com', password: GOOD_PASSWORD });
    expect(localStorage.getItem('signup_email')).toBe('new@example.com');
    expect(text('signup-message')).toBe('A verification code has been sent to your email.');
    expect(text('signup-verify-email')).toContain('new@example.com');
  });

  it('register 422 (e-mail exists) → onboarding start → verify step with its message', async () => {
    const { fetchMock } = await openSignup({
      'POST /auth/register': {
        status: 422,
        body: { code: 'email_taken', message: 'This email is already registered.', errors: { email: ['This email is already registered.'] } },
      },
      'POST /auth/onboarding/start': {
        body: { message: "You already have an account. We've sent a verification code to your email." },
      },
    });
    submitAccount();
    await screen.findByTestId('signup-step-verify');
    expect(requestsTo(fetchMock, 'POST /auth/onboarding/start')[0].body).toEqual({ email: 'new@example.com' });
    expect(text('signup-message')).toBe("You already have an account. We've sent a verification code to your email.");
    expect(localStorage.getItem('signup_email')).toBe('new@example.com');
  });

  it('a validation 422 shows the server field error and does not start onboarding', async () => {
    const { fetchMock } = await openSignup({
      'POST /auth/register': { status: 422, body: { message: 'Invalid email.', errors: { email: ['Invalid email.'] } } },
    });
    submitAccount();
    await waitFor(() => expect(text('signup-email-error')).toBe('Invalid email.'));
    expect(text('signup-error')).toBe('Invalid email.');
    expect(requestsTo(fetchMock, 'POST /auth/onboarding/start')).toHaveLength(0);

    fill('signup-email', 'other@example.com');
    expect(screen.queryByTestId('signup-email-error')).toBeNull();
  });

  it.each([
    [404, { code: 'email_not_found', message: 'Email not found. Please create an account first.' }, 'Email not found. Please create an account first.'],
    [500, { message: 'Internal server error' }, "This email can't use the public onboarding."],
    [422, { message: 'Something else' }, "This email can't use the public onboarding."],
    [403, { code: 'account_blocked', message: 'Your account is blocked. Please contact support.' }, 'Your account is blocked. Please contact support. Appeal the block'],
  ])('onboarding start answering %s shows its message', async (status, body, expected) => {
    await openSignup({
      'POST /auth/register': { status: 422, body: { code: 'email_taken', message: 'This email is already registered.' } },
      'POST /auth/onboarding/start': { status, body },
    });
    submitAccount();
    await waitFor(() => expect(text('signup-error')).toBe(expected));
    expect(screen.getByTestId('signup-step-account')).toBeTruthy();
  });

  it.each([
    ['register 409 to redirect_to', { 'POST /auth/register': { status: 409, body: { message: 'x', redirect_to: '/login' } } }, '/login'],
    ['register 403 without redirect_to to /login', { 'POST /auth/register': { status: 403, body: { message: 'x' } } }, '/login'],
    [
      'onboarding 403 to redirect_to',
      {
        'POST /auth/register': { status: 422, body: { code: 'email_taken', message: 'This email is already registered.' } },
        'POST /auth/onboarding/start': {
          status: 403,
          body: { code: 'onboarding_not_allowed', message: "This email can't use the public onboarding.", redirect_to: '/faq' },
        },
      },
      '/faq',
    ],
    [
      'onboarding 409 to /login with the server message',
      {
        'POST /auth/register': { status: 422, body: { code: 'email_taken', message: 'This email is already registered.' } },
        'POST /auth/onboarding/start': {
          status: 409,
          body: { code: 'onboarding_complete', message: 'Your account is already verified. Please log in.', redirect_to: '/login' },
        },
      },
      '/login',
    ],
    ['an absolute redirect_to to /login', { 'POST /auth/register': { status: 409, body: { message: 'x', redirect_to: 'https://evil.example/' } } }, '/login'],
  ] as const)('redirects on %s', async (_label, routes, target) => {
    const { router } = await openSignup(routes);
    submitAccount();
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('the login page shows the notice the onboarding redirect carried', async () => {
    await openSignup({
      'POST /auth/register': { status: 422, body: { code: 'email_taken', message: 'This email is already registered.' } },
      'POST /auth/onboarding/start': {
        status: 409,
        body: { code: 'onboarding_complete', message: 'Your account is already verified. Please log in.', redirect_to: '/login' },
      },
    });
    submitAccount();
    expect((await screen.findByTestId('login-message')).textContent).toBe('Your account is already verified. Please log in.');
  });

  it('a failed register call shows the server message, else the default', async () => {
    await openSignup({ 'POST /auth/register': [{ status: 500, body: {} }, { status: 429, body: { message: 'Too many requests. Please try again later.' } }] });
    submitAccount();
    await waitFor(() => expect(text('signup-error')).toBe('Failed to register.'));
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(text('signup-error')).toBe('Too many requests. Please try again later.'));
  });

  it('a throttled register counts down in the current language', async () => {
    localStorage.setItem('lang', 'es');
    await openSignup({ 'POST /auth/register': { status: 429, body: { message: 'Too many requests. Please try again in 27 seconds.', code: 'too_many_requests', retry_after: 27 } } });
    submitAccount();
    await waitFor(() => expect(text('signup-throttle')).toBe('Demasiadas solicitudes. Vuelve a intentarlo en 27 s.'));
    expect(screen.queryByTestId('signup-error')).toBeNull();
  });

  it('a throttle text without retry_after is still translated with its seconds', async () => {
    localStorage.setItem('lang', 'fr');
    await openSignup({ 'POST /auth/register': { status: 429, body: { message: 'Too many requests. Please try again in 9 seconds.' } } });
    submitAccount();
    await waitFor(() => expect(text('signup-error')).toBe('Trop de demandes. Réessayez dans 9 s.'));
  });
});

async function reachVerify(extra: MockApiOptions['routes'] = {}) {
  const app = await openSignup({ 'POST /auth/register': { status: 201, body: { message: 'A verification code has been sent to your email.' } }, ...extra });
  submitAccount();
  await screen.findByTestId('signup-step-verify');
  return app;
}

describe('sign-up, code step', () => {
  it("keeps digits only and refuses anything but 6 of them ('Enter the 6-digit code.')", async () => {
    const { fetchMock } = await reachVerify();
    fill('code-input', '12a 3');
    expect((screen.getByTestId('code-input') as HTMLInputElement).value).toBe('123');
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(text('code-error')).toBe('Enter the 6-digit code.');
    expect(requestsTo(fetchMock, 'POST /auth/verify-email-code')).toHaveLength(0);
    fill('code-input', '12345');
    expect(text('code-error')).toBe('Enter the 6-digit code.');
    fill('code-input', '123456');
    expect(screen.queryByTestId('code-error')).toBeNull();
  });

  it('stores the onboarding token (and drops an artist token), then shows the identity step', async () => {
    localStorage.setItem('artist_token', 'old-artist');
    const { fetchMock } = await reachVerify({
      'POST /auth/verify-email-code': { body: { token: 'onb-1', message: 'Email verified successfully.' } },
    });
    fill('code-input', '123456');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await screen.findByTestId('signup-step-identity');
    expect(requestsTo(fetchMock, 'POST /auth/verify-email-code')[0].body).toEqual({ email: 'new@example.com', code: '123456' });
    expect(localStorage.getItem('onboarding_token')).toBe('onb-1');
    expect(localStorage.getItem('artist_token')).toBeNull();
    expect(text('signup-message')).toBe('Email verified successfully.');
    // The banner is on.
    expect(screen.getByTestId('account-menu').dataset.state).toBe('onboarding');
  });

  it.each([
    [{ status: 422, body: { code: 'invalid_code', message: 'Invalid or expired code.' } }, 'Invalid or expired code.'],
    [{ status: 422, body: {} }, 'Invalid or expired code.'],
    [{ status: 404, body: { code: 'email_not_found', message: 'Email not found.' } }, 'Email not found.'],
    [{ status: 404, body: {} }, 'Email not found.'],
    [{ status: 403, body: { code: 'account_blocked', message: 'Your account is blocked. Please contact support.' } }, 'Your account is blocked. Please contact support. Appeal the block'],
  ])('a failed verification shows its message (%#)', async (answer, expected) => {
    await reachVerify({ 'POST /auth/verify-email-code': answer });
    fill('code-input', '000000');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(text('signup-error')).toBe(expected));
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    // A blocked account's only way forward is the appeal.
    expect(screen.queryByTestId('signup-appeal-link')?.getAttribute('href') ?? null).toBe(expected.includes('blocked') ? '/appeal' : null);
  });

  it('resends the code', async () => {
    const { fetchMock } = await reachVerify({
      'POST /auth/resend-email-code': [
        { body: { message: 'Verification code re-sent. Please check your inbox/spam.' } },
        { status: 500, body: {} },
      ],
    });
    fireEvent.click(screen.getByTestId('resend-code'));
    await waitFor(() => expect(text('signup-message')).toBe('Verification code re-sent. Please check your inbox/spam.'));
    expect(requestsTo(fetchMock, 'POST /auth/resend-email-code')[0].body).toEqual({ email: 'new@example.com' });
    fireEvent.click(screen.getByTestId('resend-code'));
    await waitFor(() => expect(text('signup-error')).toBe('Failed to resend code.'));
  });

  it('shows the seconds to wait after a throttled resend, with the resend button off', async () => {
    await reachVerify({
      'POST /auth/resend-email-code': { status: 429, body: { message: 'Too many requests. Please try again in 27 seconds.', code: 'too_many_requests', retry_after: 27 } },
    });
    fireEvent.click(screen.getByTestId('resend-code'));
    await waitFor(() => expect(text('signup-throttle')).toBe('Too many requests. Please try again in 27 s.'));
    const resend = screen.getByTestId('resend-code') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Resend code in 27 s');
  });

  it('goes back to the account step with the e-mail kept', async () => {
    await reachVerify();
    fireEvent.click(screen.getByTestId('signup-change-email'));
    expect((screen.getByTestId('signup-email') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('a stored signup_email offers the code step directly', async () => {
    localStorage.setItem('signup_email', 'back@example.com');
    await openSignup();
    fireEvent.click(screen.getByTestId('signup-have-code'));
    expect(text('signup-verify-email')).toContain('back@example.com');
  });
});

const FUTURE = '2099-12-31';

function fillIdentity(values: Record<string, string> = {}) {
  const all: Record<string, string> = {
    'kyc-artist_name': 'The Band',
    'kyc-first_name': 'Nina',
    'kyc-last_name': 'Simone',
    'kyc-nationality': 'Portugal',
    'kyc-doc_number': 'P1234567',
    'kyc-id_expiry_date': FUTURE,
    'kyc-country': 'Portugal',
    'kyc-address': 'Rua 1',
    'kyc-city': 'Lisboa',
    'kyc-postal_code': '1000-001',
    'kyc-phone_number': '+351 912 345 678',
    ...values,
  };
  for (const [testId, value] of Object.entries(all)) fill(testId, value);
}

async function reachIdentity(extra: MockApiOptions['routes'] = {}) {
  const app = await reachVerify({
    'POST /auth/verify-email-code': { body: { token: 'onb-1', message: 'Email verified successfully.' } },
    ...extra,
  });
  fill('code-input', '123456');
  fireEvent.click(screen.getByTestId('verify-submit'));
  await screen.findByTestId('signup-step-identity');
  return app;
}

describe('sign-up, identity step', () => {
  it('shows the required-field messages', async () => {
    const { fetchMock } = await reachIdentity();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(text('kyc-nationality-error')).toBe('Select nationality.');
    expect(text('kyc-doc_number-error')).toBe('Passport or ID card number is required.');
    expect(text('kyc-id_expiry_date-error')).toBe('Expiry date is required');
    expect(text('kyc-country-error')).toBe('Select country.');
    expect(text('kyc-country_code-error')).toBe('ISO2 code required');
    expect(text('kyc-phone_number-error')).toBe('Phone number is required.');
    expect(text('kyc-artist_name-error')).toBe('Artist / Band name is required.');
    expect(text('kyc-first_name-error')).toBe('First name is required.');
    expect(text('kyc-last_name-error')).toBe('Last name is required.');
    expect(screen.getByTestId('kyc-address-error')).toBeTruthy();
    expect(screen.getByTestId('kyc-city-error')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /auth/kyc')).toHaveLength(0);
  });

  it('clears each required-field message as its field is filled, keeping the others', async () => {
    await reachIdentity();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    fill('kyc-artist_name', 'Nina');
    expect(screen.queryByTestId('kyc-artist_name-error')).toBeNull();
    expect(text('kyc-first_name-error')).toBe('First name is required.');
    // The country fills the ISO2 code too: both messages go.
    fill('kyc-country', 'Portugal');
    expect(screen.queryByTestId('kyc-country-error')).toBeNull();
    expect(screen.queryByTestId('kyc-country_code-error')).toBeNull();
    fill('kyc-phone_number', '0123');
    expect(text('kyc-phone_number-error')).toBe('Phone number is required.');
    fillIdentity();
    expect(screen.getByTestId('signup-identity-form').querySelectorAll('.field__error')).toHaveLength(0);
  });

  it('shows the format messages', async () => {
    await reachIdentity();
    fillIdentity({
      'kyc-id_expiry_date': '2001-01-01',
      'kyc-postal_code': '1!',
      'kyc-phone_number': '0123',
      'kyc-paypal_email': 'not-an-email',
      'kyc-iban': 'PT50 1234',
    });
    fill('kyc-country_code', 'U');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(text('kyc-id_expiry_date-error')).toBe('Expiry must be a future date.');
    expect(text('kyc-country_code-error')).toBe('ISO2 (e.g. US, GB)');
    expect(text('kyc-postal_code-error')).toBe('Invalid postal code.');
    expect(text('kyc-phone_number-error')).toBe('Use international format, e.g. +14155552671');
    expect(text('kyc-paypal_email-error')).toBe('Invalid email.');
    expect(text('kyc-iban-error')).toBe('Invalid IBAN format.');
  });

  it('fills the ISO2 code from the country, shows the IBAN in groups of 4 and sends the spec payload', async () => {
    const { fetchMock } = await reachIdentity({ 'POST /auth/kyc': { body: { message: 'Identity details saved.' } } });
    fillIdentity({ 'kyc-iban': 'pt50000201231234567890154', 'kyc-paypal_email': ' Pay@Example.com' });
    expect((screen.getByTestId('kyc-country_code') as HTMLInputElement).value).toBe('PT');
    expect((screen.getByTestId('kyc-iban') as HTMLInputElement).value).toBe('PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(screen.getByTestId('kyc-doc_type-id_card'));
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await screen.findByTestId('signup-step-document');
    const [request] = requestsTo(fetchMock, 'POST /auth/kyc');
    expect(request.headers['Authorization']).toBe('Bearer onb-1');
    expect(request.body).toEqual({
      artist_name: 'The Band',
      first_name: 'Nina',
      last_name: 'Simone',
      nationality: 'Portugal',
      id_card_number: 'P1234567',
      id_issuing_place: null,
      id_expiry_date: FUTURE,
      country: 'Portugal',
      country_code: 'PT',
      address: 'Rua 1',
      City: 'Lisboa',
      postal_code: '1000-001',
      phone_number: '+351912345678',
      civil_status: null,
      nif_cnpj: null,
      paypal_email: 'pay@example.com',
      iban: 'PT50000201231234567890154',
      company: null,
    });
    expect(text('signup-message')).toBe('Identity details saved.');
  });

  it('scrolls the first invalid field into view', async () => {
    await reachIdentity();
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    fillIdentity({ 'kyc-first_name': '', 'kyc-phone_number': '12' });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.contexts[0]).toBe(screen.getByTestId('kyc-first_name'));
    spy.mockRestore();
  });

  it.each([
    [403, { message: 'x' }, "You can't use this flow with this account."],
    [409, {}, "You can't use this flow with this account."],
    [500, {}, 'Failed to save identity.'],
  ])('a %s answer shows its message', async (status, body, expected) => {
    await reachIdentity({ 'POST /auth/kyc': { status, body } });
    fillIdentity();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(text('signup-error')).toBe(expected));
  });

  it('maps server field errors (City, passport_number) onto the fields', async () => {
    await reachIdentity({
      'POST /auth/kyc': {
        status: 422,
        body: { message: 'Invalid postal code.', errors: { City: ['City is required.'], passport_number: ['Passport or ID card number is required.'] } },
      },
    });
    fillIdentity();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(text('kyc-city-error')).toBe('City is required.'));
    expect(text('kyc-doc_number-error')).toBe('Passport or ID card number is required.');
  });
});

async function reachDocument(extra: MockApiOptions['routes'] = {}) {
  const app = await reachIdentity({ 'POST /auth/kyc': { body: { message: 'Identity details saved.' } }, ...extra });
  fillIdentity();
  fireEvent.click(screen.getByTestId('kyc-submit'));
  await screen.findByTestId('signup-step-document');
  return app;
}

function chooseFile(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
}

describe('sign-up, document step and done', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('requires a file, checks type and size, and previews images', async () => {
    const { fetchMock } = await reachDocument();
    fireEvent.click(screen.getByTestId('document-submit'));
    expect(text('document-error')).toBe('Please choose a file to upload (jpg, png, pdf, max 2 MB).');

    chooseFile('document-input', new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(text('document-error')).toBe('Invalid file type. Allowed: JPG, PNG, PDF.');
    chooseFile('document-input', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'id.png', { type: 'image/png' }));
    expect(text('document-error')).toBe('Max file size is 2MB.');
    fireEvent.click(screen.getByTestId('document-submit'));
    expect(requestsTo(fetchMock, 'POST /auth/upload-document')).toHaveLength(0);

    chooseFile('document-input', new File(['x'], 'id.JPG', { type: 'image/jpeg' }));
    expect(screen.queryByTestId('document-error')).toBeNull();
    expect((screen.getByTestId('document-input-preview') as HTMLImageElement).src).toBe('blob:preview');
    chooseFile('document-input', new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.queryByTestId('document-input-preview')).toBeNull();
    expect(text('document-input-name')).toContain('id.pdf');
  });

  it('uploads the file as `document`, ends on the done screen and closes the onboarding', async () => {
    const { fetchMock } = await reachDocument({
      'POST /auth/upload-document': { body: { message: 'Document uploaded. Pending manual review.', document_status: 'pending' } },
      'POST /auth/logout': { status: 204 },
    });
    const file = new File(['x'], 'passport.png', { type: 'image/png' });
    chooseFile('document-input', file);
    fireEvent.click(screen.getByTestId('document-submit'));
    await screen.findByTestId('signup-step-done');
    const [request] = requestsTo(fetchMock, 'POST /auth/upload-document');
    expect((request.body as FormData).get('document')).toBe(file);
    expect(request.headers['Authorization']).toBe('Bearer onb-1');
    expect(text('signup-message')).toBe('Document uploaded. Pending manual review.');
    expect(text('done-message')).toBe(
      'You cannot access the dashboard until your documents are approved. We will notify you by email once they have been reviewed, and you can log in later.',
    );
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    expect(localStorage.getItem('signup_email')).toBeNull();
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /auth/logout')[0]?.headers['Authorization']).toBe('Bearer onb-1'));
    expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-out');
  });

  it.each([
    [413, { code: 'file_too_large', message: 'Max file size is 2MB.' }, 'Max file size is 2MB.'],
    [422, { code: 'invalid_file_type', message: 'Invalid file type. Allowed: JPG, PNG, PDF.' }, 'Invalid file type. Allowed: JPG, PNG, PDF.'],
    [403, { message: 'x' }, "You can't use this flow with this account."],
    [500, {}, 'Upload failed.'],
  ])('an upload answering %s shows its message', async (status, body, expected) => {
    await reachDocument({ 'POST /auth/upload-document': { status, body } });
    chooseFile('document-input', new File(['x'], 'passport.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('document-submit'));
    await waitFor(() => expect(text('signup-error')).toBe(expected));
    expect(screen.getByTestId('signup-step-document')).toBeTruthy();
  });
});

describe('sign-up from an invitation (?next=)', () => {
  const INVITATION = '/team/invitations/inv-1?token=tok_abc';
  const LOGIN_NEXT = `/login?next=${encodeURIComponent(INVITATION)}`;

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('keeps the invitation through every step and offers it at the end: the done step logs in back to it', async () => {
    await openSignup(
      {
        'POST /auth/register': { status: 201, body: { message: 'A verification code has been sent to your email.' } },
        'POST /auth/verify-email-code': { body: { token: 'onb-1', message: 'Email verified successfully.' } },
        'POST /auth/kyc': { body: { message: 'Identity details saved.' } },
        'POST /auth/upload-document': { body: { message: 'Document uploaded. Pending manual review.', document_status: 'pending' } },
        'POST /auth/logout': { status: 204 },
      },
      `/signup?next=${encodeURIComponent(INVITATION)}`,
    );
    expect(screen.getByTestId('signup-login-link').getAttribute('href')).toBe(LOGIN_NEXT);
    expect(localStorage.getItem('signup_next')).toBe(INVITATION);
    submitAccount();
    await screen.findByTestId('signup-step-verify');
    fill('code-input', '123456');
    fireEvent.click(screen.getByTestId('verify-submit'));
    await screen.findByTestId('signup-step-identity');
    fillIdentity();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await screen.findByTestId('signup-step-document');
    chooseFile('document-input', new File(['x'], 'passport.png', { type: 'image/png' }));
    fireEvent.click(screen.getByTestId('document-submit'));
    await screen.findByTestId('signup-step-done');
    expect(screen.getByTestId('signup-go-login').getAttribute('href')).toBe(LOGIN_NEXT);
    expect(localStorage.getItem('signup_next')).toBeNull();
  });

  it('a sign-up resumed without ?next= (another tab) still ends on the invitation', async () => {
    localStorage.setItem('signup_next', INVITATION);
    localStorage.setItem('onboarding_token', 'onb-1');
    mockApi({ routes: { 'GET /artist/me': { body: { user: { email: 'new@example.com', document_path: 'docs/1.png', document_status: 'pending' } } }, 'POST /auth/logout': { status: 204 } } });
    await renderApp('/signup');
    await screen.findByTestId('signup-step-done');
    expect(screen.getByTestId('signup-go-login').getAttribute('href')).toBe(LOGIN_NEXT);
  });

  it.each([['https://evil.example/x'], ['//evil.example'], ['/\\evil.example'], ['team']])('drops an unsafe next (%s)', async (next) => {
    localStorage.setItem('signup_next', INVITATION);
    await openSignup({}, `/signup?next=${encodeURIComponent(next)}`);
    expect(screen.getByTestId('signup-login-link').getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('signup_next')).toBeNull();
  });

  it('a new sign-up without ?next= forgets an old one', async () => {
    localStorage.setItem('signup_next', INVITATION);
    await openSignup();
    expect(screen.getByTestId('signup-login-link').getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('signup_next')).toBeNull();
  });
});

describe('continue verification', () => {
  it('the banner leads to /signup, which continues at the identity step with the saved details', async () => {
    localStorage.setItem('onboarding_token', 'onb-9');
    mockApi({ routes: { 'GET /artist/me': { body: { user: { email: 'back@example.com', first_name: 'Nina', document_path: null } } } } });
    const { router } = await renderApp('/');
    fireEvent.click(await screen.findByTestId('continue-verification'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    await screen.findByTestId('signup-step-identity');
    expect((screen.getByTestId('kyc-first_name') as HTMLInputElement).value).toBe('Nina');
  });

  const saved = { email: 'b@example.com', nationality: 'Portugal', id_expiry_date: FUTURE, passport_number: 'P1' };
  it.each([
    ['document', { ...saved, document_path: null }],
    ['document', { ...saved, document_path: 'docs/1.png', document_status: 'rejected' }],
    ['done', { ...saved, document_path: 'docs/1.png', document_status: 'pending' }],
  ])('goes to the %s step when the profile says so (%#)', async (step, user) => {
    localStorage.setItem('onboarding_token', 'onb-9');
    mockApi({ routes: { 'GET /artist/me': { body: { user } }, 'POST /auth/logout': { status: 204 } } });
    await renderApp('/signup');
    await screen.findByTestId(`signup-step-${step}`);
  });

  it('an expired onboarding token starts over at the account step', async () => {
    localStorage.setItem('onboarding_token', 'dead');
    mockApi({ routes: { 'GET /artist/me': { status: 401, body: { message: 'Unauthenticated' } } } });
    await renderApp('/signup');
    await screen.findByTestId('signup-step-account');
    expect(localStorage.getItem('onboarding_token')).toBeNull();
  });

  it('cancel on the banner drops the onboarding token and returns to the account step', async () => {
    localStorage.setItem('onboarding_token', 'onb-9');
    const fetchMock = mockApi({ routes: { 'GET /artist/me': { body: { user: { email: 'b@example.com' } } }, 'POST /auth/logout': { status: 204 } } });
    await renderApp('/signup');
    await screen.findByTestId('signup-step-identity');
    fireEvent.click(within(screen.getByTestId('account-menu')).getByTestId('cancel-onboarding'));
    await screen.findByTestId('signup-step-account');
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    expect(text('signup-message')).toBe('Your verification was cancelled. You can start again at any time.');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1));
  });

  it('follows another tab: a verification finished there continues here', async () => {
    mockApi({ routes: { 'POST /auth/register': { status: 201, body: {} }, 'GET /artist/me': { body: { user: {} } } } });
    await renderApp('/signup');
    submitAccount();
    await screen.findByTestId('signup-step-verify');
    act(() => {
      localStorage.setItem('onboarding_token', 'from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'onboarding_token', newValue: 'from-other-tab' }));
    });
    await screen.findByTestId('signup-step-identity');
  });
});
