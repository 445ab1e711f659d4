import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DATA_EXPORT_LIMITS, PRIVACY_MESSAGES, type DataExportListResponse, type DataExportResponse } from '@soundpost/contracts';
import { TokensService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { StorageService } from '@soundpost/server-core/storage';
import { DATA_EXPORT_EXPIRY_SCHEDULE, DATA_EXPORT_JOB } from '@soundpost/server-privacy';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import yauzl from 'yauzl';
import { newArtist, newStaff, PNG } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, completeRelease, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

/** The entries of a zip, read back with yauzl: name and bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

interface Seeded extends TestArtist {
  marker: string;
  releaseId: string;
  audioKey: string;
}

describe('Your data: the account export (POST /api/me/data-export) over HTTP', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  /** An artist with data in every domain, each record carrying `marker` so another account's rows show up if they leak. */
  async function seedAccount(): Promise<Seeded> {
    const marker = `mark${randomUUID().slice(0, 8)}`;
    const artist = await approvedArtist(t);
    await db.query(`UPDATE artist_profiles SET artist_name = $2, iban = 'PT50000201231234567890154' WHERE user_id = $1`, [artist.id, `Artist ${marker}`]);
    const storage = t.app.get(StorageService);
    const doc = await storage.save(Readable.from([PNG]), { maxBytes: 1_000_000, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
    await db.query(
      `INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256) VALUES ($1, $2, $3, 'image/png', $4, $5)`,
      [artist.id, doc.key, `passport-${marker}.png`, doc.size, doc.sha256],
    );
    const release = await completeRelease(t, artist, call, { title: `Release ${marker}` });
    await db.query(`UPDATE tracks SET title = $2 WHERE release_id = $1`, [release.id, `Track ${marker}`]);
    await db.query(`INSERT INTO royalty_splits (owner_user_id, release_id, email, share_bp) VALUES ($1, $2, $3, 2500)`, [artist.id, release.id, `${marker}@example.com`]);
    const { walletId } = await db.transaction((m) =>
      t.app.get(LedgerService).credit(m, { userId: artist.id, amountCents: 12345, kind: 'royalty', description: `Royalties ${marker}`, externalRef: randomUUID() }),
    );
    const [entry] = await db.query(`SELECT id FROM wallet_transactions WHERE wallet_id = $1`, [walletId]);
    await db.query(
      `INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, destination, transaction_id, notes) VALUES ($1, $2, 5000, 'paypal', $3, $4, $5)`,
      [walletId, artist.id, `${marker}@paypal.example`, entry.id, `Payout ${marker}`],
    );
    await db.query(
      `INSERT INTO support_tickets (user_id, subject, message, number) VALUES ($1, $2, 'Help', (SELECT coalesce(max(number), 0) + 1 FROM support_tickets))`,
      [artist.id, `Ticket ${marker}`],
    );
    const [chat] = await db.query(`INSERT INTO chats (user_id, status, ended_at) VALUES ($1, 'ended', now()) RETURNING id`, [artist.id]);
    await db.query(`INSERT INTO chat_messages (chat_id, "from", author_id, body) VALUES ($1, 'artist', $2, $3)`, [chat.id, artist.id, `Chat ${marker}`]);
    await db.query(`INSERT INTO notifications (user_id, account_id, template, title, message) VALUES ($1, $1, 'custom', $2, 'Hello')`, [artist.id, `Notice ${marker}`]);
    await db.query(`INSERT INTO audit_logs (event, auditable_type, auditable_id, user_id, actor_id, changes) VALUES ('updated', 'Release', $2, $1, $1, $3)`, [
      artist.id,
      release.id,
      JSON.stringify({ title: `Release ${marker}` }),
    ]);
    return { ...artist, marker, releaseId: release.id, audioKey: release.audioKey };
  }

  const start = (token: string) => call('POST', '/me/data-export', token);
  const list = async (token: string) => (await call('GET', '/me/data-exports', token)).body as DataExportListResponse;
  const runJob = (exportId: string) => t.app.get(JobsService).runNow(DATA_EXPORT_JOB, { exportId });
  const download = async (url: string) => {
    const res = await t.api(url);
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  const json = (entries: Map<string, Buffer>, name: string) => JSON.parse((entries.get(name) ?? Buffer.from('null')).toString('utf8'));

  it('answers 401 without a token or to a staff token', async () => {
    const staff = await newStaff(t);
    for (const token of [undefined, staff.token]) {
      expect((await call('POST', '/me/data-export', token)).status).toBe(401);
      expect((await call('GET', '/me/data-exports', token)).status).toBe(401);
    }
  });

  it("writes one zip with each area's rows and files of the account, none of another account's, and e-mails its link", async () => {
    const me = await seedAccount();
    const other = await seedAccount();

    const started = await start(me.token);
    expect(started.status).toBe(202);
    const created = started.body as DataExportResponse;
    expect(created).toMatchObject({ status: 'preparing', url: null, size_bytes: null });

    // One at a time: a second request while the first is prepared is a 409 with the contract's words.
    const again = await start(me.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PRIVACY_MESSAGES.exportInProgress);
    expect((await list(me.token)).items.map((i) => [i.id, i.status])).toEqual([[created.id, 'preparing']]);

    await expect(runJob(created.id)).resolves.toEqual({ ran: true, result: { status: 'ready' } });
    const [ready] = (await list(me.token)).items;
    expect(ready).toMatchObject({ id: created.id, status: 'ready', linked_files: 0, url: expect.stringMatching(/^\/api\/files\/private\/privacy\/exports\/.+\.zip\?expires=/) });
    expect(Date.parse(ready.expires_at as string) - Date.parse(ready.ready_at as string)).toBe(DATA_EXPORT_LIMITS.linkDays * 86_400_000);

    const [mail] = await mailboxFor(t, me.email);
    expect(mail.subject).toBe('Your Soundpost data is ready to download');
    expect(mail.text).toContain(`${t.config.publicUrl}/api/files/private/privacy/exports/`);

    const zip = await download(ready.url as string);
    expect(zip.status).toBe(200);
    expect(zip.body.length).toBe(ready.size_bytes);
    const entries = await unzip(zip.body);

    const profile = json(entries, 'profile-and-identity.json');
    expect(profile.account).toEqual([expect.objectContaining({ id: me.id, email: me.email })]);
    expect(profile.account[0]).not.toHaveProperty('password_hash');
    expect(profile.profile).toEqual([expect.objectContaining({ artist_name: `Artist ${me.marker}`, iban: 'PT50000201231234567890154' })]);
    expect(profile.identity_documents).toEqual([expect.objectContaining({ original_name: `passport-${me.marker}.png` })]);
    const releases = json(entries, 'releases-and-tracks.json');
    expect(releases.releases).toEqual([expect.objectContaining({ id: me.releaseId, title: `Release ${me.marker}` })]);
    expect(releases.tracks).toEqual([expect.objectContaining({ release_id: me.releaseId, title: `Track ${me.marker}` })]);
    expect(json(entries, 'splits.json').splits).toEqual([expect.objectContaining({ email: `${me.marker}@example.com`, share_bp: 2500 })]);
    const money = json(entries, 'statements-and-wallet.json');
    expect(money.wallet_entries).toEqual([expect.objectContaining({ description: `Royalties ${me.marker}`, kind: 'royalty' })]);
    const walletCsv = entries.get('statements-and-wallet/wallet_entries.csv')?.toString('utf8') ?? '';
    expect(walletCsv.split('\r\n')[0]).toBe('id,created_at,type,kind,amount_cents,currency,status,description,external_ref,stripe_transfer_id,settled_at,meta');
    expect(walletCsv).toContain(`Royalties ${me.marker}`);
    expect(json(entries, 'payouts.json').payouts).toEqual([expect.objectContaining({ notes: `Payout ${me.marker}`, destination: `${me.marker}@paypal.example` })]);
    expect(entries.get('payouts/payouts.csv')?.toString('utf8')).toContain(`Payout ${me.marker}`);
    const support = json(entries, 'tickets-and-chats.json');
    expect(support.tickets).toEqual([expect.objectContaining({ subject: `Ticket ${me.marker}` })]);
    expect(support.chat_messages).toEqual([expect.objectContaining({ from: 'artist', body: `Chat ${me.marker}` })]);
    expect(json(entries, 'notifications.json').notifications).toEqual([expect.objectContaining({ title: `Notice ${me.marker}` })]);
    // The release calls made real audit entries too; the seeded one is among them.
    expect(json(entries, 'activity-log.json').activity).toContainEqual(expect.objectContaining({ event: 'updated', auditable_id: me.releaseId, by_you: true, changes: { title: `Release ${me.marker}` } }));
    expect(json(entries, 'consents.json').data_exports).toEqual([expect.objectContaining({ id: created.id })]);

    const files = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^files/identity-documents/0001-passport-${me.marker}\\.png$`)),
      expect.stringMatching(/^files\/artwork\/0002-.+\.png$/),
      expect.stringMatching(/^files\/audio\/0003-.+\.wav$/),
    ]);
    expect(entries.get(files[0])?.equals(PNG)).toBe(true);
    expect(json(entries, 'manifest.json')).toMatchObject({ account_id: me.id, linked_files: 0, missing_files: [] });

    // Nothing of the other account, and no secret, anywhere in the archive.
    for (const [name, bytes] of entries) {
      const text = bytes.toString('utf8');
      expect({ name, other: text.includes(other.marker) || text.includes(other.id), secrets: /password_hash|token_hash|code_hash/.test(text) }).toEqual({ name, other: false, secrets: false });
    }
  });

  it('is the owner\'s: a member of the account, even an admin, is refused (403 role_forbidden)', async () => {
    const owner = await newArtist(t);
    const person = await newArtist(t);
    await db.query(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $1, 'owner'), ($1, $2, 'admin')`, [owner.id, person.id]);
    const { token } = await t.app.get(TokensService).issue(person.id, 'artist', undefined, undefined, { id: owner.id, role: 'admin' });
    for (const [method, path] of [['POST', '/me/data-export'], ['GET', '/me/data-exports']]) {
      const res = await call(method, path, token);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'role_forbidden' });
    }
    await expect(db.query(`SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1`, [owner.id])).resolves.toEqual([{ n: 0 }]);
  });

  it('prepares one export at a time even for two requests at once, and a stuck one no longer blocks after an hour', async () => {
    const me = await newArtist(t);
    const both = await Promise.all([start(me.token), start(me.token)]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
    const first = both.find((r) => r.status === 202)?.body as DataExportResponse;

    // The worker died: an hour later the export is taken as failed and the owner may ask again.
    await db.query(`UPDATE data_exports SET created_at = now() - interval '61 minutes' WHERE id = $1`, [first.id]);
    const again = await start(me.token);
    expect(again.status).toBe(202);
    expect((await list(me.token)).items.map((i) => [i.id, i.status])).toEqual([
      [again.body.id, 'preparing'],
      [first.id, 'failed'],
    ]);
    // The first one's job, if it ever runs, does nothing.
    await expect(runJob(first.id)).resolves.toEqual({ ran: true, result: { status: 'skipped' } });
  });

  it("gives another account's export a 404 and never lists it", async () => {
    const me = await seedAccount();
    const stranger = await newArtist(t);
    const { body } = await start(me.token);
    await runJob(body.id);
    expect((await call('GET', `/me/data-exports/${body.id}`, me.token)).status).toBe(200);
    const theirs = await call('GET', `/me/data-exports/${body.id}`, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(PRIVACY_MESSAGES.exportNotFound);
    expect((await call('GET', '/me/data-exports/not-a-uuid', stranger.token)).status).toBe(404);
    await expect(list(stranger.token)).resolves.toEqual({ items: [] });
  });

  it('puts audio as signed links in links.json when the archive would pass the size limit', async () => {
    const me = await seedAccount();
    await db.query(`UPDATE tracks SET audio_size = 3000000000 WHERE release_id = $1`, [me.releaseId]);
    const { body } = await start(me.token);
    await runJob(body.id);
    const ready = (await call('GET', `/me/data-exports/${body.id}`, me.token)).body as DataExportResponse;
    expect(ready).toMatchObject({ status: 'ready', linked_files: 1 });
    const entries = await unzip((await download(ready.url as string)).body);
    expect([...entries.keys()].some((name) => name.startsWith('files/audio/'))).toBe(false);
    const links = json(entries, 'links.json');
    expect(links.files).toEqual([expect.objectContaining({ folder: 'audio', size: 3000000000, url: expect.stringContaining(`/api/files/${me.audioKey}?expires=`) })]);
    const audio = await download(links.files[0].url.slice(t.config.publicUrl.length));
    expect(audio).toEqual({ status: 200, body: Buffer.from('audio') });
  });

  it('expires the link after 7 days: the nightly sweep deletes the file and the export reads expired', async () => {
    const me = await seedAccount();
    const { body } = await start(me.token);
    await runJob(body.id);
    const ready = (await call('GET', `/me/data-exports/${body.id}`, me.token)).body as DataExportResponse;
    expect((await download(ready.url as string)).status).toBe(200);

    await db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [body.id]);
    expect((await call('GET', `/me/data-exports/${body.id}`, me.token)).body).toMatchObject({ status: 'ready', url: null });
    await expect(t.app.get(JobsService).runNow(DATA_EXPORT_EXPIRY_SCHEDULE.name)).resolves.toMatchObject({ ran: true, result: { expired: 1 } });
    expect((await call('GET', `/me/data-exports/${body.id}`, me.token)).body).toMatchObject({ status: 'expired', url: null });
    expect((await download(ready.url as string)).status).toBe(404);
    const [row] = await db.query(`SELECT storage_key FROM data_exports WHERE id = $1`, [body.id]);
    expect(row.storage_key).toBeNull();
  });

  it('allows a few exports a day, then 429 with the contract message', async () => {
    const me = await newArtist(t);
    for (let i = 0; i < DATA_EXPORT_LIMITS.perDay; i++) {
      const res = await start(me.token);
      expect(res.status).toBe(202);
      await runJob(res.body.id);
    }
    const refused = await start(me.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PRIVACY_MESSAGES.exportTooMany);
  });
});
