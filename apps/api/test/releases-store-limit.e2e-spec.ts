import { randomUUID } from 'node:crypto';
import { seedBilling } from '@soundpost/server-billing';
import { Plan } from '@soundpost/server-billing/schema';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, setPlanLimits, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const LIMIT_MESSAGE = 'Your plan includes up to 18 stores. Upgrade your plan to choose more.';

/**
 * A plan's store allowance (issue 25): a new draft starts with the plan's highest ranked stores,
 * saving or submitting more is refused with the allowance and the upgrade link, an upgrade widens
 * it at once, and staff edit it on the plan. Real HTTP, real Postgres.
 */
describe('Releases: the plan’s store allowance over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let ranked: string[];

  const newDraft = async (artist: TestArtist) => (await call('POST', '/artist/releases/draft', artist.token, { force_new: true })).body.release_id as string;
  const storesOf = async (artist: TestArtist, id: string) => (await call('GET', `/artist/releases/${id}/distribution`, artist.token)).body.settings.store_ids as string[];
  const putStores = (artist: TestArtist, id: string, storeIds: string[]) => call('PUT', `/artist/releases/${id}/distribution`, artist.token, { store_ids: storeIds });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    ranked = (await db.query(`SELECT id FROM stores WHERE active ORDER BY sort_order, name`)).map((r: { id: string }) => r.id);
  });
  afterAll(() => t?.close());

  it('a new draft starts with the plan’s 18 highest ranked stores, or every store on a plan without a limit', async () => {
    const limited = await approvedArtist(t, { storeLimit: 18 });
    const id = await newDraft(limited);
    expect(await storesOf(limited, id)).toEqual(ranked.slice(0, 18));
    expect((await call('GET', `/artist/releases/${id}`, limited.token)).body.release.limits).toMatchObject({ store_limit: 18 });
    expect(ranked.slice(0, 3)).toEqual(['spotify', 'apple-music', 'itunes']);

    const unlimited = await approvedArtist(t);
    expect(await storesOf(unlimited, await newDraft(unlimited))).toEqual(ranked);
  });

  it('refuses a 19th store on save with 422, the allowance and the upgrade link, and keeps what was saved', async () => {
    const artist = await approvedArtist(t, { storeLimit: 18 });
    const id = await newDraft(artist);
    const res = await putStores(artist, id, ranked.slice(0, 19));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'store_limit_exceeded',
      message: LIMIT_MESSAGE,
      errors: { store_ids: [LIMIT_MESSAGE] },
      store_limit: 18,
      upgrade_url: '/account/myplan',
    });
    expect(await storesOf(artist, id)).toEqual(ranked.slice(0, 18));
    // Any 18 are fine, not only the preselected ones.
    expect((await putStores(artist, id, ranked.slice(10, 28))).status).toBe(200);
    expect(await storesOf(artist, id)).toEqual(ranked.slice(10, 28));
  });

  it('refuses submit over the allowance (plan lowered after the stores were saved); the artist’s preflight names it, staff’s does not', async () => {
    const artist = await approvedArtist(t, { storeLimit: 18 });
    const { id } = await completeRelease(t, artist, call);
    expect((await putStores(artist, id, ranked.slice(0, 3))).status).toBe(200);
    await setPlanLimits(t, artist, { storeLimit: 2 });

    const res = await call('POST', `/artist/releases/${id}/submit`, artist.token);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'store_limit_exceeded', message: 'Your plan includes up to 2 stores. Upgrade your plan to choose more.', upgrade_url: '/account/myplan' });
    expect((await db.query(`SELECT status FROM releases WHERE id = $1`, [id]))[0].status).toBe('draft');

    const own = await call('GET', `/artist/releases/${id}/preflight`, artist.token);
    expect(own.body.errors).toEqual([{ code: 'store_limit_exceeded', field: 'store_ids', message: 'Your plan includes up to 2 stores. Upgrade your plan to choose more.' }]);
    const staff = await newStaff(t);
    expect((await call('GET', `/admin/releases/${id}/preflight`, staff.token)).body.errors).toEqual([]);

    expect((await putStores(artist, id, ranked.slice(0, 2))).status).toBe(200);
    expect((await call('POST', `/artist/releases/${id}/submit`, artist.token)).status).toBe(200);
  });

  it('an upgrade widens the allowance at once', async () => {
    const artist = await approvedArtist(t, { storeLimit: 18 });
    const id = await newDraft(artist);
    expect((await putStores(artist, id, ranked)).status).toBe(422);

    // Buys a plan without a store limit through the sandbox card checkout.
    const plans = db.getRepository(Plan);
    const producer = await plans.save(plans.create({ key: `producer-${randomUUID().slice(0, 8)}`, name: 'Producer', priceCents: 299, currency: 'EUR', billingCycle: 'monthly', storeLimit: null }));
    const start = await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: producer.id });
    expect(start.status).toBe(200);
    const url = new URL(start.body.url as string);
    expect((await t.api(`${url.pathname}${url.search}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await call('POST', '/billing/stripe/confirm', artist.token, { session_id: start.body.session_id })).status).toBe(200);

    const saved = await putStores(artist, id, ranked);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.store_ids).toHaveLength(ranked.length);
    expect((await call('GET', `/artist/releases/${id}`, artist.token)).body.release.limits.store_limit).toBeNull();
  });

  it('staff edit the allowance on the plan and the artist’s next save follows it', async () => {
    const artist = await approvedArtist(t, { storeLimit: 18 });
    const staff = await newStaff(t);
    const id = await newDraft(artist);

    const lowered = await call('PUT', `/admin/plans/${artist.planId}`, staff.token, { name: 'Test plan', store_limit: 5 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.store_limit).toBe(5);
    const refused = await putStores(artist, id, ranked.slice(0, 6));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Your plan includes up to 5 stores. Upgrade your plan to choose more.');

    // Absent keeps it; blank means every store.
    expect((await call('PUT', `/admin/plans/${artist.planId}`, staff.token, { name: 'Test plan' })).body.store_limit).toBe(5);
    expect((await call('PUT', `/admin/plans/${artist.planId}`, staff.token, { name: 'Test plan', store_limit: '' })).body.store_limit).toBeNull();
    expect((await putStores(artist, id, ranked.slice(0, 6))).status).toBe(200);

    await seedBilling({ app: t.app, config: t.config, log: () => undefined });
    const seeded = (await call('GET', '/billing/plans')).body.plans as Array<{ key: string; store_limit: number | null }>;
    expect(Object.fromEntries(seeded.filter((p) => ['free', 'artist', 'producer', 'label'].includes(p.key)).map((p) => [p.key, p.store_limit]))).toEqual({ free: 18, artist: 18, producer: null, label: null });
  });
});
