import fs from 'node:fs';
import path from 'node:path';
import { JobsService } from '@soundpost/server-core/jobs';
import { ErnValidator } from '@soundpost/server-delivery';
import { SaxesParser } from 'saxes';
import { DataSource } from 'typeorm';
import { wavTone } from './support/media-fixtures';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

// The builder as it was before escaping was fixed (an entity-shaped text passed raw), for releases
// titled BREAK: proves that a message that does not parse is never sent, whatever built it.
const mockBroken = { title: 'BREAK' };
jest.mock('../../../libs/server/delivery/src/ern/ern-builder', () => {
  const actual = jest.requireActual('../../../libs/server/delivery/src/ern/ern-builder');
  return {
    ...actual,
    buildNewReleaseMessage: (input: { release: { title: string } }) => {
      const xml: string = actual.buildNewReleaseMessage(input);
      return input.release.title === mockBroken.title ? xml.replace(`<TitleText>${mockBroken.title}</TitleText>`, '<TitleText>Track &e; one</TitleText>') : xml;
    },
  };
});

jest.setTimeout(60_000);

/** Each element's texts in document order, read by a conforming XML parser (throws on anything not well-formed). */
function textsOf(xml: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const open: Array<{ name: string; text: string }> = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => open.push({ name: tag.local, text: '' }));
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => {
    const el = open.pop();
    if (el) found.set(el.name, [...(found.get(el.name) ?? []), el.text]);
  });
  parser.write(xml).close();
  return found;
}

const STORE_JOB = 'delivery.store';
const INVALID = 'This field contains characters that are not allowed.';

describe('Store messages are well-formed XML whatever an artist types (hostile input)', () => {
  let t: TestApp;
  let db: DataSource;
  let jobs: JobsService;
  let call: ReturnType<typeof caller>;
  let admin: { id: string; token: string };
  let artist: TestArtist;
  const validator = process.env.DDEX_SCHEMA_DIR ? new ErnValidator(process.env.DDEX_SCHEMA_DIR) : null;

  const deliveryOf = async (releaseId: string) => ((await call('GET', `/admin/releases/${releaseId}/deliveries`, admin.token)).body.deliveries as Array<Record<string, any>>).find((d) => d.store_id === 'deezer') as Record<string, any>;
  const folder = () => path.join(t.config.dataDir, 'deliveries', 'deezer');
  const sentFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder(), { recursive: true }).map(String) : []);

  /** A complete release for Deezer, its texts typed through the API. */
  async function typedRelease(texts: { artist: string; title: string; label: string; track: string }, upc: string, isrc: string): Promise<string> {
    const primary = await call('POST', '/artist/artists2', artist.token, { name: texts.artist, role: 'Primary Artist' });
    expect(primary.status).toBe(201);
    const release = await completeRelease(t, artist, call, { title: texts.title, label_name: texts.label, upc, primary_artist_id: primary.body.artist.id });
    await call('PUT', `/artist/releases/${release.id}/distribution`, artist.token, { store_ids: ['deezer'] });
    const [track] = await db.query(`SELECT id FROM tracks WHERE release_id = $1`, [release.id]);
    const saved = await call('PUT', `/artist/tracks/${track.id}`, artist.token, { title: texts.track });
    expect(saved.status).toBe(200);
    await db.query(`UPDATE tracks SET isrc = $2, duration = 180, audio_sampling_rate = 44100, audio_channels = 2, audio_codec = 'PCM' WHERE release_id = $1`, [release.id, isrc]);
    return release.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    jobs = t.app.get(JobsService);
    call = caller(t);
    admin = await newStaff(t, 'admin');
    artist = await approvedArtist(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('delivers `Track &e; one`, `&amp;` and `&lt;b&gt;` as the text typed: the stored and the sent message parse, and their text is what was typed', async () => {
    const typed = { artist: 'Rock &amp; Roll', title: '&lt;b&gt;Bold&lt;/b&gt;', label: 'A & B <Records> ]]>', track: 'Track &e; one' };
    const id = await typedRelease(typed, '036000291452', 'QZXML2600001');
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved' })).status).toBe(200);
    expect(await jobs.runNow(STORE_JOB, { storeId: 'deezer' })).toEqual({ ran: true, result: { sent: 1, failed: 0 } });
    const delivery = await deliveryOf(id);
    expect(delivery).toMatchObject({ status: 'delivered', error: null });

    const sent = fs.readFileSync(path.join(folder(), delivery.batch_id, '036000291452', '036000291452.xml'), 'utf8');
    const stored = (await call('GET', `/admin/deliveries/${delivery.id}/message`, admin.token)).body.xml as string;
    expect(stored).toBe(sent);
    const texts = textsOf(sent);
    expect(texts.get('TitleText')).toEqual([typed.track, typed.title]);
    expect(texts.get('FullName')).toEqual(expect.arrayContaining([typed.artist, typed.label]));
    expect(texts.get('DisplayArtistName')).toContain(typed.artist);
    expect(sent).toContain('<TitleText>Track &amp;e; one</TitleText>');
    if (validator) expect(await validator.validate(sent)).toEqual({ valid: true, errors: [] });
    // The manifest is written the same way, and parses too.
    textsOf(fs.readFileSync(path.join(folder(), delivery.batch_id, `BatchComplete_${delivery.batch_id}.xml`), 'utf8'));
  });

  it('refuses U+FFFE and other characters XML does not allow where they are typed: 422 naming the field, nothing saved', async () => {
    const release = await completeRelease(t, artist, call, { title: 'Clean' });
    for (const bad of ['\uFFFE', '\uFFFF', '\u0001', '\u000B', '\u001F']) {
      const title = await call('PUT', `/artist/releases/${release.id}`, artist.token, { title: `Night${bad}Drive` });
      expect(title).toMatchObject({ status: 422, body: { errors: { title: [INVALID] } } });
      const label = await call('PUT', `/artist/releases/${release.id}`, artist.token, { label_name: `Label${bad}` });
      expect(label).toMatchObject({ status: 422, body: { errors: { label_name: [INVALID] } } });
      const name = await call('POST', '/artist/artists2', artist.token, { name: `Mara${bad}`, role: 'Primary Artist' });
      expect(name).toMatchObject({ status: 422, body: { errors: { name: [INVALID] } } });
    }
    const [track] = await db.query(`SELECT id FROM tracks WHERE release_id = $1`, [release.id]);
    expect(await call('PUT', `/artist/tracks/${track.id}`, artist.token, { title: 'Song\uFFFE' })).toMatchObject({ status: 422, body: { errors: { title: [INVALID] } } });

    // Forms too: a track upload's title field, before its file is read.
    const form = new FormData();
    form.append('title', 'Upload\uFFFE');
    form.append('audio', new Blob([new Uint8Array(wavTone(2))], { type: 'audio/wav' }), 'song.wav');
    const upload = await t.api(`/api/artist/releases/${release.id}/tracks`, { method: 'POST', body: form, token: artist.token });
    expect(upload.status).toBe(422);
    expect((await upload.json()).errors).toEqual({ title: [INVALID] });

    const [row] = await db.query(`SELECT title, label_name FROM releases WHERE id = $1`, [release.id]);
    expect(row).toEqual({ title: 'Clean', label_name: null });
    expect(await db.query(`SELECT title FROM tracks WHERE release_id = $1`, [release.id])).toEqual([{ title: 'Song' }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM directory_artists WHERE name LIKE 'Mara%'`)).toEqual([{ n: 0 }]);
  });

  it('never sends a message that does not parse back: the delivery ends in error with the parser reason, nothing reaches the store', async () => {
    const before = sentFiles();
    const id = await typedRelease({ artist: 'Mara Vell', title: mockBroken.title, label: 'Label', track: 'Song' }, '5901234123457', 'QZXML2600002');
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved' })).status).toBe(200);
    expect(await jobs.runNow(STORE_JOB, { storeId: 'deezer' })).toEqual({ ran: true, result: { sent: 0, failed: 1 } });
    const delivery = await deliveryOf(id);
    expect(delivery.status).toBe('error');
    expect(delivery.error).toMatch(/^The message is not well-formed XML: line \d+: parser error : Entity 'e' not defined/);
    expect(sentFiles()).toEqual(before);
  });

  it('refuses a character XML does not allow that reached the database some other way (an old row): in error with the reason, nothing sent', async () => {
    const before = sentFiles();
    const id = await typedRelease({ artist: 'June Old', title: 'Old Row', label: 'Label', track: 'Song' }, '4006381333931', 'QZXML2600003');
    await db.query(`UPDATE tracks SET title = $2 WHERE release_id = $1`, [id, 'Song\uFFFE']);
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved' })).status).toBe(200);
    expect(await jobs.runNow(STORE_JOB, { storeId: 'deezer' })).toEqual({ ran: true, result: { sent: 0, failed: 1 } });
    expect(await deliveryOf(id)).toMatchObject({ status: 'error', error: 'Could not build the message: DisplayTitleText contains a character XML does not allow.' });
    expect(sentFiles()).toEqual(before);
  });
});
