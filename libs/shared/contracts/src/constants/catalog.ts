import { isOneOf } from '../util/one-of';

export const RELEASE_TYPES = ['Single', 'EP', 'Album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];
export const DEFAULT_RELEASE_TYPE: ReleaseType = 'Single';

export const ARTIST_ROLES = ['Primary Artist', 'Featuring', 'Producer', 'Remixer', 'Composer', 'Lyricist'] as const;
export type ArtistRole = (typeof ARTIST_ROLES)[number];
/** When the chosen role is still this default, the directory artist's own default role is applied instead. */
export const DEFAULT_ARTIST_ROLE: ArtistRole = 'Featuring';

/** The spec lists "engineers, instruments" without names, so those entries are ours. */
export const CONTRIBUTOR_ROLE_SUGGESTIONS = [
  'Primary Artist',
  'Featured Artist',
  'Composer',
  'Lyricist',
  'Producer',
  'Arranger',
  'Remixer',
  'Mixing Engineer',
  'Mastering Engineer',
  'Recording Engineer',
  'Guitar',
  'Bass',
  'Drums',
  'Keyboards',
  'Piano',
  'Vocals',
] as const;

export const GENRES = [
  'Alternative',
  'Alternative/Indie Rock',
  'Ambient/New Age',
  'Blues',
  'Classical',
  'Country',
  'Electronic',
  'Folk',
  'Hip-Hop/Rap',
  'Jazz',
  'Latin',
  'Pop',
  'R&B',
  'Reggae',
  'Rock',
  'World',
] as const;

export const EXPLICIT_CODES = { notExplicit: 1, explicit: 2, cleaned: 3 } as const;
export type ExplicitCode = (typeof EXPLICIT_CODES)[keyof typeof EXPLICIT_CODES];

export function isExplicitCode(value: unknown): value is ExplicitCode {
  return value === 1 || value === 2 || value === 3;
}

export const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'UTC';

export const TERRITORY_MODES = ['worldwide', 'include', 'exclude'] as const;
export type TerritoryMode = (typeof TERRITORY_MODES)[number];
export const DEFAULT_TERRITORY_MODE: TerritoryMode = 'worldwide';

export const TERRITORIES = ['US', 'BR', 'PT', 'ES', 'FR', 'DE', 'GB', 'CA', 'AU', 'IN', 'JP'] as const;
export type Territory = (typeof TERRITORIES)[number];

export const PRICE_TIERS = ['standard', 'budget', 'premium'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const DEFAULT_PRICE_TIER: PriceTier = 'standard';

export function isReleaseType(value: unknown): value is ReleaseType {
  return isOneOf(RELEASE_TYPES, value);
}

export function isArtistRole(value: unknown): value is ArtistRole {
  return isOneOf(ARTIST_ROLES, value);
}

export function isTerritoryMode(value: unknown): value is TerritoryMode {
  return isOneOf(TERRITORY_MODES, value);
}

export function isPriceTier(value: unknown): value is PriceTier {
  return isOneOf(PRICE_TIERS, value);
}

export function isTimeZone(value: unknown): value is TimeZone {
  return isOneOf(TIME_ZONES, value);
}
