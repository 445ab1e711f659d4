import { ARTWORK_MESSAGES } from '@soundpost/contracts';
import { artworkDimensionsProblem } from './artwork-rules';

describe('artworkDimensionsProblem', () => {
  it('accepts square artwork of at least 3000×3000, and near-square within 2%', () => {
    expect(artworkDimensionsProblem(3000, 3000)).toBeNull();
    expect(artworkDimensionsProblem(6000, 6000)).toBeNull();
    expect(artworkDimensionsProblem(3060, 3000)).toBeNull(); // 2% of 3000 = 60
    expect(artworkDimensionsProblem(3000, 3060)).toBeNull();
  });

  it('refuses small, non-square and absurd dimensions with the spec messages', () => {
    expect(artworkDimensionsProblem(2999, 2999)).toBe(ARTWORK_MESSAGES.minResolution);
    expect(artworkDimensionsProblem(3000, 2000)).toBe(ARTWORK_MESSAGES.minResolution);
    expect(artworkDimensionsProblem(3061, 3000)).toBe(ARTWORK_MESSAGES.notSquare);
    expect(artworkDimensionsProblem(4000, 3000)).toBe(ARTWORK_MESSAGES.notSquare);
    expect(artworkDimensionsProblem(100_000, 100_000)).toBe(ARTWORK_MESSAGES.unreadable);
    expect(artworkDimensionsProblem(0, 3000)).toBe(ARTWORK_MESSAGES.unreadable);
    expect(artworkDimensionsProblem(Number.NaN, 3000)).toBe(ARTWORK_MESSAGES.unreadable);
  });
});
