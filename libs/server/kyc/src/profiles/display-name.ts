import type { ArtistProfile } from './artist-profile.entity';

/** The same rule in SQL is the view `kyc_display_names`: change both together. */
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
