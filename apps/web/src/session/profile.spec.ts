import { displayName } from '@soundpost/contracts';
import { displayEmail, fetchProfile, type Profile } from './profile';
import { mockApi } from '../testing/mock-api';

// displayName and avatarInitial come from @soundpost/contracts and are tested there (format/display.spec.ts).
describe('current-user e-mail', () => {
  it('shows a dash for a missing e-mail', () => {
    expect(displayEmail({ email: 'nina@example.com' })).toBe('nina@example.com');
    expect(displayEmail({ email: '' })).toBe('-');
    expect(displayEmail(null)).toBe('-');
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

  it('drops name and e-mail fields that are not text, so the display rules never see them', async () => {
    mockApi({ me: { name: 42, first_name: 'Eunice', email: { address: 'x' }, id: 'c0ffee00-0000-4000-8000-000000000007' } as unknown as Profile });
    const profile = await fetchProfile('tok');
    expect(profile).toEqual({ first_name: 'Eunice', id: 'c0ffee00-0000-4000-8000-000000000007' });
    expect(displayName(profile)).toBe('Eunice');
    expect(displayEmail(profile)).toBe('-');
  });
});
