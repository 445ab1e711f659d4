import { TRACK_MESSAGES, validateCopyrightYear, validateIsrc, validateStartPoint } from '@soundpost/contracts';
import { FieldErrors, has, optionalText, parseFlag, parseList } from '../http/request-input';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import type { TrackContributor } from '@soundpost/contracts';
import type { Track } from './track.entity';
import { TRACK_API_MESSAGES } from '@soundpost/contracts';

/** What a `PUT /artist/tracks/:id` body changes: only the fields it carries (partial saves). */
export interface TrackChanges {
  fields: Partial<Track>;
  /** Where to move the track (then all are renumbered from 1). */
  trackNumber?: number;
}

const TEXT_FIELDS: ReadonlyArray<[key: string, property: keyof Track, max: number]> = [
  ['subtitle', 'subtitle', 255],
  ['version', 'version', 255],
  ['iswc', 'iswc', 32],
  ['language_of_performance', 'languageOfPerformance', 16],
  ['secondary_genre', 'secondaryGenre', 100],
  ['sound_recording_owner', 'soundRecordingOwner', 255],
  ['lyrics_transcription', 'lyricsTranscription', 20_000],
  ['p_line', 'pLine', 255],
  ['c_line', 'cLine', 255],
  ['composers', 'composers', 2000],
  ['authors', 'authors', 2000],
  ['lyricists', 'lyricists', 2000],
  ['producer', 'producer', 2000],
  ['publishers', 'publishers', 2000],
  ['resource_reference', 'resourceReference', 255],
  ['deal_reference', 'dealReference', 255],
  ['deal_commercial_model', 'dealCommercialModel', 100],
  ['deal_use_type', 'dealUseType', 100],
  ['deal_excluded_territory', 'dealExcludedTerritory', 2000],
  ['deal_excluded_channel', 'dealExcludedChannel', 2000],
  ['deal_price_type', 'dealPriceType', 100],
];

const MAX_CONTRIBUTORS = 100;

/** A whole number ≥ 1 from a JSON number or form text; undefined otherwise. */
export function parseTrackNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** 'YYYY-MM-DD' (or a bare year, from the year-only inputs, as 1 January) that is a real date; undefined otherwise. */
function parseDate(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const full = /^\d{4}$/.test(text) ? `${text}-01-01` : text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(full)) return undefined;
  const date = new Date(`${full}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(full) ? full : undefined;
}

function optionalDate(body: Record<string, unknown>, key: string, errors: FieldErrors): string | null {
  const value = body[key];
  if (value === null || value === '') return null;
  const date = parseDate(value);
  if (!date) errors.add(key, TRACK_API_MESSAGES.dateInvalid);
  return date ?? null;
}

function parseContributors(value: unknown, errors: FieldErrors): TrackContributor[] {
  const list = parseList(value);
  if (!list || list.length > MAX_CONTRIBUTORS) {
    errors.add('contributors', TRACK_API_MESSAGES.contributorsInvalid);
    return [];
  }
  const contributors: TrackContributor[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') {
      errors.add('contributors', TRACK_API_MESSAGES.contributorsInvalid);
      return [];
    }
    const { name, role } = item as Record<string, unknown>;
    const cleanName = typeof name === 'string' ? name.trim() : '';
    const cleanRole = typeof role === 'string' ? role.trim() : '';
    // The editor always keeps one contributor row; an untouched one arrives empty.
    if (!cleanName && !cleanRole) continue;
    if (!cleanName || !cleanRole || cleanName.length > 255 || cleanRole.length > 255) {
      errors.add('contributors', TRACK_API_MESSAGES.contributorsInvalid);
      return [];
    }
    contributors.push({ name: cleanName, role: cleanRole });
  }
  return contributors;
}

/**
 * The track editor's body (spec 001 §5, docs/releases-api.md) checked field by field; every
 * problem is collected and thrown as one 422. The ISRC comes back normalised (upper case, no
 * hyphens); whether another track holds it is the service's check.
 */
export function parseTrackChanges(body: Record<string, unknown>): TrackChanges {
  const errors = new FieldErrors();
  const fields: Partial<Track> = {};

  if (has(body, 'title')) {
    const title = typeof body.title === 'string' || typeof body.title === 'number' ? String(body.title).trim() : '';
    if (!title) errors.add('title', TRACK_MESSAGES.titleRequired);
    else if (title.length > 255) errors.add('title', 'Must be at most 255 characters.');
    else fields.title = title;
  }
  for (const [key, property, max] of TEXT_FIELDS) {
    if (has(body, key)) (fields as Record<string, unknown>)[property] = optionalText(body, key, max, errors);
  }
  // `genre` is the read-only pages' name for the primary genre.
  const genreKey = has(body, 'primary_genre') ? 'primary_genre' : has(body, 'genre') ? 'genre' : null;
  if (genreKey) fields.primaryGenre = optionalText(body, genreKey, 100, errors);

  if (has(body, 'isrc')) {
    const isrc = validateIsrc(body.isrc, RELEASE_API_MESSAGES.isrcInvalid);
    if (isrc.ok) fields.isrc = isrc.value;
    else errors.add('isrc', isrc.error);
  }
  if (has(body, 'start_point_time')) {
    const start = validateStartPoint(body.start_point_time);
    if (start.ok) fields.startPointTime = start.value;
    else errors.add('start_point_time', start.error);
  }
  if (has(body, 'pline_year')) {
    const year = validateCopyrightYear(body.pline_year, TRACK_MESSAGES.plineYearInvalid);
    if (year.ok) fields.plineYear = year.value;
    else errors.add('pline_year', year.error);
  }
  if (has(body, 'is_instrumental')) {
    const flag = parseFlag(body.is_instrumental);
    if (flag === undefined) errors.add('is_instrumental', 'Must be 0 or 1.');
    else fields.isInstrumental = flag;
  }
  if (has(body, 'is_explicit')) {
    const explicit = typeof body.is_explicit === 'string' ? Number(body.is_explicit) : body.is_explicit;
    if (explicit === 1 || explicit === 2 || explicit === 3) fields.isExplicit = explicit;
    else errors.add('is_explicit', TRACK_API_MESSAGES.explicitInvalid);
  } else if (has(body, 'explicit')) {
    // The legacy 0/1 flag: 1 is explicit (2), 0 not explicit (1).
    const flag = parseFlag(body.explicit);
    if (flag === undefined) errors.add('explicit', 'Must be 0 or 1.');
    else fields.isExplicit = flag ? 2 : 1;
  }
  if (has(body, 'recording_year')) fields.recordingYear = optionalDate(body, 'recording_year', errors);
  if (has(body, 'deal_start_date')) fields.dealStartDate = optionalDate(body, 'deal_start_date', errors);
  if (has(body, 'contributors')) fields.contributors = parseContributors(body.contributors, errors);

  let trackNumber: number | undefined;
  if (has(body, 'track_number')) {
    trackNumber = parseTrackNumber(body.track_number);
    if (trackNumber === undefined) errors.add('track_number', TRACK_API_MESSAGES.trackNumberInvalid);
  }
  errors.throwIfAny();
  return { fields, trackNumber };
}

/** The upload form's optional title: the file's name without its extension when absent. */
export function uploadTitle(given: string | undefined, filename: string): string {
  const title = (given ?? '').trim();
  if (title) return title.slice(0, 255);
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  return (stem || 'Untitled').slice(0, 255);
}
