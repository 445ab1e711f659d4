import { preflight, PreflightRelease, todayIn } from './preflight-rules';

const NOW = new Date('2026-11-27T12:00:00Z');

const ready = (changes: Partial<PreflightRelease> = {}): PreflightRelease => ({
  title: 'Night Drive',
  releaseType: 'Single',
  releaseDate: '2026-12-04',
  timezone: null,
  upc: '036000291452',
  genrePrimary: 'Electronic',
  labelName: 'Soundpost Records',
  primaryArtistName: 'Mara Vell',
  extraArtists: [],
  artwork: { width: 3000, height: 3000 },
  activeStores: 2,
  tracks: [{ number: 1, title: 'Night Drive', version: null, isrc: 'QZABC2600001', hasAudio: true, codec: 'FLAC', samplingRate: 44_100, bitsPerSample: 16 }],
  isrcsTakenElsewhere: new Set(),
  upcTakenElsewhere: false,
  ...changes,
});

const codes = (r: PreflightRelease) => {
  const { errors, warnings } = preflight(r, NOW);
  return { errors: errors.map((e) => `${e.code}@${e.field}`), warnings: warnings.map((w) => `${w.code}@${w.field}`) };
};

describe('preflight: what stores reject, checked before submit', () => {
  it('passes a release stores take as it is', () => {
    expect(preflight(ready(), NOW)).toEqual({ errors: [], warnings: [] });
  });

  it('names missing album info, artwork, stores and tracks as errors, genre and label as warnings', () => {
    expect(codes(ready({ title: ' ', primaryArtistName: null, releaseType: null, releaseDate: null, genrePrimary: null, labelName: '', artwork: null, activeStores: 0, tracks: [] }))).toEqual({
      errors: ['title_missing@title', 'primary_artist_missing@primary_artist_id', 'release_type_missing@release_type', 'release_date_missing@release_date', 'artwork_missing@cover', 'stores_missing@store_ids', 'tracks_missing@tracks'],
      warnings: ['genre_missing@genre_primary', 'label_missing@label_name'],
    });
  });

  it('holds the stores to the owner’s plan allowance when one is given (staff review passes none)', () => {
    expect(preflight(ready({ activeStores: 19, storeLimit: 18 }), NOW).errors).toEqual([
      { code: 'store_limit_exceeded', field: 'store_ids', message: 'Your plan includes up to 18 stores. Upgrade your plan to choose more.' },
    ]);
    expect(codes(ready({ activeStores: 18, storeLimit: 18 })).errors).toEqual([]);
    expect(codes(ready({ activeStores: 55, storeLimit: null })).errors).toEqual([]);
    expect(codes(ready({ activeStores: 55 })).errors).toEqual([]);
    expect(preflight(ready({ activeStores: 2, storeLimit: 1 }), NOW).errors[0].message).toBe('Your plan includes up to 1 store. Upgrade your plan to choose more.');
  });

  it('refuses a release date in the past, judged in the release time zone', () => {
    expect(codes(ready({ releaseDate: '2026-11-26' })).errors).toEqual(['release_date_past@release_date']);
    expect(codes(ready({ releaseDate: '2026-11-27' })).errors).toEqual([]);
    // Already the 28th in Kiribati.
    expect(todayIn('Pacific/Kiritimati', NOW)).toBe('2026-11-28');
    expect(codes(ready({ releaseDate: '2026-11-27', timezone: 'Pacific/Kiritimati' })).errors).toEqual(['release_date_past@release_date']);
  });

  it('checks the artwork rules with the size in the message', () => {
    const small = preflight(ready({ artwork: { width: 640, height: 640 } }), NOW);
    expect(small.errors).toEqual([{ code: 'artwork_too_small', field: 'cover', message: 'The artwork is 640×640 pixels: stores need at least 3000×3000.' }]);
    expect(codes(ready({ artwork: { width: 3000, height: 3400 } })).errors).toEqual(['artwork_not_square@cover']);
  });

  it('wants lossless audio of at least 44.1 kHz and 16 bits', () => {
    const track = ready().tracks[0];
    const r = ready({
      tracks: [
        { ...track, number: 1, samplingRate: 22_050 },
        { ...track, number: 2, isrc: 'QZABC2600002', bitsPerSample: 8 },
        { ...track, number: 3, isrc: 'QZABC2600003', codec: 'MPEG 1 Layer 3', bitsPerSample: null },
        { ...track, number: 4, isrc: null, hasAudio: false },
      ],
    });
    expect(codes(r).errors).toEqual(['audio_sample_rate_low@tracks.1.audio', 'audio_bit_depth_low@tracks.2.audio', 'audio_lossy@tracks.3.audio', 'audio_missing@tracks.4.audio']);
    expect(preflight(r, NOW).errors[0].message).toBe('Track 1 “Night Drive” is 22.05 kHz: stores need at least 44.1 kHz.');
  });

  it('wants valid and unique ISRC and UPC', () => {
    const track = ready().tracks[0];
    expect(codes(ready({ tracks: [track, { ...track, number: 2 }] })).errors).toEqual(['isrc_duplicate@tracks.2.isrc']);
    expect(codes(ready({ tracks: [{ ...track, isrc: 'NOTANISRC' }] })).errors).toEqual(['isrc_invalid@tracks.1.isrc']);
    expect(codes(ready({ tracks: [{ ...track, isrc: null }] })).errors).toEqual(['isrc_missing@tracks.1.isrc']);
    expect(codes(ready({ isrcsTakenElsewhere: new Set(['QZABC2600001']) })).errors).toEqual(['isrc_duplicate@tracks.1.isrc']);
    expect(codes(ready({ upc: '036000291453' })).errors).toEqual(['upc_invalid@upc']);
    expect(codes(ready({ upcTakenElsewhere: true })).errors).toEqual(['upc_duplicate@upc']);
    // No UPC yet: submit assigns one.
    expect(codes(ready({ upc: null })).errors).toEqual([]);
  });

  it('warns about the style rules stores enforce on titles and artist names', () => {
    const track = ready().tracks[0];
    expect(codes(ready({ title: 'Night Drive (feat. Jon Sky)' })).warnings).toEqual(['title_featuring@title']);
    expect(codes(ready({ title: 'Night Drive ft. Jon Sky' })).warnings).toEqual(['title_featuring@title']);
    expect(codes(ready({ title: 'NIGHT DRIVE' })).warnings).toEqual(['title_all_caps@title']);
    expect(codes(ready({ tracks: [{ ...track, title: 'Night Drive (Remix)' }] })).warnings).toEqual(['title_version@tracks.1.title']);
    expect(codes(ready({ tracks: [{ ...track, title: 'Night Drive - Live at Home' }] })).warnings).toEqual(['title_version@tracks.1.title']);
    expect(codes(ready({ primaryArtistName: 'Various Artists' })).warnings).toEqual(['artist_generic@primary_artist_id']);
    // Not on an album, and ordinary titles stay quiet.
    expect(codes(ready({ primaryArtistName: 'Various Artists', releaseType: 'Album' })).warnings).toEqual([]);
    for (const title of ['Dancing with Myself', 'Live Forever', 'Mixtape', 'DNA', 'Edit the World']) expect(codes(ready({ title })).warnings).toEqual([]);
  });
});
