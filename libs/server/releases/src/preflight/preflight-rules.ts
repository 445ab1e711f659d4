import { isValidGtin, isValidIsrc, type PreflightIssue, type PreflightResponse, storeLimitMessage, withinStoreLimit } from '@soundpost/contracts';
import { ARTWORK_MIN_PIXELS, ARTWORK_SQUARE_TOLERANCE } from '../releases/release-completeness';

export interface PreflightRelease {
  title: string | null;
  releaseType: string | null;
  releaseDate: string | null;
  timezone: string | null;
  upc: string | null;
  genrePrimary: string | null;
  labelName: string | null;
  primaryArtistName: string | null;
  extraArtists: Array<{ name: string; role: string }>;
  artwork: { width: number | null; height: number | null } | null;
  activeStores: number;
  /** The owner's plan allowance; null or absent: not checked (staff review judges the release, not the plan). */
  storeLimit?: number | null;
  tracks: Array<{
    number: number;
    title: string;
    version: string | null;
    isrc: string | null;
    hasAudio: boolean;
    codec: string | null;
    samplingRate: number | null;
    bitsPerSample: number | null;
  }>;
  isrcsTakenElsewhere: Set<string>;
  upcTakenElsewhere: boolean;
}

/** Stores want the lossless master: 44.1 kHz and 16 bits at least (Spotify: FLAC or WAV). */
export const MIN_SAMPLE_RATE = 44_100;
export const MIN_BITS_PER_SAMPLE = 16;

/** Names stores refuse as the main artist of a single (they mean "no artist"). */
const GENERIC_ARTISTS = /^(various( artists)?|va|v\.a\.|unknown( artist)?|artist|no artist|anonymous|n\/a)$/i;
const FEATURING = /[([]\s*(feat\.?|ft\.?|featuring|with)\s+\S|\s(feat\.|ft\.|featuring)\s+\S/i;
const VERSION_WORDS = /[([\-–]\s*[^)\]]*\b(remix|live|acoustic|radio edit|extended( mix)?|remaster(ed)?|instrumental|demo|edit|mix|version|karaoke|a cappella|acapella)\b[^)\]]*[)\]]?\s*$/i;
const LOSSY = /mp3|mpeg|aac|mp4|vorbis|opus|wma/i;

export function todayIn(timeZone: string | null, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function allCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** The checks stores apply days later, run before submit. The audio and the lyrics themselves are not judged. */
export function preflight(r: PreflightRelease, now: Date = new Date()): PreflightResponse {
  const errors: PreflightIssue[] = [];
  const warnings: PreflightIssue[] = [];
  const error = (code: string, field: string, message: string) => errors.push({ code, field, message });
  const warn = (code: string, field: string, message: string) => warnings.push({ code, field, message });

  if (!r.title?.trim()) error('title_missing', 'title', 'Add the release title.');
  if (!r.primaryArtistName) error('primary_artist_missing', 'primary_artist_id', 'Choose the primary artist.');
  if (!r.releaseType) error('release_type_missing', 'release_type', 'Choose the release type (single, EP or album).');
  if (!r.releaseDate) error('release_date_missing', 'release_date', 'Choose a release date.');
  else if (r.releaseDate < todayIn(r.timezone, now)) error('release_date_past', 'release_date', 'The release date is in the past. Choose today or a later date.');
  if (!r.genrePrimary?.trim()) warn('genre_missing', 'genre_primary', 'Add a genre: stores file releases without one under a generic category.');
  if (!r.labelName?.trim()) warn('label_missing', 'label_name', 'No label name: stores will show the artist name as the label.');

  // A missing UPC is assigned at submit.
  if (r.upc && !isValidGtin(r.upc)) error('upc_invalid', 'upc', 'The UPC is not valid: check its 12 or 13 digits.');
  else if (r.upc && r.upcTakenElsewhere) error('upc_duplicate', 'upc', 'This UPC is already used by another release.');

  const { width, height } = r.artwork ?? { width: null, height: null };
  if (!r.artwork || !width || !height) error('artwork_missing', 'cover', 'Upload the cover artwork.');
  else {
    if (width < ARTWORK_MIN_PIXELS || height < ARTWORK_MIN_PIXELS)
      error('artwork_too_small', 'cover', `The artwork is ${width}×${height} pixels: stores need at least ${ARTWORK_MIN_PIXELS}×${ARTWORK_MIN_PIXELS}.`);
    if (Math.abs(width - height) / Math.max(width, height) > ARTWORK_SQUARE_TOLERANCE) error('artwork_not_square', 'cover', 'The artwork must be square (1:1).');
  }

  if (r.activeStores < 1) error('stores_missing', 'store_ids', 'Choose at least one store.');
  else if (!withinStoreLimit(r.activeStores, r.storeLimit ?? null)) error('store_limit_exceeded', 'store_ids', storeLimitMessage(r.storeLimit as number));

  const withAudio = r.tracks.filter((t) => t.hasAudio);
  if (!withAudio.length) error('tracks_missing', 'tracks', 'Upload at least one track.');
  const seen = new Map<string, number>();
  for (const t of r.tracks) {
    const field = `tracks.${t.number}`;
    const name = `Track ${t.number} “${t.title}”`;
    if (!t.hasAudio) {
      error('audio_missing', `${field}.audio`, `${name} has no audio.`);
      continue;
    }
    if (t.codec && LOSSY.test(t.codec)) error('audio_lossy', `${field}.audio`, `${name} is compressed audio (${t.codec}): upload the lossless master as WAV or FLAC.`);
    if (t.samplingRate !== null && t.samplingRate < MIN_SAMPLE_RATE)
      error('audio_sample_rate_low', `${field}.audio`, `${name} is ${t.samplingRate / 1000} kHz: stores need at least 44.1 kHz.`);
    if (t.bitsPerSample !== null && t.bitsPerSample < MIN_BITS_PER_SAMPLE) error('audio_bit_depth_low', `${field}.audio`, `${name} is ${t.bitsPerSample}-bit: stores need at least 16 bits.`);
    if (!t.isrc) error('isrc_missing', `${field}.isrc`, `${name} has no ISRC.`);
    else if (!isValidIsrc(t.isrc)) error('isrc_invalid', `${field}.isrc`, `${name}: the ISRC ${t.isrc} is not valid.`);
    else if (seen.has(t.isrc)) error('isrc_duplicate', `${field}.isrc`, `${name} has the same ISRC as track ${seen.get(t.isrc)}: each recording needs its own.`);
    else if (r.isrcsTakenElsewhere.has(t.isrc)) error('isrc_duplicate', `${field}.isrc`, `${name}: the ISRC ${t.isrc} is already used by another release.`);
    if (t.isrc) seen.set(t.isrc, t.number);
  }

  const titles: Array<[string, string, string]> = [['title', 'The release title', r.title ?? ''], ...r.tracks.map((t): [string, string, string] => [`tracks.${t.number}.title`, `Track ${t.number}’s title`, t.title])];
  for (const [field, what, text] of titles) {
    if (!text.trim()) continue;
    if (FEATURING.test(text)) warn('title_featuring', field, `${what} names a featured artist: add them as a featured artist instead of writing it in the title.`);
    if (allCaps(text)) warn('title_all_caps', field, `${what} is in capitals: stores ask for normal capitalisation.`);
    if (VERSION_WORDS.test(text)) warn('title_version', field, `${what} contains a version (such as Remix or Live): put it in the version field instead.`);
  }
  if (r.releaseType === 'Single' && r.primaryArtistName && GENERIC_ARTISTS.test(r.primaryArtistName.trim()))
    warn('artist_generic', 'primary_artist_id', `“${r.primaryArtistName}” is not an artist name stores accept on a single: credit the real artist.`);
  for (const extra of r.extraArtists) {
    if (GENERIC_ARTISTS.test(extra.name.trim())) warn('artist_generic', 'extra_artists', `“${extra.name}” is not an artist name stores accept.`);
  }
  return { errors, warnings };
}
