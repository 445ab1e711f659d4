import { RELEASE_API_MESSAGES, TRACK_API_MESSAGES, TRACK_MESSAGES, validateCopyrightYear, validateIsrc, validateStartPoint } from '@soundpost/contracts';
import type { TrackContributor } from '@soundpost/contracts';
import { FieldRule, FollowsRule } from '@soundpost/server-core/http';
import { fail, flagRule, has, ok, optionalText, parseList, whenGiven } from '../http/field.rules';

const MAX_CONTRIBUTORS = 100;

export function parseTrackNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

function parseDate(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const full = /^\d{4}$/.test(text) ? `${text}-01-01` : text.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(full)) return undefined;
  const date = new Date(`${full}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(full) ? full : undefined;
}

const optionalDate: FieldRule<string | null> = (value) => {
  if (value === null || value === '') return ok(null);
  const date = parseDate(value);
  return date ? ok(date) : fail(TRACK_API_MESSAGES.dateInvalid);
};

const titleRule: FieldRule<string> = (value) => {
  const title = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!title) return fail(TRACK_MESSAGES.titleRequired);
  return title.length > 255 ? fail('Must be at most 255 characters.') : ok(title);
};

/** Name and role each; the editor always keeps one row, so an untouched (empty) one is dropped. */
const contributorsRule: FieldRule<TrackContributor[]> = (value) => {
  const list = parseList(value);
  if (!list || list.length > MAX_CONTRIBUTORS) return fail(TRACK_API_MESSAGES.contributorsInvalid);
  const contributors: TrackContributor[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') return fail(TRACK_API_MESSAGES.contributorsInvalid);
    const { name, role } = item as Record<string, unknown>;
    const cleanName = typeof name === 'string' ? name.trim() : '';
    const cleanRole = typeof role === 'string' ? role.trim() : '';
    if (!cleanName && !cleanRole) continue;
    if (!cleanName || !cleanRole || cleanName.length > 255 || cleanRole.length > 255) return fail(TRACK_API_MESSAGES.contributorsInvalid);
    contributors.push({ name: cleanName, role: cleanRole });
  }
  return ok(contributors);
};

const explicitRule: FieldRule<1 | 2 | 3> = (value) => {
  const explicit = typeof value === 'string' ? Number(value) : value;
  return explicit === 1 || explicit === 2 || explicit === 3 ? ok(explicit) : fail(TRACK_API_MESSAGES.explicitInvalid);
};

/** The legacy 0/1 flag (1 is explicit: 2, 0 not explicit: 1), read only without is_explicit. */
const legacyExplicitRule: FieldRule<1 | 2 | undefined> = (value, payload) => {
  if (has(payload, 'is_explicit') || value === undefined) return ok(undefined);
  const flag = flagRule('Must be 0 or 1.')(value, payload);
  return flag.ok ? ok(flag.value ? 2 : 1) : flag;
};

/** `genre` is the read-only pages' name for the primary genre, read only without primary_genre. */
const genreAliasRule: FieldRule<string | null | undefined> = (value, payload) =>
  has(payload, 'primary_genre') ? ok(undefined) : whenGiven(optionalText(100))(value, payload);

const trackNumberRule: FieldRule<number> = (value) => {
  const n = parseTrackNumber(value);
  return n === undefined ? fail(TRACK_API_MESSAGES.trackNumberInvalid) : ok(n);
};

export const TRACK_TEXT_FIELDS = {
  subtitle: ['subtitle', 255],
  version: ['version', 255],
  iswc: ['iswc', 32],
  language_of_performance: ['languageOfPerformance', 16],
  secondary_genre: ['secondaryGenre', 100],
  sound_recording_owner: ['soundRecordingOwner', 255],
  lyrics_transcription: ['lyricsTranscription', 20_000],
  p_line: ['pLine', 255],
  c_line: ['cLine', 255],
  composers: ['composers', 2000],
  authors: ['authors', 2000],
  lyricists: ['lyricists', 2000],
  producer: ['producer', 2000],
  publishers: ['publishers', 2000],
  resource_reference: ['resourceReference', 255],
  deal_reference: ['dealReference', 255],
  deal_commercial_model: ['dealCommercialModel', 100],
  deal_use_type: ['dealUseType', 100],
  deal_excluded_territory: ['dealExcludedTerritory', 2000],
  deal_excluded_channel: ['dealExcludedChannel', 2000],
  deal_price_type: ['dealPriceType', 100],
} as const;

const text = (key: keyof typeof TRACK_TEXT_FIELDS) => whenGiven(optionalText(TRACK_TEXT_FIELDS[key][1]));

export const TRACK_RULES = {
  title: whenGiven(titleRule),
  subtitle: text('subtitle'),
  version: text('version'),
  iswc: text('iswc'),
  language_of_performance: text('language_of_performance'),
  secondary_genre: text('secondary_genre'),
  sound_recording_owner: text('sound_recording_owner'),
  lyrics_transcription: text('lyrics_transcription'),
  p_line: text('p_line'),
  c_line: text('c_line'),
  composers: text('composers'),
  authors: text('authors'),
  lyricists: text('lyricists'),
  producer: text('producer'),
  publishers: text('publishers'),
  resource_reference: text('resource_reference'),
  deal_reference: text('deal_reference'),
  deal_commercial_model: text('deal_commercial_model'),
  deal_use_type: text('deal_use_type'),
  deal_excluded_territory: text('deal_excluded_territory'),
  deal_excluded_channel: text('deal_excluded_channel'),
  deal_price_type: text('deal_price_type'),
  primary_genre: whenGiven(optionalText(100)),
  genre: genreAliasRule,
  isrc: whenGiven((value) => validateIsrc(value, RELEASE_API_MESSAGES.isrcInvalid)),
  start_point_time: whenGiven((value) => validateStartPoint(value)),
  pline_year: whenGiven((value) => validateCopyrightYear(value, TRACK_MESSAGES.plineYearInvalid)),
  is_instrumental: whenGiven(flagRule('Must be 0 or 1.')),
  is_explicit: whenGiven(explicitRule),
  explicit: legacyExplicitRule,
  recording_year: whenGiven(optionalDate),
  deal_start_date: whenGiven(optionalDate),
  contributors: whenGiven(contributorsRule),
  track_number: whenGiven(trackNumberRule),
} satisfies Record<string, FieldRule<unknown>>;
const R = TRACK_RULES;

export class TrackUpdateDto {
  @FollowsRule(R.title) title?: unknown;
  @FollowsRule(R.subtitle) subtitle?: unknown;
  @FollowsRule(R.version) version?: unknown;
  @FollowsRule(R.iswc) iswc?: unknown;
  @FollowsRule(R.language_of_performance) language_of_performance?: unknown;
  @FollowsRule(R.secondary_genre) secondary_genre?: unknown;
  @FollowsRule(R.sound_recording_owner) sound_recording_owner?: unknown;
  @FollowsRule(R.lyrics_transcription) lyrics_transcription?: unknown;
  @FollowsRule(R.p_line) p_line?: unknown;
  @FollowsRule(R.c_line) c_line?: unknown;
  @FollowsRule(R.composers) composers?: unknown;
  @FollowsRule(R.authors) authors?: unknown;
  @FollowsRule(R.lyricists) lyricists?: unknown;
  @FollowsRule(R.producer) producer?: unknown;
  @FollowsRule(R.publishers) publishers?: unknown;
  @FollowsRule(R.resource_reference) resource_reference?: unknown;
  @FollowsRule(R.deal_reference) deal_reference?: unknown;
  @FollowsRule(R.deal_commercial_model) deal_commercial_model?: unknown;
  @FollowsRule(R.deal_use_type) deal_use_type?: unknown;
  @FollowsRule(R.deal_excluded_territory) deal_excluded_territory?: unknown;
  @FollowsRule(R.deal_excluded_channel) deal_excluded_channel?: unknown;
  @FollowsRule(R.deal_price_type) deal_price_type?: unknown;
  @FollowsRule(R.primary_genre) primary_genre?: unknown;
  @FollowsRule(R.genre) genre?: unknown;
  @FollowsRule(R.isrc) isrc?: unknown;
  @FollowsRule(R.start_point_time) start_point_time?: unknown;
  @FollowsRule(R.pline_year) pline_year?: unknown;
  @FollowsRule(R.is_instrumental) is_instrumental?: unknown;
  @FollowsRule(R.is_explicit) is_explicit?: unknown;
  @FollowsRule(R.explicit) explicit?: unknown;
  @FollowsRule(R.recording_year) recording_year?: unknown;
  @FollowsRule(R.deal_start_date) deal_start_date?: unknown;
  @FollowsRule(R.contributors) contributors?: unknown;
  @FollowsRule(R.track_number) track_number?: unknown;
}

export class TrackOrderDto {
  @FollowsRule((value) => (Array.isArray(value) ? ok(value as unknown[]) : fail(TRACK_API_MESSAGES.orderInvalid))) track_ids!: unknown[];
}
