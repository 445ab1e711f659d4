import { royaltyCreditDescription, storesPhrase } from './credit-description';

describe('royaltyCreditDescription', () => {
  it('names every store up to three', () => {
    expect(royaltyCreditDescription(['Spotify'], '2026-01')).toBe('Royalties from Spotify (2026-01)');
    expect(royaltyCreditDescription(['Deezer', 'Spotify'], '2026-01')).toBe('Royalties from Deezer and Spotify (2026-01)');
    expect(royaltyCreditDescription(['Apple Music', 'Deezer', 'Spotify'], '2026-07-01 to 2026-09-30')).toBe('Royalties from Apple Music, Deezer and Spotify (2026-07-01 to 2026-09-30)');
  });

  it('counts them past three', () => {
    expect(storesPhrase(['Amazon Music', 'Apple Music', 'Deezer', 'Spotify', 'TIDAL'])).toBe('5 stores');
  });
});
