import fs from 'node:fs';
import path from 'node:path';
import { JobsService } from '@soundpost/server-core/jobs';
import { DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE, DELIVERY_SWEEP_SCHEDULE, ErnValidator } from '@soundpost/server-delivery';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const STORE_JOB = 'delivery.store';

jest.setTimeout(30_000);

describe('Store delivery over HTTP: folder targets, statuses, acknowledgements, updates, takedowns', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobsService;
  let call: ReturnType<typeof caller>;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };
  let artist: TestArtist;
  let other: TestArtist;
  let releaseId: string;
  const upc = '036000291452';
  const validator = process.env.DDEX_SCHEMA_DIR ? new ErnValidator(process.env.DDEX_SCHEMA_DIR) : null;

  const deliveries = async (id = releaseId) => (await call('GET', `/admin/releases/${id}/deliveries`, admin.token)).body.deliveries as Array<Record<string, any>>;
  const byStore = async (store: string, id = releaseId) => (await deliveries(id)).find((d) => d.store_id === store) as Record<string, any>;
  /** A job's answer (these jobs hold no schedule lock, so they always run). */
  const run = async (storeId: string) => {
    const job = await jobs.runNow<{ sent: number; failed: number }>(STORE_JOB, { storeId });
    return job.ran ? job.result : job;
  };
  const folder = (store: string) => path.join(t.config.dataDir, 'deliveries', store);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    jobs = t.app.get(JobsService);
    call = caller(t);
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
    artist = await approvedArtist(t);
    other = await approvedArtist(t);
    const release = await completeRelease(t, artist, call, { title: 'Night Drive', upc, label_name: 'Soundpost Records', genre_primary: 'Electronic' });
    releaseId = release.id;
    await call('PUT', `/artist/releases/${releaseId}/distribution`, artist.token, { store_ids: ['spotify', 'itunes'], territory_mode: 'exclude', territories: ['FR'] });
    await db.query(`UPDATE tracks SET isrc = 'QZDEL2600001', duration = 201.5, audio_sampling_rate = 44100, audio_channels = 2, audio_codec = 'PCM', audio_original_name = 'night-drive.wav' WHERE release_id = $1`, [releaseId]);
  }, 60_000);
  afterAll(() => t?.close());

  it('queues one delivery per selected store when staff approve, and sends each as a DDEX batch to its default folder', async () => {
    expect((await call('GET', `/admin/releases/${releaseId}/deliveries`, admin.token)).body).toEqual({ deliveries: [] });
    expect((await call('PATCH', `/admin/releases/${releaseId}/status`, admin.token, { status: 'approved' })).status).toBe(200);
    const queued = await deliveries();
    expect(queued.map((d) => [d.store_id, d.status, d.action])).toEqual([
      ['itunes', 'queued', 'insert'],
      ['spotify', 'queued', 'insert'],
    ]);
    // The job was queued with the decision (pg-boss, same transaction).
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND data->>'storeId' IN ('spotify', 'itunes')`, [STORE_JOB]);
    expect(count).toBeGreaterThanOrEqual(2);

    expect(await run('spotify')).toEqual({ sent: 1, failed: 0 });
    expect(await run('itunes')).toEqual({ sent: 1, failed: 0 });
    const spotify = await byStore('spotify');
    expect(spotify).toMatchObject({ status: 'delivered', action: 'insert', attempts: 1, error: null, store_name: 'Spotify' });
    expect(spotify.delivered_at).toEqual(expect.any(String));

    // <target>/<batch>/<UPC>/<UPC>.xml, its resources, and BatchComplete_<batch>.xml.
    const batch = path.join(folder('spotify'), spotify.batch_id);
    const files = fs.readdirSync(batch, { recursive: true }).map(String).sort();
    expect(files).toEqual([`${upc}`, `${upc}/${upc}.xml`, `${upc}/resources`, `${upc}/resources/${upc}.png`, `${upc}/resources/QZDEL2600001.wav`, `BatchComplete_${spotify.batch_id}.xml`].sort());
    const xml = fs.readFileSync(path.join(batch, upc, `${upc}.xml`), 'utf8');
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    expect(xml).toContain('<ISRC>QZDEL2600001</ISRC>');
    expect(xml).toContain('<ExcludedTerritoryCode>FR</ExcludedTerritoryCode>');
    expect(xml).toContain('<UseType>OnDemandStream</UseType>');
    expect(xml).toContain('<FullName>Soundpost Records</FullName>');
    if (validator) expect(await validator.validate(xml)).toEqual({ valid: true, errors: [] });
    const manifest = fs.readFileSync(path.join(batch, `BatchComplete_${spotify.batch_id}.xml`), 'utf8');
    expect(manifest).toContain(`<MessageId>${spotify.message_id}</MessageId>`);
    expect(manifest).toContain('<NumberOfMessages>1</NumberOfMessages>');

    // A download store gets a pay-as-you-go deal with a price tier.
    const itunes = await byStore('itunes');
    const sent = (await call('GET', `/admin/deliveries/${itunes.id}/message`, admin.token)).body;
    expect(sent).toMatchObject({ delivery_id: itunes.id, message_id: itunes.message_id, action: 'insert', batch_id: itunes.batch_id });
    expect(sent.xml).toContain('<UseType>PermanentDownload</UseType>');
    expect(sent.xml).toContain('<PriceCode');
  });

  it("shows the artist where the release is, and hides it from other artists and from the artist's own missing ids", async () => {
    const mine = await call('GET', `/artist/releases/${releaseId}/deliveries`, artist.token);
    expect(mine.status).toBe(200);
    expect(mine.body.deliveries.map((d: { store_name: string; status: string }) => [d.store_name, d.status])).toEqual([
      ['iTunes', 'delivered'],
      ['Spotify', 'delivered'],
    ]);
    expect((await call('GET', `/artist/releases/${releaseId}/deliveries`, other.token)).body).toEqual({ code: 'release_not_found', message: 'Release not found.' });
    expect((await call('GET', `/artist/releases/not-a-uuid/deliveries`, artist.token)).status).toBe(404);
    expect((await call('GET', `/admin/releases/${releaseId}/deliveries`, artist.token)).status).toBe(403);
    expect((await call('GET', `/admin/deliveries/00000000-0000-4000-8000-000000000000/message`, admin.token)).status).toBe(404);
  });

  it("reads the stores' acknowledgement files on schedule: acknowledged, or rejected with the store's error text", async () => {
    const spotify = await byStore('spotify');
    const itunes = await byStore('itunes');
    const ack = (messageId: string, status: string, error = '') =>
      `<?xml version="1.0"?><ern:AcknowledgementStatusMessage xmlns:ern="http://ddex.net/xml/ern/43"><MessageHeader><MessageId>ACK1</MessageId></MessageHeader><AcknowledgedMessage><MessageId>${messageId}</MessageId></AcknowledgedMessage><ReleaseStatus>${status}</ReleaseStatus>${error ? `<ErrorText>${error}</ErrorText>` : ''}</ern:AcknowledgementStatusMessage>`;
    fs.mkdirSync(path.join(folder('spotify'), 'acknowledgements'), { recursive: true });
    fs.mkdirSync(path.join(folder('itunes'), 'acknowledgements'), { recursive: true });
    fs.writeFileSync(path.join(folder('spotify'), 'acknowledgements', `ACK_${spotify.message_id}.xml`), ack(spotify.message_id, 'SuccessfullyIngestedByReleaseDistributor'));
    fs.writeFileSync(path.join(folder('itunes'), 'acknowledgements', `ACK_${itunes.message_id}.xml`), ack(itunes.message_id, 'ProcessingError', 'Artwork contains a URL &amp; a logo'));
    // A broken file (read first) is set aside; it neither stops the run nor moves a delivery.
    fs.writeFileSync(path.join(folder('spotify'), 'acknowledgements', 'ACK_0_broken.xml'), ack(spotify.message_id, 'ProcessingError', 'Undefined &e; entity'));
    const result = await jobs.runNow(DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE.name);
    expect(result).toEqual({ ran: true, result: { read: 3, matched: 2 } });
    expect(fs.existsSync(path.join(folder('spotify'), 'acknowledgements', 'processed', 'ACK_0_broken.xml'))).toBe(true);
    expect(await byStore('spotify')).toMatchObject({ status: 'acknowledged', error: null, acknowledged_at: expect.any(String) });
    expect(await byStore('itunes')).toMatchObject({ status: 'rejected', error: 'iTunes: Artwork contains a URL & a logo' });
    // Read files are filed away, not read twice.
    expect(fs.existsSync(path.join(folder('spotify'), 'acknowledgements', 'processed', `ACK_${spotify.message_id}.xml`))).toBe(true);
    expect(await jobs.runNow(DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE.name)).toEqual({ ran: true, result: { read: 0, matched: 0 } });
  });

  it('lists deliveries for the back office with failures first', async () => {
    const page = await call('GET', '/admin/deliveries', manager.token);
    expect(page.status).toBe(200);
    const mine = page.body.data.filter((d: { release_id: string }) => d.release_id === releaseId);
    expect(mine.map((d: { store_id: string }) => d.store_id)).toEqual(['itunes', 'spotify']);
    expect(page.body.data[0].status).toBe('rejected');
    expect(mine[0]).toMatchObject({ release_title: 'Night Drive', upc });
    expect(page.headers.get('content-range')).toMatch(/^deliveries 0-\d+\/\d+$/);
    const rejected = await call('GET', '/admin/deliveries?status=rejected', manager.token);
    expect(rejected.body.data.every((d: { status: string }) => d.status === 'rejected')).toBe(true);
    expect((await call('GET', '/admin/deliveries?status=nope', manager.token)).status).toBe(400);
  });

  it('sends a complete update when staff change a live release, and redelivers on demand', async () => {
    expect((await call('PATCH', `/admin/releases/${releaseId}/status`, admin.token, { status: 'live' })).status).toBe(200);
    expect((await byStore('spotify')).action).toBe('update');
    await run('spotify');
    const spotify = await byStore('spotify');
    expect(spotify).toMatchObject({ status: 'delivered', action: 'update' });
    const xml = (await call('GET', `/admin/deliveries/${spotify.id}/message`, admin.token)).body.xml as string;
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    expect(xml).not.toContain('<EndDate');

    const again = await call('POST', `/admin/releases/${releaseId}/redeliver`, admin.token, { store_ids: ['itunes'] });
    expect(again.status).toBe(202);
    expect(again.body.deliveries.find((d: { store_id: string }) => d.store_id === 'itunes')).toMatchObject({ status: 'queued', action: 'update', error: null });
    expect(await run('itunes')).toEqual({ sent: 1, failed: 0 });
    expect((await call('POST', `/admin/releases/00000000-0000-4000-8000-000000000000/redeliver`, admin.token, {})).status).toBe(404);
    expect((await call('POST', `/admin/releases/${releaseId}/redeliver`, admin.token, { nope: 1 })).status).toBe(422);
  });

  it("pauses a blocked artist's deliveries and resumes them once unblocked", async () => {
    await db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [artist.id]);
    await call('POST', `/admin/releases/${releaseId}/redeliver`, admin.token, { store_ids: ['spotify'] });
    await run('spotify');
    expect(await byStore('spotify')).toMatchObject({ status: 'paused', error: "Paused: the artist's account is blocked." });
    expect(await jobs.runNow(DELIVERY_SWEEP_SCHEDULE.name)).toEqual({ ran: true, result: { requeued: 0, resumed: 0 } });
    await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [artist.id]);
    expect(await jobs.runNow(DELIVERY_SWEEP_SCHEDULE.name)).toEqual({ ran: true, result: { requeued: 0, resumed: 1 } });
    await run('spotify');
    expect((await byStore('spotify')).status).toBe('delivered');
  });

  it('takes the release down at every store when staff set it removed (a purge where the store asks for one)', async () => {
    expect((await call('PUT', '/admin/stores/itunes/delivery', admin.token, { kind: 'folder', purge_on_takedown: true })).status).toBe(200);
    expect((await call('PATCH', `/admin/releases/${releaseId}/status`, admin.token, { status: 'removed' })).status).toBe(200);
    expect((await deliveries()).map((d) => [d.store_id, d.status, d.action])).toEqual([
      ['itunes', 'queued', 'takedown'],
      ['spotify', 'queued', 'takedown'],
    ]);
    await run('spotify');
    await run('itunes');
    const spotify = await byStore('spotify');
    expect(spotify).toMatchObject({ status: 'delivered', action: 'takedown' });
    const takedown = (await call('GET', `/admin/deliveries/${spotify.id}/message`, admin.token)).body.xml as string;
    expect(takedown).toMatch(/<EndDate(Time)?>/);
    if (validator) expect((await validator.validate(takedown)).valid).toBe(true);
    // A takedown sends no audio again.
    expect(fs.readdirSync(path.join(folder('spotify'), spotify.batch_id, upc))).toEqual([`${upc}.xml`]);
    const purge = (await call('GET', `/admin/deliveries/${(await byStore('itunes')).id}/message`, admin.token)).body.xml as string;
    expect(purge).toContain('<ern:PurgeReleaseMessage');
  });

  it('never sends an invalid message: the delivery goes to error with the validator first errors', async () => {
    if (!validator) return;
    const bad = await completeRelease(t, artist, call, { title: 'Bad Territory', upc: '5901234123457' });
    await db.query(`UPDATE tracks SET isrc = 'QZDEL2600002', duration = 100 WHERE release_id = $1`, [bad.id]);
    // A territory code the schema does not know (the API refuses it; an old row may hold one).
    await db.query(`UPDATE releases SET territory_mode = 'include', territories = '{XX}' WHERE id = $1`, [bad.id]);
    await call('PATCH', `/admin/releases/${bad.id}/status`, admin.token, { status: 'approved' });
    expect(await run('spotify')).toEqual({ sent: 0, failed: 1 });
    const failed = await byStore('spotify', bad.id);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatch(/^The message does not validate against the ERN 4.3 schema: line \d+: .*TerritoryCode/);
    expect(fs.existsSync(path.join(folder('spotify'))) && fs.readdirSync(folder('spotify'), { recursive: true }).map(String).some((f) => f.includes('5901234123457'))).toBe(false);
  });

  describe('store targets', () => {
    it('answers the default folder target and keeps secrets to itself', async () => {
      const target = await call('GET', '/admin/stores/deezer/delivery', manager.token);
      expect(target.body).toMatchObject({ store_id: 'deezer', store_name: 'Deezer', kind: 'folder', path: path.join(t.config.dataDir, 'deliveries', 'deezer'), is_default: true, has_password: false });
      expect((await call('GET', '/admin/stores/nope/delivery', manager.token)).status).toBe(404);
      expect((await call('PUT', '/admin/stores/deezer/delivery', manager.token, { kind: 'folder' })).status).toBe(403);
      const missing = await call('PUT', '/admin/stores/deezer/delivery', admin.token, { kind: 'sftp', host: 'sftp.deezer.test' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toMatchObject({ username: ['The SFTP user is required.'], password: ['Give a password or a private key.'] });
      const saved = await call('PUT', '/admin/stores/deezer/delivery', admin.token, { kind: 'sftp', host: 'sftp.deezer.test', port: 2222, username: 'soundpost', password: 's3cret!', path: 'inbox', recipient_dpid: 'PA-DPIDA-2011072101-T' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ kind: 'sftp', host: 'sftp.deezer.test', port: 2222, has_password: true, recipient_dpid: 'PADPIDA2011072101T', is_default: false });
      expect(JSON.stringify(saved.body)).not.toContain('s3cret!');
      const [row] = await db.query(`SELECT secrets_encrypted FROM delivery_targets WHERE store_id = 'deezer'`);
      expect(row.secrets_encrypted).toMatch(/^v1\./);
      expect(row.secrets_encrypted).not.toContain('s3cret');
      // Leaving the secret out keeps it.
      expect((await call('PUT', '/admin/stores/deezer/delivery', admin.token, { kind: 'sftp', host: 'sftp2.deezer.test' })).body).toMatchObject({ host: 'sftp2.deezer.test', has_password: true });
      expect((await call('PUT', '/admin/stores/deezer/delivery', admin.token, { kind: 'folder', path: '../../etc' })).status).toBe(422);
    });
  });
});
