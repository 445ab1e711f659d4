import { linkState } from './link-state';
import { storeButtons } from './store-buttons';

const catalogue = new Map([
  ['spotify', 'Spotify'],
  ['apple-music', 'Apple Music'],
  ['deezer', 'Deezer'],
  ['audible-magic', 'Audible Magic'],
  ['napster', 'Napster'],
]);

describe('store buttons', () => {
  it("uses the store's own link, then its page for the id it sent, then its UPC search, then the artist's URL; in the artist's order, then the catalogue's", () => {
    const buttons = storeButtons({
      listings: [
        { storeId: 'deezer', storeReleaseUrl: null, storeReleaseId: null },
        { storeId: 'spotify', storeReleaseUrl: null, storeReleaseId: '4aawyAB9vmqN3uQ7FjRGTy' },
        { storeId: 'apple-music', storeReleaseUrl: 'https://music.apple.com/fr/album/x/123', storeReleaseId: '123' },
        { storeId: 'audible-magic', storeReleaseUrl: null, storeReleaseId: null },
        { storeId: 'napster', storeReleaseUrl: null, storeReleaseId: null },
      ],
      upc: '036000291452',
      storeOrder: ['deezer'],
      storeUrls: { 'audible-magic': 'https://example.com/am', napster: 'https://example.com/napster' },
      catalogue,
    });
    expect(buttons).toEqual([
      { store_id: 'deezer', store_name: 'Deezer', url: 'https://www.deezer.com/search/036000291452', source: 'search' },
      { store_id: 'spotify', store_name: 'Spotify', url: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', source: 'store' },
      { store_id: 'apple-music', store_name: 'Apple Music', url: 'https://music.apple.com/fr/album/x/123', source: 'store' },
      { store_id: 'audible-magic', store_name: 'Audible Magic', url: 'https://example.com/am', source: 'artist' },
      { store_id: 'napster', store_name: 'Napster', url: 'https://web.napster.com/search?query=036000291452', source: 'search' },
    ]);
  });

  it('shows no store that has not acknowledged, and none it cannot link to', () => {
    expect(storeButtons({ listings: [], upc: '1', storeOrder: ['spotify'], storeUrls: { spotify: 'https://x.example' }, catalogue })).toEqual([]);
    expect(storeButtons({ listings: [{ storeId: 'audible-magic', storeReleaseUrl: null, storeReleaseId: null }], upc: '1', storeOrder: [], storeUrls: {}, catalogue })).toEqual([]);
  });
});

describe('link state', () => {
  const base = { disabledAt: null, status: 'approved', releaseDate: '2026-12-20', listedStores: 0, today: '2026-11-29' };
  it('is pre-save before the date once approved, live from the date with a store listing it, waiting otherwise, disabled by staff', () => {
    expect(linkState(base)).toBe('presave');
    expect(linkState({ ...base, status: 'pending' })).toBe('waiting');
    expect(linkState({ ...base, releaseDate: '2026-11-29' })).toBe('waiting');
    expect(linkState({ ...base, releaseDate: '2026-11-29', listedStores: 1, status: 'live' })).toBe('live');
    expect(linkState({ ...base, status: 'removed', listedStores: 1 })).toBe('waiting');
    expect(linkState({ ...base, disabledAt: new Date() })).toBe('disabled');
  });
});
