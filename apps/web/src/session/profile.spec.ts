import { avatarInitial, displayEmail, displayName, fetchProfile } from './profile';
import { mockApi } from '../testing/mock-api';

describe('current-user display rules (spec 000 §3)', () => {
  it('uses name when present', () => {
    expect(displayName({ name: 'Nina Simone', first_name: 'Eunice', last_name: 'Waymon' })).toBe('Nina Simone');
  });

  it('joins first and last name when there is no name', () => {
    expect(displayName({ name: '', first_name: 'Eunice', last_name: 'Waymon' })).toBe('Eunice Waymon');
    expect(displayName({ first_name: 'Eunice' })).toBe('Eunice');
    expect(displayName({ last_name: 'Waymon' })).toBe('Waymon');
  });

  it("falls back to 'Artist'", () => {
    expect(displayName({})).toBe('Artist');
    expect(displayName(null)).toBe('Artist');
    expect(displayName({ name: '   ', first_name: null })).toBe('Artist');
  });

  it('shows a dash for a missing e-mail', () => {
    expect(displayEmail({ email: 'nina@example.com' })).toBe('nina@example.com');
    expect(displayEmail({ email: '' })).toBe('-');
    expect(displayEmail(null)).toBe('-');
  });

  it('takes the first letter of the display name, upper-cased', () => {
    expect(avatarInitial('nina')).toBe('N');
    expect(avatarInitial('émile')).toBe('É');
    expect(avatarInitial('Artist')).toBe('A');
  });
});

describe('fetchProfile', () => {
  it('sends the bearer token and JSON accept header', async () => {
    const fetchMock = mockApi({ me: { name: 'Nina' } });
    await expect(fetchProfile('tok-1')).resolves.toEqual({ name: 'Nina' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/me');
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1' });
  });

  it('gives null on a non-OK answer or a network error', async () => {
    mockApi({ me: { status: 500 } });
    await expect(fetchProfile('tok')).resolves.toBeNull();
    mockApi({ me: 'network-error' });
    await expect(fetchProfile('tok')).resolves.toBeNull();
  });
});
