import {
  EXPLICIT_CODES,
  type ExplicitCode,
  formatIsrc,
  isExplicitCode,
  isValidIsrc,
  normaliseIsrc,
  TRACK_MESSAGES,
  type TrackContributor,
  type TrackResponse,
  type TrackUpdateRequest,
  validateCopyrightYear,
  validateRequiredText,
  validateStartPoint,
} from '@soundpost/contracts';

export type TrackFormVariant = 'modal' | 'full';

export const MODAL_TEXT_FIELDS = [
  'title',
  'subtitle',
  'version',
  'isrc',
  'iswc',
  'language_of_performance',
  'primary_genre',
  'secondary_genre',
  'start_point_time',
  'sound_recording_owner',
  'recording_year',
  'lyrics_transcription',
] as const;

export const FULL_TEXT_FIELDS = [
  'p_line',
  'pline_year',
  'c_line',
  'composers',
  'authors',
  'lyricists',
  'producer',
  'publishers',
  'resource_reference',
] as const;

export type TrackTextField = (typeof MODAL_TEXT_FIELDS)[number] | (typeof FULL_TEXT_FIELDS)[number];
export type TrackFormField = TrackTextField | 'is_explicit' | 'is_instrumental' | 'contributors';
export type TrackFormErrors = Partial<Record<TrackFormField, string>>;

export interface ContributorRow {
  readonly name: string;
  readonly role: string;
}

export type TrackFormValues = Record<TrackTextField, string> & {
  readonly is_instrumental: boolean;
  readonly is_explicit: ExplicitCode;
  readonly contributors: readonly ContributorRow[];
};

export const EMPTY_CONTRIBUTOR: ContributorRow = { name: '', role: '' };

export function textFieldsOf(variant: TrackFormVariant): readonly TrackTextField[] {
  return variant === 'full' ? [...MODAL_TEXT_FIELDS, ...FULL_TEXT_FIELDS] : MODAL_TEXT_FIELDS;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The API may answer a full timestamp. */
function dateText(value: unknown): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text(value));
  return match ? match[1] : '';
}

function contributorsOf(value: unknown): ContributorRow[] {
  let list: unknown = value;
  // Older rows may carry the JSON as text.
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Partial<TrackContributor> => typeof item === 'object' && item !== null)
    .map((item) => ({ name: text(item.name), role: text(item.role) }));
}

export function valuesFromTrack(track: TrackResponse): TrackFormValues {
  const values = {} as Record<TrackTextField, string>;
  for (const field of [...MODAL_TEXT_FIELDS, ...FULL_TEXT_FIELDS]) values[field] = text(track[field]);
  values.recording_year = dateText(track.recording_year);
  values.isrc = track.isrc ? formatIsrc(track.isrc) : '';
  const explicit = Number(track.is_explicit);
  const contributors = contributorsOf(track.contributors);
  return {
    ...values,
    is_instrumental: Number(track.is_instrumental) === 1,
    is_explicit: isExplicitCode(explicit) ? explicit : EXPLICIT_CODES.notExplicit,
    contributors: contributors.length > 0 ? contributors : [EMPTY_CONTRIBUTOR],
  };
}

export function validateTrackForm(values: TrackFormValues, variant: TrackFormVariant): TrackFormErrors {
  const errors: TrackFormErrors = {};
  const title = validateRequiredText(values.title, TRACK_MESSAGES.titleRequired);
  if (!title.ok) errors.title = title.error;
  const start = validateStartPoint(values.start_point_time);
  if (!start.ok) errors.start_point_time = start.error;
  if (variant === 'full') {
    const year = validateCopyrightYear(values.pline_year);
    if (!year.ok) errors.pline_year = year.error;
  }
  return errors;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The PUT /artist/tracks/{id} body for the fields this variant shows (the modal never touches the full editor's
 * fields). Empty optional fields are sent as null; contributor rows left wholly empty are dropped.
 * Call only after `validateTrackForm` found nothing.
 */
export function trackPayload(values: TrackFormValues, variant: TrackFormVariant): TrackUpdateRequest {
  const body: Record<string, unknown> = {};
  for (const field of textFieldsOf(variant)) body[field] = blankToNull(values[field]);
  body['title'] = values.title.trim();
  // Shown hyphenated, sent as stored; text that is no ISRC goes as typed, for the server's message.
  if (typeof body['isrc'] === 'string' && isValidIsrc(normaliseIsrc(body['isrc']))) body['isrc'] = normaliseIsrc(body['isrc']);
  const start = validateStartPoint(values.start_point_time);
  body['start_point_time'] = start.ok ? start.value : null;
  if (variant === 'full') {
    const year = validateCopyrightYear(values.pline_year);
    body['pline_year'] = year.ok ? year.value : null;
  }
  body['is_instrumental'] = values.is_instrumental ? 1 : 0;
  body['is_explicit'] = values.is_explicit;
  body['contributors'] = values.contributors
    .map((row) => ({ name: row.name.trim(), role: row.role.trim() }))
    .filter((row) => row.name !== '' || row.role !== '');
  return body as TrackUpdateRequest;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set<TrackFormField>([
  ...MODAL_TEXT_FIELDS,
  ...FULL_TEXT_FIELDS,
  'is_explicit',
  'is_instrumental',
  'contributors',
]);

/** The server's 422 field errors on the form's fields ('contributors.0.name' → contributors). */
export function serverTrackErrors(errors: Readonly<Record<string, readonly string[]>>): TrackFormErrors {
  const out: TrackFormErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split(/[.[]/)[0] as TrackFormField;
    if (KNOWN_FIELDS.has(field) && !out[field] && messages[0]) out[field] = messages[0];
  }
  return out;
}
