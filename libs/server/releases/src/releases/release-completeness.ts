import { isReleaseType, RELEASE_MISSING_ITEMS } from '@soundpost/contracts';
import type { Release } from './release.entity';

export const ARTWORK_MIN_PIXELS = 3000;
export const ARTWORK_SQUARE_TOLERANCE = 0.02;

/** The submit checklist, in the order the wizard shows the steps; each name is what the artist reads. */
export const MISSING_ITEMS = RELEASE_MISSING_ITEMS;

const FIELD_OF: Record<string, string> = {
  [MISSING_ITEMS.title]: 'title',
  [MISSING_ITEMS.primaryArtist]: 'primary_artist_id',
  [MISSING_ITEMS.releaseDate]: 'release_date',
  [MISSING_ITEMS.releaseType]: 'release_type',
  [MISSING_ITEMS.audioTrack]: 'tracks',
  [MISSING_ITEMS.artwork]: 'cover',
  [MISSING_ITEMS.store]: 'store_ids',
};

export interface CompletenessFacts {
  hasPrimaryArtist: boolean;
  tracksWithAudio: number;
  activeSelectedStores: number;
}

export function hasValidArtwork(r: Pick<Release, 'coverArtKey' | 'coverArtWidth' | 'coverArtHeight'>): boolean {
  const { coverArtKey: key, coverArtWidth: w, coverArtHeight: h } = r;
  if (!key || !w || !h) return false;
  if (w < ARTWORK_MIN_PIXELS || h < ARTWORK_MIN_PIXELS) return false;
  return Math.abs(w - h) / Math.max(w, h) <= ARTWORK_SQUARE_TOLERANCE;
}

export function missingItems(r: Release, facts: CompletenessFacts): string[] {
  const missing: string[] = [];
  if (!r.title?.trim()) missing.push(MISSING_ITEMS.title);
  if (!r.primaryArtistId || !facts.hasPrimaryArtist) missing.push(MISSING_ITEMS.primaryArtist);
  if (!r.releaseDate) missing.push(MISSING_ITEMS.releaseDate);
  if (!isReleaseType(r.releaseType)) missing.push(MISSING_ITEMS.releaseType);
  if (facts.tracksWithAudio < 1) missing.push(MISSING_ITEMS.audioTrack);
  if (!hasValidArtwork(r)) missing.push(MISSING_ITEMS.artwork);
  if (facts.activeSelectedStores < 1) missing.push(MISSING_ITEMS.store);
  return missing;
}

export function missingErrors(missing: string[]): Record<string, string[]> {
  return Object.fromEntries(missing.map((item) => [FIELD_OF[item] ?? 'release', [`Missing: ${item}.`]]));
}
