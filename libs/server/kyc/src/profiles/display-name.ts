import type { ArtistProfile } from './artist-profile.entity';

/**
 * The account's display name as the identity gives it: the artist name, else the first and last
 * names; null when the profile has neither (the account keeps the name it has). Reads the applied
 * identity only: first and last names held for review (`pendingIdentity`) count once staff approve
 * them. The same rule in SQL is the view `kyc_display_names` (migration 1763700011000).
 */
export function displayNameOf(profile: Pick<ArtistProfile, 'artistName' | 'firstName' | 'lastName'> | null): string | null {
  if (!profile) return null;
  const artistName = profile.artistName?.trim();
  if (artistName) return artistName;
  const full = [profile.firstName, profile.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return full || null;
}
