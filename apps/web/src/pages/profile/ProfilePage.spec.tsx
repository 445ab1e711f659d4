import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

const USER = {
  id: 'u1',
  name: 'Nina',
  email: 'nina@example.com',
  artist_name: 'The Band',
  first_name: 'Nina',
  last_name: 'Simone',
  phone_number: '+351912345678',
  country: 'Portugal',
  country_code: 'PT',
  address: 'Rua 1',
  city: 'Lisboa',
  postal_code: '1000-001',
  paypal_email: null,
  iban: 'PT50000201231234567890154',
  company: null,
  civil_status: null,
  nif_cnpj: null,
  doc_type: 'passport',
  passport_number: 'P123',
  id_card_number: null,
  id_issuing_place: null,
  id_expiry_date: '2099-01-01',
  nationality: 'Portugal',
  residence_permit_number: null,
  document_status: 'approved',
  document_url: '/api/files/private/x?expires=1&signature=s',
  document_path: '/api/files/private/x?expires=1&signature=s',
};

async function openProfile(routes: MockApiOptions['routes'] = {}, user: Record<string, unknown> = USER) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, 'GET /artist/me': { body: { user } }, ...routes } });
  const app = await renderApp('/account/profile');
  await screen.findByTestId('profile-basic-form');
  return { fetchMock, ...app };
}

describe('/account/profile', () => {
  it("shows 'Loading profile…', then the three forms filled from GET /artist/me", async () => {
    localStorage.setItem('artist_token', 'art-1');
    let answer: (() => void) | undefined;
    mockApi({
      routes: {
        'GET /artist/me': () => new Promise((resolve) => (answer = () => resolve({ body: { user: USER } }))),
      },
    });
    await renderApp('/account/profile');
    expect((await screen.findByTestId('profile-loading')).textContent).toBe('Loading profile…');
    answer!();
    await screen.findByTestId('profile-basic-form');
    expect(screen.getByText('Basic Information')).toBeTruthy();
    expect(screen.getByText('Identity & KYC')).toBeTruthy();
    expect(screen.getByText('Verification Document')).toBeTruthy();
    expect(value('profile-artist_name')).toBe('The Band');
    expect(value('profile-iban')).toBe('PT50 0002 0123 1234 5678 9015 4');
    expect(value('profile-doc_number')).toBe('P123');
    expect(value('profile-country')).toBe('Portugal');
    expect(screen.getByTestId('profile-document-status').dataset.status).toBe('approved');
  });

  it('offers the nine profile countries', async () => {
    await openProfile();
    const codes = Array.from((screen.getByTestId('profile-country') as HTMLSelectElement).options)
      .map((o) => o.value)
      .filter(Boolean);
    expect(codes.sort()).toEqual(
      ['Australia', 'Brazil', 'Canada', 'France', 'Germany', 'India', 'Portugal', 'United Kingdom', 'United States'].sort(),
    );
  });

  it.each([
    ['a failed read', { status: 500, body: {} }, 'profile-load-error', 'Failed to load profile.'],
    ['no user', { body: { user: null } }, 'profile-no-user', 'No user found'],
  ])('%s shows its message', async (_label, answer, testId, expected) => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ routes: { 'GET /artist/me': answer } });
    await renderApp('/account/profile');
    expect((await screen.findByTestId(testId)).textContent).toBe(expected);
  });

  it('basic form: inline errors for every rule, first invalid field scrolled into view, nothing sent', async () => {
    const { fetchMock } = await openProfile();
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    for (const field of ['artist_name', 'first_name', 'last_name', 'phone_number', 'address', 'city']) fill(`profile-${field}`, ' ');
    fill('profile-country', '');
    fill('profile-country_code', '');
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    expect(text('profile-artist_name-error')).toBe('Artist / Band name is required.');
    expect(text('profile-first_name-error')).toBe('First name is required.');
    expect(text('profile-last_name-error')).toBe('Last name is required.');
    expect(text('profile-phone_number-error')).toBe('Phone is required.');
    expect(text('profile-country_code-error')).toBe('ISO2 is required (e.g. US, GB).');
    for (const field of ['country', 'address', 'city']) expect(screen.getByTestId(`profile-${field}-error`)).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.contexts[0]).toBe(screen.getByTestId('profile-artist_name'));

    fillValid();
    fill('profile-phone_number', '0044 12');
    fill('profile-country_code', 'P');
    fill('profile-postal_code', 'ab');
    fill('profile-paypal_email', 'nope');
    fill('profile-iban', 'PT50 12');
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    expect(text('profile-phone_number-error')).toBe('Use international format, e.g. +14155552671');
    expect(text('profile-country_code-error')).toBe('Must be a 2-letter ISO2 code.');
    expect(text('profile-postal_code-error')).toBe('Invalid postal code.');
    expect(text('profile-paypal_email-error')).toBe('Invalid email.');
    expect(text('profile-iban-error')).toBe('Invalid IBAN.');
    expect(screen.queryByTestId('profile-artist_name-error')).toBeNull();
    expect(spy.mock.contexts[1]).toBe(screen.getByTestId('profile-phone_number'));
    expect(requestsTo(fetchMock, 'PUT /artist/profile')).toHaveLength(0);
    spy.mockRestore();
  });

  it('basic and KYC forms: an error clears as soon as its field is valid, the others stay', async () => {
    await openProfile();
    fill('profile-artist_name', ' ');
    fill('profile-city', '');
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    expect(text('profile-artist_name-error')).toBe('Artist / Band name is required.');
    fill('profile-artist_name', 'The Band');
    expect(screen.queryByTestId('profile-artist_name-error')).toBeNull();
    expect(screen.getByTestId('profile-city-error')).toBeTruthy();
    fill('profile-city', 'Lisboa');
    expect(screen.queryByTestId('profile-city-error')).toBeNull();

    fill('profile-doc_number', '');
    fill('profile-nationality', '');
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    fill('profile-doc_number', 'P999');
    expect(screen.queryByTestId('profile-doc_number-error')).toBeNull();
    expect(text('profile-nationality-error')).toBe('Nationality is required.');
    fill('profile-nationality', 'Portugal');
    expect(screen.queryByTestId('profile-nationality-error')).toBeNull();
  });

  function fillValid() {
    fill('profile-artist_name', 'The Band');
    fill('profile-first_name', 'Nina');
    fill('profile-last_name', 'Simone');
    fill('profile-phone_number', '+351912345678');
    fill('profile-country', 'Portugal');
    fill('profile-address', 'Rua 1');
    fill('profile-city', 'Lisboa');
  }

  it('basic form: sends the normalised fields and shows the answer', async () => {
    const { fetchMock } = await openProfile({ 'PUT /artist/profile': { body: { message: 'Profile updated.', user: USER } } });
    fill('profile-country', 'Germany');
    expect(value('profile-country_code')).toBe('DE');
    fill('profile-country_code', 'de');
    fill('profile-phone_number', '+49 (30) 1234-5678');
    fill('profile-postal_code', ' 10115 ');
    fill('profile-paypal_email', 'Pay@Example.com');
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    await waitFor(() => expect(text('profile-basic-message')).toBe('Profile updated.'));
    const [request] = requestsTo(fetchMock, 'PUT /artist/profile');
    expect(request.headers['Authorization']).toBe('Bearer art-1');
    expect(request.body).toEqual({
      artist_name: 'The Band',
      first_name: 'Nina',
      last_name: 'Simone',
      phone_number: '+493012345678',
      country: 'Germany',
      country_code: 'DE',
      address: 'Rua 1',
      city: 'Lisboa',
      postal_code: '10115',
      paypal_email: 'pay@example.com',
      iban: 'PT50000201231234567890154',
      company: null,
      civil_status: null,
      nif_cnpj: null,
    });
  });

  it('basic form: server field errors show inline and the error field is shown', async () => {
    await openProfile({
      'PUT /artist/profile': { status: 422, body: { message: 'Invalid IBAN.', error: 'Invalid IBAN.', errors: { iban: ['Invalid IBAN.'] } } },
    });
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    await waitFor(() => expect(text('profile-iban-error')).toBe('Invalid IBAN.'));
    expect(text('profile-basic-error')).toBe('Invalid IBAN.');
    expect(spy.mock.contexts[0]).toBe(screen.getByTestId('profile-iban'));
    spy.mockRestore();
  });

  it('basic form: a failure without text shows Update failed.', async () => {
    await openProfile({ 'PUT /artist/profile': { status: 500, body: {} } });
    fireEvent.click(screen.getByTestId('profile-basic-submit'));
    await waitFor(() => expect(text('profile-basic-error')).toBe('Update failed.'));
  });

  it('KYC form: messages per document type, future expiry, nationality; scrolls to the first invalid field', async () => {
    const { fetchMock } = await openProfile();
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    fill('profile-doc_number', '');
    fill('profile-id_expiry_date', '');
    fill('profile-nationality', '');
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    expect(text('profile-doc_number-error')).toBe('Passport number is required.');
    expect(text('profile-id_expiry_date-error')).toBe('Expiry date is required.');
    expect(text('profile-nationality-error')).toBe('Nationality is required.');
    expect(spy.mock.contexts[0]).toBe(screen.getByTestId('profile-doc_number'));

    // Changing the type does not validate.
    fill('profile-doc_type', 'id_card');
    expect(text('profile-doc_number-error')).toBe('Passport number is required.');
    fill('profile-id_expiry_date', '2000-01-01');
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    expect(text('profile-doc_number-error')).toBe('ID card number is required.');
    expect(text('profile-id_expiry_date-error')).toBe('Expiry must be a future date.');
    expect(requestsTo(fetchMock, 'POST /artist/profile/kyc')).toHaveLength(0);
    spy.mockRestore();
  });

  it('KYC form: sends the documented payload', async () => {
    const { fetchMock } = await openProfile({ 'POST /artist/profile/kyc': { body: { message: 'Identity (KYC) details saved.' } } });
    fill('profile-doc_type', 'id_card');
    fill('profile-doc_number', 'ID-9');
    fill('profile-id_issuing_place', 'Lisboa');
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    await waitFor(() => expect(text('profile-kyc-message')).toBe('Identity (KYC) details saved.'));
    expect(requestsTo(fetchMock, 'POST /artist/profile/kyc')[0].body).toEqual({
      doc_type: 'id_card',
      id_card_number: 'ID-9',
      id_issuing_place: 'Lisboa',
      id_expiry_date: '2099-01-01',
      nationality: 'Portugal',
      residence_permit_number: null,
      country: 'Portugal',
      address: 'Rua 1',
      city: 'Lisboa',
      postal_code: '1000-001',
      phone_number: '+351912345678',
      artist_name: 'The Band',
    });
  });

  it('KYC form: server errors map id_card_number onto the number field; default text', async () => {
    await openProfile({
      'POST /artist/profile/kyc': [
        { status: 422, body: { message: 'ID card number is required.', errors: { id_card_number: ['ID card number is required.'] } } },
        { status: 500, body: {} },
      ],
    });
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    await waitFor(() => expect(text('profile-doc_number-error')).toBe('ID card number is required.'));
    fireEvent.click(screen.getByTestId('profile-kyc-submit'));
    await waitFor(() => expect(text('profile-kyc-error')).toBe('Saving KYC failed.'));
  });

  it('document form: required, type and size; upload sets the status to pending', async () => {
    const { fetchMock } = await openProfile({
      'POST /artist/profile/document': { body: { message: 'Document uploaded.', document_status: 'pending' } },
    });
    fireEvent.click(screen.getByTestId('profile-document-submit'));
    expect(text('profile-document-file-error')).toBe('Choose a file (JPG, PNG, PDF, max 2MB).');
    const input = screen.getByTestId('profile-document-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(text('profile-document-file-error')).toBe('Invalid file type. Allowed: JPG, PNG, PDF.');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.pdf', { type: 'application/pdf' })] } });
    expect(text('profile-document-file-error')).toBe('Max file size is 2MB.');
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('profile-document-input'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('profile-document-submit'));
    await waitFor(() => expect(text('profile-document-message')).toBe('Document uploaded.'));
    expect((requestsTo(fetchMock, 'POST /artist/profile/document')[0].body as FormData).get('document')).toBe(file);
    expect(screen.getByTestId('profile-document-status').dataset.status).toBe('pending');
  });
});

describe('/account/profile, change password', () => {
  const GOOD = 'Fresh-pass2?';

  it('checks every field inline before sending: current given, new by the sign-up rules, twice', async () => {
    const { fetchMock } = await openProfile();
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    expect(text('profile-current_password-error')).toBe('Enter your current password.');
    expect(text('profile-password-error')).toBe('Password does not meet requirements.');
    expect(screen.queryByTestId('profile-password_confirmation-error')).toBeNull();

    fill('profile-current_password', 'Old-pass1');
    expect(screen.queryByTestId('profile-current_password-error')).toBeNull();
    fill('profile-password', 'weakpass');
    expect(text('profile-password-error')).toBe('Password does not meet requirements.');
    expect(screen.getByTestId('profile-password-rules').querySelectorAll('[data-met="true"]')).toHaveLength(3);
    fill('profile-password', GOOD);
    expect(screen.queryByTestId('profile-password-error')).toBeNull();
    fill('profile-password_confirmation', 'Other-pass3');
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    expect(text('profile-password_confirmation-error')).toBe('Passwords do not match.');
    expect(requestsTo(fetchMock, 'PUT /artist/profile/password')).toHaveLength(0);
  });

  it('sends PUT /artist/profile/password, shows the answer and empties the fields', async () => {
    const { fetchMock } = await openProfile({
      'PUT /artist/profile/password': { body: { message: 'Your password was changed. Every other session was logged out.' } },
    });
    fill('profile-current_password', 'Old-pass1');
    fill('profile-password', GOOD);
    fill('profile-password_confirmation', GOOD);
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    expect((await screen.findByTestId('profile-password-form-message')).textContent).toBe('Your password was changed. Every other session was logged out.');
    const [request] = requestsTo(fetchMock, 'PUT /artist/profile/password');
    expect(request.body).toEqual({ current_password: 'Old-pass1', password: GOOD, password_confirmation: GOOD });
    expect(request.headers['Authorization']).toBe('Bearer art-1');
    for (const field of ['current_password', 'password', 'password_confirmation']) expect(value(`profile-${field}`)).toBe('');
    expect(localStorage.getItem('artist_token')).toBe('art-1');
  });

  it('shows a wrong current password under its field, and clears it once the field is edited', async () => {
    const WRONG = 'The current password is incorrect.';
    await openProfile({
      'PUT /artist/profile/password': { status: 422, body: { code: 'invalid_current_password', message: WRONG, errors: { current_password: [WRONG] } } },
    });
    fill('profile-current_password', 'Wrong-pass1');
    fill('profile-password', GOOD);
    fill('profile-password_confirmation', GOOD);
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    await waitFor(() => expect(text('profile-current_password-error')).toBe(WRONG));
    expect(text('profile-password-form-error')).toBe(WRONG);
    expect(screen.queryByTestId('profile-password-error')).toBeNull();
    fill('profile-current_password', 'Old-pass1');
    expect(screen.queryByTestId('profile-current_password-error')).toBeNull();
  });

  it('refuses the current password as the new one before asking the server', async () => {
    const { fetchMock } = await openProfile({});
    await screen.findByTestId('profile-password-form');
    fill('profile-current_password', GOOD);
    fill('profile-password', GOOD);
    fill('profile-password_confirmation', GOOD);
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    expect(text('profile-password-error')).toBe('Choose a password different from your current one.');
    expect(requestsTo(fetchMock, 'PUT /artist/profile/password')).toHaveLength(0);
  });

  it('speaks French: labels and messages', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, 'GET /artist/me': { body: { user: USER } } } });
    await renderApp('/account/profile', { lng: 'fr' });
    await screen.findByTestId('profile-password-form');
    expect(screen.getByTestId('profile-password-submit').textContent).toBe('Changer le mot de passe');
    fireEvent.click(screen.getByTestId('profile-password-submit'));
    expect(text('profile-current_password-error')).toBe('Saisissez votre mot de passe actuel.');
  });
});
