import { DEFAULT_ARTIST_ROLE } from '@soundpost/contracts';
import { valuesOf } from '@soundpost/server-core/http';
import { has } from '../http/field.rules';
import type { Release } from './release.entity';
import { ALBUM_INFO_RULES, ExtraArtistInput, ReleaseUpdateDto } from './release-update.dto';

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

export interface AlbumInfoInput {
  changes: AlbumInfoChanges;
  /** Undefined when the body does not touch the extra artists. */
  extraArtists?: ExtraArtistInput[];
}

const COLUMNS = {
  title: 'title',
  release_date: 'releaseDate',
  upc: 'upc',
  catalog_number: 'catalogNumber',
  label_name: 'labelName',
  release_type: 'releaseType',
  p_line: 'pLine',
  c_line: 'cLine',
  pline_year: 'plineYear',
  cline_year: 'clineYear',
  genre_primary: 'genrePrimary',
  genre_secondary: 'genreSecondary',
  primary_artist_id: 'primaryArtistId',
  workflow_stage: 'workflowStage',
} as const satisfies Record<string, keyof AlbumInfoChanges>;

export function albumInfoOf(dto: ReleaseUpdateDto): AlbumInfoInput {
  const v = valuesOf(ALBUM_INFO_RULES, dto);
  const changes: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    if (has(dto, key)) changes[column] = v(key as keyof typeof COLUMNS);
  }
  const extraArtists = has(dto, 'extra_artist_ids') ? v('extra_artist_ids') : has(dto, 'extra_artists') ? v('extra_artists') : undefined;
  return { changes: changes as AlbumInfoChanges, extraArtists };
}

/** A missing role takes the directory artist's default role; each pair once, never the primary artist. */
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
