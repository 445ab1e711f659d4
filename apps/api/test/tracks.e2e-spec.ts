import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { flacTone, mp3Silence, wavHeader, wavTone } from './support/media-fixtures';
import { approvedArtist, caller, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const FINAL = { code: 'release_final', message: 'This release is final and can no longer be changed.' };
const RELEASE_NOT_FOUND = { code: 'release_not_found', message: 'Release not found.' };
const TRACK_NOT_FOUND = { code: 'track_not_found', message: 'Track not found.' };
const NOT_AUDIO = 'Only audio files are allowed (WAV, FLAC, MP3, AAC).';
const TOO_SHORT = 'This audio file has no sound or is shorter than one second. Upload a track of at least one second.';
const UNREADABLE = 'We could not read this audio file. Try a different file.';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Tracks: upload with real audio, edit, reorder, delete (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let root: string;
  let owner: TestArtist;
  const wav = wavTone(3);

  /** Stored files, temp files excluded. */
  const storedFiles = () =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
          .filter((f) => !f.startsWith('.tmp'))
          .sort()
      : [];

  const newRelease = async (artist: TestArtist = owner) => (await call('POST', '/artist/releases/draft', artist.token, { force_new: true })).body.release_id as string;

  /** POST multipart: the text fields first, then the file field `audio` (the contract's order). */
  const upload = async (releaseId: string, file: { bytes: Buffer; name: string; type?: string } | null, fields: Record<string, string> = {}, token = owner.token) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('audio', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'audio/wav' }), file.name);
    const res = await t.api(`/api/artist/releases/${releaseId}/tracks`, { method: 'POST', token, body: form });
    return { status: res.status, body: await res.json() };
  };

  const trackRows = (releaseId: string) => db.query(`SELECT id, title, track_number, isrc, audio_key FROM tracks WHERE release_id = $1 ORDER BY track_number`, [releaseId]);
  const finalise = (releaseId: string, status = 'approved') => db.query(`UPDATE releases SET status = $2 WHERE id = $1`, [releaseId, status]);

  beforeAll(async () => {
    // A 1 MB audio limit, so the 413 needs only a small file (the default is 500).
    t = await createTestApp({ AUDIO_MAX_MB: '1' });
    db = t.app.get(DataSource);
    call = caller(t);
    root = t.config.storage.localRoot;
    owner = await approvedArtist(t);
  });
  afterAll(() => t?.close());

  describe('POST /artist/releases/:id/tracks', () => {
    it('stores a WAV by content, reads its metadata, names it after the file and assigns the next number and a free ISRC', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      const res = await upload(releaseId, { bytes: wav, name: 'Summer Tone.wav' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Track uploaded.');
      const track = res.body.track;
      const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
      expect(track).toMatchObject({
        release_id: releaseId,
        track_number: 1,
        title: 'Summer Tone',
        isrc: expect.stringMatching(new RegExp(`^FRSP0${yy}\\d{5}$`)),
        audio_original_name: 'Summer Tone.wav',
        audio_size: wav.length,
        audio_content_type: 'audio/wav',
        audio_hash_sum: sha256(wav),
        duration: 3,
        audio_codec: 'PCM',
        audio_bitrate: 1411,
        audio_channels: 2,
        audio_sampling_rate: 44_100,
        is_explicit: 1,
        explicit: 0,
        is_instrumental: 0,
        release: { id: releaseId, title: null, status: 'draft' },
      });
      expect(track.track_id).toBe(track.id);
      expect(track.audio_url).toMatch(/^\/api\/files\/private\/audio\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.wav\?expires=\d+&signature=/);
      expect(track.preview_url).toBe(track.audio_url);
      expect(track.audio_file_url).toBe(track.audio_url);

      const [row] = await db.query(`SELECT audio_key, audio_hash_sum, duration FROM tracks WHERE id = $1`, [track.id]);
      expect(row).toEqual({ audio_key: track.audio_file_path, audio_hash_sum: sha256(wav), duration: '3.000' });
      expect(storedFiles()).toEqual([...before, row.audio_key].sort());
      expect(fs.readFileSync(path.join(root, row.audio_key)).equals(wav)).toBe(true);
    });

    it('reads FLAC and MP3 too, takes the title field, and numbers tracks in upload order', async () => {
      const releaseId = await newRelease();
      const flac = flacTone(3);
      const mp3 = mp3Silence(3);
      const first = await upload(releaseId, { bytes: flac, name: 'a.flac', type: 'audio/flac' }, { title: 'Lossless' });
      const second = await upload(releaseId, { bytes: mp3, name: 'b.mp3', type: 'audio/mpeg' });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(first.body.track).toMatchObject({
        title: 'Lossless',
        track_number: 1,
        audio_content_type: 'audio/flac',
        audio_codec: 'FLAC',
        duration: 3,
        audio_channels: 2,
        audio_sampling_rate: 44_100,
        audio_hash_sum: sha256(flac),
      });
      expect(first.body.track.audio_bitrate).toBeGreaterThan(1000);
      expect(second.body.track).toMatchObject({ title: 'b', track_number: 2, audio_content_type: 'audio/mpeg', audio_codec: 'MPEG 1 Layer 3', audio_bitrate: 128, audio_channels: 2, audio_sampling_rate: 44_100 });
      expect(second.body.track.duration).toBeCloseTo(3, 1);
      // Each upload gets its own ISRC from the counter, never the same one twice.
      expect(second.body.track.isrc).not.toBe(first.body.track.isrc);
      expect(Number(second.body.track.isrc.slice(7))).toBeGreaterThan(Number(first.body.track.isrc.slice(7)));
    });

    it('accepts audio by content whatever its name and declared type, and stores it as what it is', async () => {
      const releaseId = await newRelease();
      const res = await upload(releaseId, { bytes: flacTone(1), name: 'demo.txt', type: 'text/plain' });
      expect(res.status).toBe(201);
      expect(res.body.track).toMatchObject({ title: 'demo', audio_content_type: 'audio/flac', duration: 1 });
      expect(res.body.track.audio_file_path).toMatch(/\.flac$/);
    });

    it('puts a track at the number asked for and moves the others down', async () => {
      const releaseId = await newRelease();
      await upload(releaseId, { bytes: wav, name: 'one.wav' });
      await upload(releaseId, { bytes: wav, name: 'two.wav' });
      const res = await upload(releaseId, { bytes: wav, name: 'intro.wav' }, { title: 'Intro', track_number: '1' });
      expect(res.status).toBe(201);
      expect(res.body.track.track_number).toBe(1);
      expect((await trackRows(releaseId)).map((r: { title: string; track_number: number }) => [r.track_number, r.title])).toEqual([
        [1, 'Intro'],
        [2, 'one'],
        [3, 'two'],
      ]);
    });

    it('refuses content that is not audio, even named .wav, and keeps nothing', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      for (const bytes of [Buffer.from('<html><body>not a song</body></html>'), Buffer.alloc(300_000, 7), Buffer.from('%PDF-1.7\n' + 'x'.repeat(5000))]) {
        const res = await upload(releaseId, { bytes, name: 'song.wav', type: 'audio/wav' });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ message: NOT_AUDIO, code: 'invalid_file_type', errors: { audio: [NOT_AUDIO] } });
      }
      expect(await trackRows(releaseId)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses audio whose metadata cannot be read: no row, and the stored file is deleted', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      // Starts like a WAV (RIFF…WAVE) but has no fmt chunk; then a FLAC cut off inside its STREAMINFO.
      const brokenWav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0, 0]), Buffer.from('WAVE'), Buffer.from('junk'), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(20_000, 3)]);
      const truncatedFlac = flacTone(1).subarray(0, 20);
      for (const [bytes, name] of [
        [brokenWav, 'broken.wav'],
        [truncatedFlac, 'cut.flac'],
      ] as const) {
        const res = await upload(releaseId, { bytes, name });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ message: UNREADABLE, code: 'audio_unreadable', errors: { audio: [UNREADABLE] } });
      }
      expect(await trackRows(releaseId)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses audio with no sound data or under one second: 422, no row, the stored file deleted; 1.5 s is accepted', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      const tooShort = { message: TOO_SHORT, code: 'audio_too_short', errors: { audio: [TOO_SHORT] } };
      const half = wavTone(0.5);
      // A bare 44-byte header, and one whose data chunk claims ten seconds that are not there.
      for (const bytes of [wavHeader(0), wavHeader(10 * 44_100 * 4), half, Buffer.concat([wavHeader(10 * 44_100 * 4), half.subarray(44)])]) {
        const res = await upload(releaseId, { bytes, name: 'empty.wav' });
        expect({ size: bytes.length, status: res.status, body: res.body }).toEqual({ size: bytes.length, status: 422, body: tooShort });
      }
      expect(await trackRows(releaseId)).toEqual([]);
      expect(storedFiles()).toEqual(before);

      const ok = await upload(releaseId, { bytes: wavTone(1.5), name: 'short.wav' });
      expect(ok.status).toBe(201);
      expect(ok.body.track.duration).toBe(1.5);
      expect(await trackRows(releaseId)).toHaveLength(1);
    });

    it('answers 413 past AUDIO_MAX_MB with the limit in the message, keeping nothing', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      const big = Buffer.concat([wavHeader(2 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024, 1)]);
      const res = await upload(releaseId, { bytes: big, name: 'long.wav' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Audio file must be 1 MB or smaller.', code: 'payload_too_large' });
      expect(await trackRows(releaseId)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });

    it('asks for a file when there is none (empty field, no field, or not a form)', async () => {
      const releaseId = await newRelease();
      const missing = { message: 'Please choose an audio file to upload.', code: 'validation_failed', errors: { audio: ['Please choose an audio file to upload.'] } };
      expect(await upload(releaseId, null, { title: 'No file' })).toEqual({ status: 422, body: missing });
      expect(await upload(releaseId, { bytes: Buffer.alloc(0), name: '' })).toEqual({ status: 422, body: missing });
      expect(await call('POST', `/artist/releases/${releaseId}/tracks`, owner.token, { title: 'json' })).toMatchObject({ status: 422, body: missing });
    });

    it('checks the track number field', async () => {
      const releaseId = await newRelease();
      const before = storedFiles();
      const res = await upload(releaseId, { bytes: wav, name: 'x.wav' }, { track_number: 'first' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ track_number: ['Track number must be a whole number of at least 1.'] });
      expect(storedFiles()).toEqual(before);
    });
  });

  describe('the signed audio URL', () => {
    it('streams the audio with HTTP Range to the owner’s preview', async () => {
      const releaseId = await newRelease();
      const { body } = await upload(releaseId, { bytes: wav, name: 'range.wav' });
      const url: string = body.track.audio_url;
      const part = await t.api(url, { headers: { Range: 'bytes=44-1043' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('accept-ranges')).toBe('bytes');
      expect(part.headers.get('content-range')).toBe(`bytes 44-1043/${wav.length}`);
      expect(part.headers.get('content-type')).toBe('audio/wav');
      expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 1044))).toBe(true);
      const tail = await t.api(url, { headers: { Range: 'bytes=-100' } });
      expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 100))).toBe(true);
      const past = await t.api(url, { headers: { Range: `bytes=${wav.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${wav.length}`);
      // Without the signature the file stays private.
      expect((await t.api(url.split('?')[0], { headers: { Range: 'bytes=0-10' } })).status).toBe(403);
    });
  });

  describe('GET, reorder, PUT and DELETE', () => {
    let releaseId: string;
    let ids: string[];

    beforeEach(async () => {
      releaseId = await newRelease();
      ids = [];
      for (const name of ['A.wav', 'B.wav', 'C.wav']) ids.push((await upload(releaseId, { bytes: wavTone(1), name })).body.track.id);
    });

    it('lists the tracks by number and answers one track with its release', async () => {
      const list = await call('GET', `/artist/releases/${releaseId}/tracks`, owner.token);
      expect(list.status).toBe(200);
      expect(list.body.tracks.map((tr: { title: string; track_number: number }) => [tr.track_number, tr.title])).toEqual([
        [1, 'A'],
        [2, 'B'],
        [3, 'C'],
      ]);
      const one = await call('GET', `/artist/tracks/${ids[1]}`, owner.token);
      expect(one.status).toBe(200);
      expect(one.body.track).toMatchObject({ id: ids[1], title: 'B', duration: 1, release: { id: releaseId, status: 'draft' } });
    });

    it('reorders all tracks from 1 in one go, and refuses an incomplete order', async () => {
      const res = await call('PUT', `/artist/releases/${releaseId}/tracks/order`, owner.token, { track_ids: [ids[2], ids[0], ids[1]] });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Order updated.');
      expect(res.body.tracks.map((tr: { id: string; track_number: number }) => [tr.track_number, tr.id])).toEqual([
        [1, ids[2]],
        [2, ids[0]],
        [3, ids[1]],
      ]);
      for (const trackIds of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [...ids, ids[0]], 'nope']) {
        const bad = await call('PUT', `/artist/releases/${releaseId}/tracks/order`, owner.token, { track_ids: trackIds });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual({ track_ids: ['Send every track of the release exactly once.'] });
      }
      expect((await trackRows(releaseId)).map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0], ids[1]]);
    });

    it('moves a track with PUT { track_number } and renumbers the others', async () => {
      const res = await call('PUT', `/artist/tracks/${ids[2]}`, owner.token, { track_number: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Track saved.', track: { id: ids[2], track_number: 1, title: 'C' } });
      expect((await trackRows(releaseId)).map((r: { id: string; track_number: number }) => [r.track_number, r.id])).toEqual([
        [1, ids[2]],
        [2, ids[0]],
        [3, ids[1]],
      ]);
      await call('PUT', `/artist/tracks/${ids[2]}`, owner.token, { track_number: 99 });
      expect((await trackRows(releaseId)).map((r: { id: string }) => r.id)).toEqual([ids[0], ids[1], ids[2]]);
    });

    it('saves the editor fields (normalised) and leaves absent ones alone', async () => {
      const res = await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, {
        title: '  Opening ',
        subtitle: 'Live',
        isrc: 'us-rc1-76-07839',
        is_explicit: 2,
        is_instrumental: 1,
        start_point_time: '1:05',
        pline_year: '2024',
        p_line: '2024 Test Records',
        recording_year: '2023-06-01',
        primary_genre: 'Jazz',
        language_of_performance: 'en',
        contributors: [
          { name: 'Ada', role: 'Composer' },
          { name: '', role: '' },
        ],
        iswc: '',
      });
      expect(res.status).toBe(200);
      expect(res.body.track).toMatchObject({
        title: 'Opening',
        subtitle: 'Live',
        isrc: 'USRC17607839',
        is_explicit: 2,
        explicit: 1,
        is_instrumental: 1,
        start_point_time: '01:05',
        pline_year: 2024,
        p_line: '2024 Test Records',
        recording_year: '2023-06-01',
        primary_genre: 'Jazz',
        genre: 'Jazz',
        language_of_performance: 'en',
        contributors: [{ name: 'Ada', role: 'Composer' }],
        iswc: null,
        // Untouched: the audio and its number.
        track_number: 1,
        duration: 1,
        audio_codec: 'PCM',
      });
      const legacy = await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, { explicit: 0 });
      expect(legacy.body.track).toMatchObject({ is_explicit: 1, explicit: 0, title: 'Opening' });
    });

    it('answers each field rule with the contract message, saving nothing', async () => {
      const res = await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, {
        title: ' ',
        start_point_time: '75:00',
        pline_year: 123,
        isrc: 'XX-123',
        is_explicit: 5,
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors).toEqual({
        title: ['Title is required.'],
        start_point_time: ['Start point must be a valid mm:ss.'],
        pline_year: ['P-Line Year must be 4 digits.'],
        isrc: ['Enter a valid ISRC (e.g. USRC17607839).'],
        is_explicit: ['Explicit must be 1 (not explicit), 2 (explicit) or 3 (cleaned).'],
      });
      expect((await trackRows(releaseId))[0].title).toBe('A');
    });

    it('keeps ISRCs unique across the platform', async () => {
      const otherArtist = await approvedArtist(t);
      const otherRelease = await newRelease(otherArtist);
      const theirs = (await upload(otherRelease, { bytes: wavTone(1), name: 'theirs.wav' }, {}, otherArtist.token)).body.track;
      const res = await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, { isrc: theirs.isrc.toLowerCase() });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ isrc: ['This ISRC is already used by another track.'] });
      // Its own ISRC again is not a conflict.
      const own = (await call('GET', `/artist/tracks/${ids[0]}`, owner.token)).body.track.isrc;
      expect((await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, { isrc: own })).status).toBe(200);
    });

    it('removes a track and its file, and renumbers the rest', async () => {
      const [row] = await db.query(`SELECT audio_key FROM tracks WHERE id = $1`, [ids[0]]);
      const res = await call('DELETE', `/artist/tracks/${ids[0]}`, owner.token);
      expect(res).toMatchObject({ status: 200, body: { message: 'Track removed.' } });
      expect((await trackRows(releaseId)).map((r: { id: string; track_number: number }) => [r.track_number, r.id])).toEqual([
        [1, ids[1]],
        [2, ids[2]],
      ]);
      expect(fs.existsSync(path.join(root, row.audio_key))).toBe(false);
      expect((await call('GET', `/artist/tracks/${ids[0]}`, owner.token)).status).toBe(404);
    });

    it("answers 404 for another artist's release and track on every call, changing nothing", async () => {
      const stranger = await approvedArtist(t);
      const before = storedFiles();
      expect(await upload(releaseId, { bytes: wav, name: 'mine.wav' }, {}, stranger.token)).toEqual({ status: 404, body: RELEASE_NOT_FOUND });
      expect(await call('GET', `/artist/releases/${releaseId}/tracks`, stranger.token)).toMatchObject({ status: 404, body: RELEASE_NOT_FOUND });
      expect(await call('PUT', `/artist/releases/${releaseId}/tracks/order`, stranger.token, { track_ids: ids })).toMatchObject({ status: 404, body: RELEASE_NOT_FOUND });
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { title: 'Stolen' }],
        ['PUT', { track_number: 3 }],
        ['DELETE', undefined],
      ] as const) {
        expect(await call(method, `/artist/tracks/${ids[0]}`, stranger.token, body)).toMatchObject({ status: 404, body: TRACK_NOT_FOUND });
      }
      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect(await call('GET', `/artist/tracks/${bad}`, owner.token)).toMatchObject({ status: 404, body: TRACK_NOT_FOUND });
        expect(await call('GET', `/artist/releases/${bad}/tracks`, owner.token)).toMatchObject({ status: 404, body: RELEASE_NOT_FOUND });
      }
      expect((await trackRows(releaseId)).map((r: { title: string }) => r.title)).toEqual(['A', 'B', 'C']);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses every write on a final release with 409, reads still work', async () => {
      const before = storedFiles();
      for (const status of ['approved', 'Ao Vivo', 'rejected', 'taken_down']) {
        await finalise(releaseId, status);
        expect(await upload(releaseId, { bytes: wav, name: 'late.wav' })).toEqual({ status: 409, body: FINAL });
        expect(await call('PUT', `/artist/releases/${releaseId}/tracks/order`, owner.token, { track_ids: [...ids].reverse() })).toMatchObject({ status: 409, body: FINAL });
        expect(await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, { title: 'Late' })).toMatchObject({ status: 409, body: FINAL });
        expect(await call('DELETE', `/artist/tracks/${ids[0]}`, owner.token)).toMatchObject({ status: 409, body: FINAL });
      }
      expect((await call('GET', `/artist/releases/${releaseId}/tracks`, owner.token)).body.tracks).toHaveLength(3);
      expect(storedFiles()).toEqual(before);
      // A submitted (pending) release is not final.
      await finalise(releaseId, 'pending');
      expect((await call('PUT', `/artist/tracks/${ids[0]}`, owner.token, { title: 'Still editable' })).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await call('GET', `/artist/releases/${releaseId}/tracks`)).status).toBe(401);
      expect((await upload(releaseId, { bytes: wav, name: 'anon.wav' }, {}, '')).status).toBe(401);
      expect((await call('DELETE', `/artist/tracks/${ids[0]}`)).status).toBe(401);
    });
  });
});
