import { DataSource } from 'typeorm';
import { approvedArtist, caller, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Releases: distribution settings over HTTP', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let artist: TestArtist;

  const newRelease = async () => (await call('POST', '/artist/releases/draft', artist.token, { force_new: true })).body.release_id as string;
  const put = (id: string, body: unknown) => call('PUT', `/artist/releases/${id}/distribution`, artist.token, body);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    artist = await approvedArtist(t, { storeLimit: 3 });
  });
  afterAll(() => t?.close());

  it('answers the defaults (the plan’s 3 stores, highest ranked first), then saves every field', async () => {
    const id = await newRelease();
    const initial = await call('GET', `/artist/releases/${id}/distribution`, artist.token);
    expect(initial.body).toEqual({
      settings: { release_date: null, release_time: null, timezone: null, territory_mode: 'worldwide', territories: [], store_ids: ['spotify', 'apple-music', 'itunes'], content_id_opt_in: 0, price_tier: 'standard' },
    });
    const saved = await put(id, {
      release_date: '2030-06-01',
      release_time: '09:30',
      timezone: 'europe/lisbon',
      territory_mode: 'include',
      territories: ['pt', 'BR', 'PT'],
      store_ids: ['spotify', 'deezer', 'spotify'],
      content_id_opt_in: 1,
      price_tier: 'premium',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      settings: {
        release_date: '2030-06-01',
        release_time: '09:30',
        timezone: 'Europe/Lisbon',
        territory_mode: 'include',
        territories: ['PT', 'BR'],
        store_ids: ['spotify', 'deezer'],
        content_id_opt_in: 1,
        price_tier: 'premium',
      },
      message: 'Distribution settings saved.',
    });
    // The release date is the release's own: the album info shows it too.
    expect((await call('GET', `/artist/releases/${id}`, artist.token)).body.release).toMatchObject({ release_date: '2030-06-01', release_time: '09:30', timezone: 'Europe/Lisbon' });
    // Partial: absent keys keep their value; worldwide drops the territory list.
    const worldwide = await put(id, { territory_mode: 'worldwide' });
    expect(worldwide.body.settings).toMatchObject({ territory_mode: 'worldwide', territories: [], store_ids: ['spotify', 'deezer'], price_tier: 'premium' });
    // Clearing the date clears time and zone with it.
    const cleared = await put(id, { release_date: null });
    expect(cleared.body.settings).toMatchObject({ release_date: null, release_time: null, timezone: null });
  });

  it.each([
    [{ release_time: '10:00' }, 'release_time', 'Set a release date first.'],
    [{ timezone: 'UTC' }, 'timezone', 'Set a release date first.'],
    [{ release_date: '2030-01-01', release_time: '24:00' }, 'release_time', 'Enter a valid time (HH:mm).'],
    [{ release_date: '2030-01-01', release_time: '9:5' }, 'release_time', 'Enter a valid time (HH:mm).'],
    [{ release_date: '2030-01-01', timezone: 'Mars/Olympus' }, 'timezone', 'Choose a valid time zone.'],
    [{ territory_mode: 'include', territories: ['USA'] }, 'territories', 'Use 2-letter country codes.'],
    [{ territory_mode: 'exclude', territories: [] }, 'territories', 'Choose at least one territory.'],
    [{ territory_mode: 'include' }, 'territories', 'Choose at least one territory.'],
    [{ store_ids: ['spotify', 'myspace'] }, 'store_ids', 'Unknown store: myspace.'],
    [{ price_tier: 'free' }, 'price_tier', 'Choose standard, budget, premium.'],
    [{ territory_mode: 'everywhere' }, 'territory_mode', 'Choose worldwide, include, exclude.'],
    [{ content_id_opt_in: 'maybe' }, 'content_id_opt_in', 'Use 0 or 1.'],
  ])('refuses %j with a 422 on %s and saves nothing', async (body, field, message) => {
    const id = await newRelease();
    const res = await put(id, { price_tier: 'budget', ...body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
    expect((await call('GET', `/artist/releases/${id}/distribution`, artist.token)).body.settings.price_tier).toBe('standard');
  });

  it('refuses an inactive store', async () => {
    const id = await newRelease();
    const db = t.app.get(DataSource);
    await db.query(`UPDATE stores SET active = false WHERE id = 'gaana'`);
    try {
      expect((await put(id, { store_ids: ['gaana'] })).body.errors).toEqual({ store_ids: ['Unknown store: gaana.'] });
    } finally {
      await db.query(`UPDATE stores SET active = true WHERE id = 'gaana'`);
    }
  });
});
