import { apiRequest, ApiRequestError, DOCUMENTS_NOT_APPROVED_EVENT, errorText, safeRedirect } from './client';
import { mockApi, requestsTo } from '../testing/mock-api';

describe('apiRequest', () => {
  it('calls /api with JSON and the artist token, else the onboarding token', async () => {
    const fetchMock = mockApi({ routes: { 'POST /auth/kyc': { body: { message: 'ok' } } } });
    localStorage.setItem('onboarding_token', 'onb');
    await expect(apiRequest('/auth/kyc', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ message: 'ok' });
    localStorage.setItem('artist_token', 'art');
    await apiRequest('/auth/kyc', { method: 'POST', body: { a: 2 } });
    await apiRequest('/auth/kyc', { method: 'POST', body: { a: 3 }, auth: 'onboarding' });
    await apiRequest('/auth/kyc', { method: 'POST', body: { a: 4 }, auth: 'none' });

    const requests = requestsTo(fetchMock, 'POST /auth/kyc');
    expect(requests.map((r) => r.headers['Authorization'])).toEqual(['Bearer onb', 'Bearer art', 'Bearer onb', undefined]);
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    expect(requests[0].headers['Accept']).toBe('application/json');
    expect(requests[0].body).toEqual({ a: 1 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/kyc');
  });

  it('adds the query string and sends FormData as is', async () => {
    const fetchMock = mockApi({ routes: { 'GET /me/audit-logs': { body: { data: [] } }, 'POST /auth/upload-document': { body: {} } } });
    await apiRequest('/me/audit-logs', { query: { page: 2, per_page: 20, q: '' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/me/audit-logs?page=2&per_page=20');
    const form = new FormData();
    form.append('document', new File(['x'], 'a.png', { type: 'image/png' }));
    await apiRequest('/auth/upload-document', { method: 'POST', body: form });
    const [request] = requestsTo(fetchMock, 'POST /auth/upload-document');
    expect(request.body).toBe(form);
    expect(request.headers['Content-Type']).toBeUndefined();
  });

  it('throws { status, message, code, errors, redirect_to } on a non-2xx answer', async () => {
    mockApi({
      routes: {
        'POST /auth/onboarding/start': {
          status: 409,
          body: { code: 'onboarding_complete', message: 'Your account is already verified. Please log in.', redirect_to: '/login' },
        },
        'PUT /artist/profile': { status: 422, body: { error: 'Invalid IBAN.', errors: { iban: ['Invalid IBAN.'] } } },
      },
    });
    const error = await apiRequest('/auth/onboarding/start', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: 'onboarding_complete',
      message: 'Your account is already verified. Please log in.',
      redirect_to: '/login',
      errors: {},
    });
    const profileError = (await apiRequest('/artist/profile', { method: 'PUT', body: {} }).catch((e: unknown) => e)) as ApiRequestError;
    expect(profileError.message).toBe('Invalid IBAN.');
    expect(profileError.fieldError('iban')).toBe('Invalid IBAN.');
  });

  it('a network failure is status 0 and shows the fallback text', async () => {
    mockApi({ routes: { 'POST /auth/register': 'network-error' } });
    const error = await apiRequest('/auth/register', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: '' });
    expect(errorText(error, 'Failed to register.')).toBe('Failed to register.');
  });

  it('announces a 403 documents_not_approved', async () => {
    mockApi({
      routes: {
        'GET /artist/dashboard': {
          status: 403,
          body: { code: 'documents_not_approved', message: 'Your identity documents have not been approved yet.' },
        },
        'GET /artist/other': { status: 403, body: { code: 'forbidden', message: 'No.' } },
      },
    });
    const listener = jest.fn();
    window.addEventListener(DOCUMENTS_NOT_APPROVED_EVENT, listener);
    await expect(apiRequest('/artist/other')).rejects.toMatchObject({ status: 403 });
    expect(listener).not.toHaveBeenCalled();
    await expect(apiRequest('/artist/dashboard')).rejects.toMatchObject({ code: 'documents_not_approved' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(DOCUMENTS_NOT_APPROVED_EVENT, listener);
  });

  it('ends the session on a 403 account_blocked to a signed-in call', async () => {
    mockApi({ routes: { 'GET /artist/me': { status: 403, body: { code: 'account_blocked', message: 'Your account is blocked. Please contact support.' } } } });
    localStorage.setItem('artist_token', 'art');
    localStorage.setItem('onboarding_token', 'onb');
    await expect(apiRequest('/artist/me')).rejects.toMatchObject({ code: 'account_blocked' });
    expect([localStorage.getItem('artist_token'), localStorage.getItem('onboarding_token')]).toEqual([null, null]);
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirect('/login')).toBe('/login');
    expect(safeRedirect('/account/profile?x=1')).toBe('/account/profile?x=1');
    expect(safeRedirect(undefined)).toBe('/login');
    expect(safeRedirect('https://evil.example')).toBe('/login');
    expect(safeRedirect('//evil.example')).toBe('/login');
    expect(safeRedirect('/\\evil.example')).toBe('/login');
  });
});
