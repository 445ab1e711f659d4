import {
  ARTIST_ROLES,
  isArtistRole,
  isIsoDate,
  isReleaseType,
  isReleaseWorkflowStage,
  RELEASE_API_MESSAGES,
  RELEASE_TYPES,
  RELEASE_WORKFLOW_STAGES,
  ReleaseType,
  ReleaseWorkflowStage,
  TRACK_MESSAGES,
  validateCopyrightYear,
} from '@soundpost/contracts';
import { FieldRule, FollowsRule } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { fail, has, ok, optionalText, parseList, whenGiven } from '../http/field.rules';
import { normaliseUpc } from '../identifiers/identifiers.service';
import type { ReleaseStageRequest } from '@soundpost/contracts';

export const STAGE_MESSAGE = `Choose one of: ${RELEASE_WORKFLOW_STAGES.join(', ')}.`;
const RELEASE_TYPE_MESSAGE = `Choose ${RELEASE_TYPES.slice(0, -1).join(', ')} or ${RELEASE_TYPES[RELEASE_TYPES.length - 1]}.`;
const ROLE_MESSAGE = `Choose one of: ${ARTIST_ROLES.join(', ')}.`;

export interface ExtraArtistInput {
  artistId: string;
  /** Null: the directory artist's own default role applies. */
  role: string | null;
}

export const releaseDateRule: FieldRule<string | null> = (value) => {
  if (value === null || value === undefined || value === '') return ok(null);
  if (typeof value === 'string' && isIsoDate(value.trim())) return ok(value.trim());
  return fail('Enter a valid date (YYYY-MM-DD).');
};

export const workflowStageRule: FieldRule<ReleaseWorkflowStage> = (value) => (isReleaseWorkflowStage(value) ? ok(value) : fail(STAGE_MESSAGE));

const upcRule: FieldRule<string | null> = (value, payload) => {
  const text = optionalText(32)(value, payload);
  if (!text.ok || text.value === null) return text;
  const upc = normaliseUpc(text.value);
  return upc ? ok(upc) : fail(RELEASE_API_MESSAGES.upcInvalid);
};

const releaseTypeRule: FieldRule<ReleaseType> = (value) => (isReleaseType(value) ? ok(value as ReleaseType) : fail(RELEASE_TYPE_MESSAGE));

const copyrightYear = (message: string): FieldRule<number | null> => (value) => validateCopyrightYear(value, message);

const primaryArtistRule: FieldRule<string | null> = (value) => {
  if (value === null || value === '') return ok(null);
  return isUuid(value) ? ok(value.toLowerCase()) : fail('Choose an artist from your directory.');
};

/** A list of `{ artist_id, role }` (or bare ids: the role then comes from the directory), as an array or JSON text. */
const extraArtistsRule: FieldRule<ExtraArtistInput[]> = (value) => {
  const list = parseList(value);
  if (!list) return fail('Send a list of { artist_id, role }.');
  const extras: ExtraArtistInput[] = [];
  for (const item of list) {
    const entry = typeof item === 'string' ? { artist_id: item } : (item as Record<string, unknown> | null);
    const artistId = entry && typeof entry === 'object' ? (entry.artist_id ?? entry.id) : undefined;
    const role = entry && typeof entry === 'object' ? entry.role : undefined;
    if (!isUuid(artistId)) return fail('Choose artists from your directory.');
    if (role !== undefined && role !== null && role !== '' && !isArtistRole(role)) return fail(ROLE_MESSAGE);
    extras.push({ artistId: artistId.toLowerCase(), role: typeof role === 'string' && role ? role : null });
  }
  return ok(extras);
};

/** The form's name is extra_artist_ids; extra_artists is the clean alias, read only when the other is absent. */
const extraArtistsAliasRule: FieldRule<ExtraArtistInput[] | undefined> = (value, payload) =>
  has(payload, 'extra_artist_ids') ? ok(undefined) : whenGiven(extraArtistsRule)(value, payload);

export const ALBUM_INFO_RULES = {
  title: whenGiven(optionalText(255)),
  release_date: whenGiven(releaseDateRule),
  upc: whenGiven(upcRule),
  catalog_number: whenGiven(optionalText(64)),
  label_name: whenGiven(optionalText(255)),
  release_type: whenGiven(releaseTypeRule),
  p_line: whenGiven(optionalText(255)),
  c_line: whenGiven(optionalText(255)),
  pline_year: whenGiven(copyrightYear(TRACK_MESSAGES.plineYearInvalid)),
  cline_year: whenGiven(copyrightYear(TRACK_MESSAGES.clineYearInvalid)),
  genre_primary: whenGiven(optionalText(100)),
  genre_secondary: whenGiven(optionalText(100)),
  primary_artist_id: whenGiven(primaryArtistRule),
  workflow_stage: whenGiven(workflowStageRule),
  extra_artist_ids: whenGiven(extraArtistsRule),
  extra_artists: extraArtistsAliasRule,
};
const R = ALBUM_INFO_RULES;

export class ReleaseUpdateDto {
  @FollowsRule(R.title) title?: unknown;
  @FollowsRule(R.release_date) release_date?: unknown;
  @FollowsRule(R.upc) upc?: unknown;
  @FollowsRule(R.catalog_number) catalog_number?: unknown;
  @FollowsRule(R.label_name) label_name?: unknown;
  @FollowsRule(R.release_type) release_type?: unknown;
  @FollowsRule(R.p_line) p_line?: unknown;
  @FollowsRule(R.c_line) c_line?: unknown;
  @FollowsRule(R.pline_year) pline_year?: unknown;
  @FollowsRule(R.cline_year) cline_year?: unknown;
  @FollowsRule(R.genre_primary) genre_primary?: unknown;
  @FollowsRule(R.genre_secondary) genre_secondary?: unknown;
  @FollowsRule(R.primary_artist_id) primary_artist_id?: unknown;
  @FollowsRule(R.workflow_stage) workflow_stage?: unknown;
  @FollowsRule(R.extra_artist_ids) extra_artist_ids?: unknown;
  @FollowsRule(R.extra_artists) extra_artists?: unknown;
}

export class ReleaseStageDto implements ReleaseStageRequest {
  @FollowsRule(workflowStageRule) workflow_stage!: ReleaseWorkflowStage;
}
