import { hasValidArtwork, missingErrors, missingItems } from './release-completeness';
import type { Release } from './release.entity';

const complete = {
  title: 'T',
  primaryArtistId: 'a',
  releaseDate: '2030-01-01',
  releaseType: 'Single',
  coverArtKey: 'k',
  coverArtWidth: 3000,
  coverArtHeight: 3000,
} as Release;
const facts = { hasPrimaryArtist: true, tracksWithAudio: 1, activeSelectedStores: 1 };

describe('release completeness', () => {
  it('names nothing for a complete release and every item, in order, for an empty one', () => {
    expect(missingItems(complete, facts)).toEqual([]);
    expect(missingItems({ releaseType: 'Single' } as Release, { hasPrimaryArtist: false, tracksWithAudio: 0, activeSelectedStores: 0 })).toEqual([
      'Title',
      'Primary artist',
      'Release date',
      'At least one track with audio',
      'Artwork',
      'At least one store',
    ]);
    expect(missingItems({ ...complete, releaseType: 'Mixtape' } as unknown as Release, facts)).toEqual(['Release type']);
    // A primary artist deleted from the directory no longer counts.
    expect(missingItems(complete, { ...facts, hasPrimaryArtist: false })).toEqual(['Primary artist']);
  });

  it('accepts artwork of at least 3000×3000 that is square within 2%', () => {
    expect(hasValidArtwork({ coverArtKey: 'k', coverArtWidth: 3060, coverArtHeight: 3000 })).toBe(true);
    expect(hasValidArtwork({ coverArtKey: 'k', coverArtWidth: 3100, coverArtHeight: 3000 })).toBe(false);
    expect(hasValidArtwork({ coverArtKey: 'k', coverArtWidth: 2999, coverArtHeight: 2999 })).toBe(false);
    expect(hasValidArtwork({ coverArtKey: null, coverArtWidth: 3000, coverArtHeight: 3000 })).toBe(false);
  });

  it('gives each missing item a field for the forms', () => {
    expect(missingErrors(['Title', 'Artwork'])).toEqual({ title: ['Missing: Title.'], cover: ['Missing: Artwork.'] });
  });
});
