import {
  type ArtistRole,
  DEFAULT_ARTIST_ROLE,
  DEFAULT_RELEASE_TYPE,
  type DirectoryArtistResponse,
  isArtistRole,
  isReleaseType,
  type ReleaseResponse,
  type ReleaseUpdateRequest,
  TRACK_MESSAGES,
  validateCopyrightYear,
  validateReleaseUpc,
} from '@soundpost/contracts';
import { ApiRequestError } from '../../api/client';
import { MISSING_ITEMS, WIZARD_SERVER_MESSAGES } from './wizard-messages';
import { extraArtistsOf } from './wizard-steps';

export interface AlbumValues {
  readonly title: string;
  readonly primary_artist_id: string;
  readonly release_date: string;
  readonly release_type: string;
  readonly upc: string;
  readonly catalog_number: string;
  readonly label_name: string;
  readonly p_line: string;
  readonly pline_year: string;
  readonly c_line: string;
  readonly cline_year: string;
  readonly genre_primary: string;
  readonly genre_secondary: string;
}

export type AlbumField = keyof AlbumValues;
export type AlbumErrors = Partial<Record<AlbumField | 'collaborators', string>>;

export interface Collaborator {
  readonly artist_id: string;
  readonly name: string;
  readonly role: string;
}

export const ALBUM_REQUIRED: readonly (readonly [AlbumField, string])[] = [
  ['title', MISSING_ITEMS.title],
  ['primary_artist_id', MISSING_ITEMS.primaryArtist],
  ['release_date', MISSING_ITEMS.releaseDate],
  ['release_type', MISSING_ITEMS.releaseType],
];

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function albumFromRelease(release: ReleaseResponse): AlbumValues {
  return {
    title: text(release.title),
    primary_artist_id: text(release.primary_artist_id),
    release_date: text(release.release_date).slice(0, 10),
    release_type: isReleaseType(release.release_type) ? release.release_type : DEFAULT_RELEASE_TYPE,
    upc: text(release.upc),
    catalog_number: text(release.catalog_number),
    label_name: text(release.label_name),
    p_line: text(release.p_line),
    pline_year: text(release.pline_year),
    c_line: text(release.c_line),
    cline_year: text(release.cline_year),
    genre_primary: text(release.genre_primary),
    genre_secondary: text(release.genre_secondary),
  };
}

export function collaboratorsFromRelease(release: ReleaseResponse): Collaborator[] {
  return extraArtistsOf(release).map((artist) => ({ artist_id: artist.artist_id, name: artist.name ?? '', role: artist.role }));
}

export function missingAlbumFields(values: AlbumValues): string[] {
  return ALBUM_REQUIRED.filter(([field]) => values[field].trim() === '').map(([, name]) => name);
}

export function roleForPick(currentRole: string, artist: DirectoryArtistResponse | undefined): string {
  if (currentRole !== DEFAULT_ARTIST_ROLE || !artist) return currentRole;
  return isArtistRole(artist.default_role) ? artist.default_role : currentRole;
}

export function normaliseCollaborators(list: readonly Collaborator[], primaryId: string): Collaborator[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = `${item.artist_id}\u0000${item.role}`;
    if (item.artist_id === primaryId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function distinctArtists(list: readonly Collaborator[]): number {
  return new Set(list.map((item) => item.artist_id)).size;
}

export function canAddArtist(list: readonly Collaborator[], artistId: string, maxExtraArtists: number | undefined): boolean {
  if (maxExtraArtists === undefined || maxExtraArtists < 0) return true;
  if (list.some((item) => item.artist_id === artistId)) return true;
  return distinctArtists(list) < maxExtraArtists;
}

const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

/** Partial saves are allowed. */
export function albumPayload(values: AlbumValues, collaborators: readonly Collaborator[]): { payload?: ReleaseUpdateRequest; errors: AlbumErrors } {
  const errors: AlbumErrors = {};
  const upc = validateReleaseUpc(values.upc, WIZARD_SERVER_MESSAGES.upcInvalid);
  if (!upc.ok) errors.upc = upc.error;
  const plineYear = validateCopyrightYear(values.pline_year, TRACK_MESSAGES.plineYearInvalid);
  if (!plineYear.ok) errors.pline_year = plineYear.error;
  const clineYear = validateCopyrightYear(values.cline_year, TRACK_MESSAGES.clineYearInvalid);
  if (!clineYear.ok) errors.cline_year = clineYear.error;
  if (!upc.ok || !plineYear.ok || !clineYear.ok) return { errors };

  const extras = normaliseCollaborators(collaborators, values.primary_artist_id);
  return {
    errors,
    payload: {
      title: nullable(values.title),
      release_date: nullable(values.release_date),
      upc: upc.value,
      catalog_number: nullable(values.catalog_number),
      label_name: nullable(values.label_name),
      release_type: values.release_type || DEFAULT_RELEASE_TYPE,
      p_line: nullable(values.p_line),
      pline_year: plineYear.value,
      c_line: nullable(values.c_line),
      cline_year: clineYear.value,
      genre_primary: nullable(values.genre_primary),
      genre_secondary: nullable(values.genre_secondary),
      primary_artist_id: nullable(values.primary_artist_id),
      extra_artist_ids: extras.map(({ artist_id, role }) => ({ artist_id, role })),
    },
  };
}

const FIELD_OF_SERVER_KEY: Readonly<Record<string, AlbumField | 'collaborators'>> = {
  extra_artist_ids: 'collaborators',
  extra_artists: 'collaborators',
};

export function albumServerErrors(error: unknown, values: AlbumValues): AlbumErrors {
  const out: AlbumErrors = {};
  if (!(error instanceof ApiRequestError)) return out;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = FIELD_OF_SERVER_KEY[key.split('.')[0]] ?? (key in values ? (key as AlbumField) : undefined);
    if (field && !out[field]) out[field] = messages[0];
  }
  return out;
}

export const ROLE_KEYS: Readonly<Record<ArtistRole, string>> = {
  'Primary Artist': 'primaryArtist',
  Featuring: 'featuring',
  Producer: 'producer',
  Remixer: 'remixer',
  Composer: 'composer',
  Lyricist: 'lyricist',
};
