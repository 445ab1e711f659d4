import { domains } from '@soundpost/server-platform';
import type { UserHeldDataResponse } from '@soundpost/contracts';
import { newStaff } from './support/kyc-fixtures';
import { approvedArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('GET /api/admin/users/:id/data-held: every domain says what it holds about a user', () => {
  let t: TestApp;
  let staff: { id: string; token: string };
  let artist: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await newStaff(t, 'admin');
    artist = await approvedArtist(t);
  });
  afterAll(() => t?.close());

  const held = async (id: string, token = staff.token) => t.api(`/api/admin/users/${id}/data-held`, { token });
  const count = (body: UserHeldDataResponse, domain: string, key: string) => body.domains.find((d) => d.domain === domain)?.items.find((i) => i.key === key)?.count;

  it('asks every domain registered with a userData hook, in the registry order', async () => {
    const res = await held(artist.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as UserHeldDataResponse;
    expect(body.user_id).toBe(artist.id);
    expect(body.domains.map((d) => d.domain)).toEqual(domains.filter((d) => d.userData).map((d) => d.name));
    expect(body.domains.length).toBeGreaterThanOrEqual(8);
    expect(body.total).toBe(body.domains.reduce((s, d) => s + d.items.reduce((n, i) => n + i.count, 0), 0));
  });

  it('counts what the user really has: a profile, a subscription, a draft, a ticket, a token', async () => {
    const before = (await (await held(artist.id)).json()) as UserHeldDataResponse;
    expect((await t.api('/api/artist/releases/draft', { method: 'POST', token: artist.token, json: {}, headers: { 'Idempotency-Key': `held-${artist.id}` } })).status).toBeLessThan(300);
    expect((await t.api('/api/artist/tickets', { method: 'POST', token: artist.token, json: { subject: 'Where is my money?', message: 'Hello' } })).status).toBeLessThan(300);
    const after = (await (await held(artist.id)).json()) as UserHeldDataResponse;
    expect(count(after, 'releases', 'releases')).toBe((count(before, 'releases', 'releases') ?? 0) + 1);
    expect(count(after, 'support', 'support_tickets')).toBe((count(before, 'support', 'support_tickets') ?? 0) + 1);
    expect(count(after, 'auth', 'access_tokens')).toBeGreaterThanOrEqual(1);
    expect(count(after, 'kyc', 'artist_profiles')).toBe(1);
    expect(count(after, 'billing', 'subscriptions')).toBe(1);
    expect(after.total).toBeGreaterThan(before.total);
  });

  it('answers 404 for an unknown or malformed id, 403 to an artist, 401 without a token', async () => {
    expect((await held('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await held('not-a-uuid')).status).toBe(404);
    expect((await held(artist.id, artist.token)).status).toBe(403);
    expect((await t.api(`/api/admin/users/${artist.id}/data-held`)).status).toBe(401);
  });
});
