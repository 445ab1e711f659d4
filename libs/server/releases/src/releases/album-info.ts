import {
  ARTIST_ROLES,
  DEFAULT_ARTIST_ROLE,
  isArtistRole,
  isIsoDate,
  isReleaseType,
  isReleaseWorkflowStage,
  RELEASE_TYPES,
  RELEASE_WORKFLOW_STAGES,
  ReleaseType,
  ReleaseWorkflowStage,
  TRACK_MESSAGES,
  validateCopyrightYear,
} from '@soundpost/contracts';
import { FieldErrors, has, optionalText, parseList } from '../http/request-input';
import { normaliseUpc } from '../identifiers/identifiers.service';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import type { Release } from './release.entity';

/** Album-info columns a PUT may change (only the keys present in the body). */
export type AlbumInfoChanges = Partial<
  Pick<
    Release,
    | 'title'
    | 'releaseDate'
    | 'upc'
    | 'catalogNumber'
    | 'labelName'
    | 'releaseType'
    | 'pLine'
    | 'plineYear'
    | 'cLine'
    | 'clineYear'
    | 'genrePrimary'
    | 'genreSecondary'
    | 'primaryArtistId'
    | 'workflowStage'
  >
>;

export interface ExtraArtistInput {
  artistId: string;
  /** Null: the directory artist's own default role applies. */
  role: string | null;
}

export interface AlbumInfoInput {
  changes: AlbumInfoChanges;
  /** Undefined when the body does not touch the extra artists. */
  extraArtists?: ExtraArtistInput[];
}

export const STAGE_MESSAGE = `Choose one of: ${RELEASE_WORKFLOW_STAGES.join(', ')}.`;
const RELEASE_TYPE_MESSAGE = `Choose ${RELEASE_TYPES.slice(0, -1).join(', ')} or ${RELEASE_TYPES[RELEASE_TYPES.length - 1]}.`;
const ROLE_MESSAGE = `Choose one of: ${ARTIST_ROLES.join(', ')}.`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'YYYY-MM-DD' of a real day, '' / null → null. */
export function parseReleaseDate(value: unknown, field: string, errors: FieldErrors): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && isIsoDate(value.trim())) return value.trim();
  errors.add(field, 'Enter a valid date (YYYY-MM-DD).');
  return null;
}

export function parseWorkflowStage(value: unknown, errors: FieldErrors): ReleaseWorkflowStage | undefined {
  if (isReleaseWorkflowStage(value)) return value;
  errors.add('workflow_stage', STAGE_MESSAGE);
  return undefined;
}

/**
 * Reads a PUT /artist/releases/:id body. Partial saves are allowed (what submit needs is checked at
 * submit), so only the keys present change; `''` and null clear a field.
 */
export function parseAlbumInfo(body: Record<string, unknown>): AlbumInfoInput {
  const errors = new FieldErrors();
  const changes: AlbumInfoChanges = {};
  const text = (key: string, max: number) => optionalText(body, key, max, errors);

  if (has(body, 'title')) changes.title = text('title', 255);
  if (has(body, 'release_date')) changes.releaseDate = parseReleaseDate(body.release_date, 'release_date', errors);
  if (has(body, 'upc')) {
    const raw = text('upc', 32);
    if (raw === null) changes.upc = null;
    else {
      const upc = normaliseUpc(raw);
      if (upc) changes.upc = upc;
      else errors.add('upc', RELEASE_API_MESSAGES.upcInvalid);
    }
  }
  if (has(body, 'catalog_number')) changes.catalogNumber = text('catalog_number', 64);
  if (has(body, 'label_name')) changes.labelName = text('label_name', 255);
  if (has(body, 'release_type')) {
    if (isReleaseType(body.release_type)) changes.releaseType = body.release_type as ReleaseType;
    else errors.add('release_type', RELEASE_TYPE_MESSAGE);
  }
  if (has(body, 'p_line')) changes.pLine = text('p_line', 255);
  if (has(body, 'c_line')) changes.cLine = text('c_line', 255);
  for (const [key, prop, message] of [
    ['pline_year', 'plineYear', TRACK_MESSAGES.plineYearInvalid],
    ['cline_year', 'clineYear', TRACK_MESSAGES.clineYearInvalid],
  ] as const) {
    if (!has(body, key)) continue;
    const year = validateCopyrightYear(body[key], message);
    if (year.ok) changes[prop] = year.value;
    else errors.add(key, year.error);
  }
  if (has(body, 'genre_primary')) changes.genrePrimary = text('genre_primary', 100);
  if (has(body, 'genre_secondary')) changes.genreSecondary = text('genre_secondary', 100);
  if (has(body, 'primary_artist_id')) {
    const id = body.primary_artist_id;
    if (id === null || id === '') changes.primaryArtistId = null;
    else if (typeof id === 'string' && UUID.test(id)) changes.primaryArtistId = id.toLowerCase();
    else errors.add('primary_artist_id', 'Choose an artist from your directory.');
  }
  if (has(body, 'workflow_stage')) changes.workflowStage = parseWorkflowStage(body.workflow_stage, errors);

  // The spec's name is extra_artist_ids; extra_artists is the clean alias (and may come as JSON text).
  const extrasKey = has(body, 'extra_artist_ids') ? 'extra_artist_ids' : has(body, 'extra_artists') ? 'extra_artists' : null;
  let extraArtists: ExtraArtistInput[] | undefined;
  if (extrasKey) {
    const list = parseList(body[extrasKey]);
    if (!list) errors.add(extrasKey, 'Send a list of { artist_id, role }.');
    else {
      extraArtists = [];
      for (const item of list) {
        // A bare id is accepted too: the role then comes from the directory.
        const entry = typeof item === 'string' ? { artist_id: item } : (item as Record<string, unknown> | null);
        const artistId = entry && typeof entry === 'object' ? (entry.artist_id ?? entry.id) : undefined;
        const role = entry && typeof entry === 'object' ? entry.role : undefined;
        if (typeof artistId !== 'string' || !UUID.test(artistId)) {
          errors.add(extrasKey, 'Choose artists from your directory.');
          continue;
        }
        if (role !== undefined && role !== null && role !== '' && !isArtistRole(role)) {
          errors.add(extrasKey, ROLE_MESSAGE);
          continue;
        }
        extraArtists.push({ artistId: artistId.toLowerCase(), role: typeof role === 'string' && role ? role : null });
      }
    }
  }
  errors.throwIfAny();
  return { changes, extraArtists };
}

/**
 * The extra artists as stored: a missing role takes the directory artist's own default role (the
 * web picker applies spec 001 §9's "default role when still Featuring" itself and sends the result),
 * each artist and role pair once, and never the primary artist.
 */
export function resolveExtraArtists(
  input: ExtraArtistInput[],
  defaultRoles: Map<string, string>,
  primaryArtistId: string | null,
): Array<{ artistId: string; role: string }> {
  const seen = new Set<string>();
  const result: Array<{ artistId: string; role: string }> = [];
  for (const { artistId, role } of input) {
    if (artistId === primaryArtistId) continue;
    const resolved = role ?? defaultRoles.get(artistId) ?? DEFAULT_ARTIST_ROLE;
    const key = `${artistId}\u0000${resolved}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ artistId, role: resolved });
  }
  return result;
}
