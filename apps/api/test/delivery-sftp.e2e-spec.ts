import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JobsService } from '@soundpost/server-core/jobs';
import { DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE } from '@soundpost/server-delivery';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { startSftpServer, TestSftpServer } from './support/sftp-server';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(60_000);

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('Store delivery to a real SFTP server (ssh2 Server on a free port)', () => {
  let sftp: TestSftpServer;
  let t: TestApp;
  let db: DataSource;
  let jobs: JobsService;
  let call: ReturnType<typeof caller>;
  let admin: { id: string; token: string };
  let artist: TestArtist;

  const deliveryOf = async (releaseId: string, store: string) =>
    ((await call('GET', `/admin/releases/${releaseId}/deliveries`, admin.token)).body.deliveries as Array<Record<string, any>>).find((d) => d.store_id === store) as Record<string, any>;

  async function approvedRelease(store: string, upc: string, isrc: string): Promise<string> {
    const release = await completeRelease(t, artist, call, { title: `SFTP ${store}`, upc });
    await call('PUT', `/artist/releases/${release.id}/distribution`, artist.token, { store_ids: [store] });
    // The fixture stored the bytes "audio": its hash is what the message must name.
    await db.query(`UPDATE tracks SET isrc = $2, duration = 180, audio_hash_sum = $3, audio_size = 5, audio_original_name = 'song.wav' WHERE release_id = $1`, [release.id, isrc, sha256('audio')]);
    expect((await call('PATCH', `/admin/releases/${release.id}/status`, admin.token, { status: 'approved' })).status).toBe(200);
    return release.id;
  }

  beforeAll(async () => {
    sftp = await startSftpServer();
    // Two tries per delivery, so the failing target gives up within the test.
    t = await createTestApp({ DELIVERY_MAX_ATTEMPTS: '2' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobsService);
    call = caller(t);
    admin = await newStaff(t, 'admin');
    artist = await approvedArtist(t);
  });
  afterAll(async () => {
    await t?.close();
    await sftp?.close();
  });

  it('delivers a complete batch, the BatchComplete marker written last, with hashes matching the files', async () => {
    const target = await call('PUT', '/admin/stores/spotify/delivery', admin.token, {
      kind: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      password: sftp.password,
      path: 'inbox',
      recipient_dpid: 'PADPIDA2011072101T',
    });
    expect(target.status).toBe(200);
    const upc = '036000291452';
    const releaseId = await approvedRelease('spotify', upc, 'QZSFT2600001');
    expect(await jobs.runNow('delivery.store', { storeId: 'spotify' })).toEqual({ ran: true, result: { sent: 1, failed: 0 } });

    const delivery = await deliveryOf(releaseId, 'spotify');
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, error: null });
    const batch = `inbox/${delivery.batch_id}`;
    expect(sftp.written).toEqual([`${batch}/${upc}/resources/QZSFT2600001.wav`, `${batch}/${upc}/resources/${upc}.png`, `${batch}/${upc}/${upc}.xml`, `${batch}/BatchComplete_${delivery.batch_id}.xml`]);

    const onServer = (p: string) => fs.readFileSync(path.join(sftp.root, p));
    const xml = onServer(`${batch}/${upc}/${upc}.xml`).toString('utf8');
    expect(xml).toContain('<PartyId>PADPIDA2011072101T</PartyId>');
    // Every file the message names arrived with the hash the message states.
    const named = [...xml.matchAll(/<URI>([^<]+)<\/URI>\s*<HashSum>\s*<Algorithm>SHA-256<\/Algorithm>\s*<HashSumValue>([0-9a-f]{64})<\/HashSumValue>/g)].map((m) => [m[1], m[2]]);
    expect(named.map(([uri]) => uri).sort()).toEqual([`resources/${upc}.png`, 'resources/QZSFT2600001.wav']);
    for (const [uri, hash] of named) expect(sha256(onServer(`${batch}/${upc}/${uri}`))).toBe(hash);
    // The manifest names the message with the hash of the XML that arrived.
    const manifest = onServer(`${batch}/BatchComplete_${delivery.batch_id}.xml`).toString('utf8');
    expect(manifest).toContain(`<MessageId>${delivery.message_id}</MessageId>`);
    expect(manifest).toContain(`<HashSumValue>${sha256(xml)}</HashSumValue>`);

    // The store acknowledges through its acknowledgements/ folder.
    fs.mkdirSync(path.join(sftp.root, 'inbox', 'acknowledgements'), { recursive: true });
    fs.writeFileSync(
      path.join(sftp.root, 'inbox', 'acknowledgements', `ACK_${delivery.message_id}.xml`),
      `<AcknowledgementStatusMessage><AcknowledgedMessage><MessageId>${delivery.message_id}</MessageId></AcknowledgedMessage><ReleaseStatus>SuccessfullyIngestedByReleaseDistributor</ReleaseStatus></AcknowledgementStatusMessage>`,
    );
    expect(await jobs.runNow(DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE.name)).toEqual({ ran: true, result: { read: 1, matched: 1 } });
    expect(await deliveryOf(releaseId, 'spotify')).toMatchObject({ status: 'acknowledged', acknowledged_at: expect.any(String) });
    expect(fs.existsSync(path.join(sftp.root, 'inbox', 'acknowledgements', 'processed', `ACK_${delivery.message_id}.xml`))).toBe(true);
  });

  it('retries a failing target and ends in error with the reason', async () => {
    await call('PUT', '/admin/stores/tidal/delivery', admin.token, { kind: 'sftp', host: '127.0.0.1', port: sftp.port, username: sftp.username, password: 'wrong-password', path: 'inbox' });
    const releaseId = await approvedRelease('tidal', '5901234123457', 'QZSFT2600002');
    // First try: the job fails (pg-boss retries it with backoff) and the delivery waits in the queue with the reason.
    await expect(jobs.runNow('delivery.store', { storeId: 'tidal' })).rejects.toThrow(/authentication/i);
    expect(await deliveryOf(releaseId, 'tidal')).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringMatching(/^sftp store@127\.0\.0\.1:\d+\/inbox: .*authentication/i) });
    // Last try: no more retries, the delivery ends in error.
    expect(await jobs.runNow('delivery.store', { storeId: 'tidal' })).toEqual({ ran: true, result: { sent: 0, failed: 1 } });
    const failed = await deliveryOf(releaseId, 'tidal');
    expect(failed).toMatchObject({ status: 'error', attempts: 2 });
    expect(failed.error).toMatch(/^Gave up after 2 attempts: sftp .*authentication/i);
    expect(sftp.written.some((f) => f.includes('5901234123457'))).toBe(false);
  });
});
