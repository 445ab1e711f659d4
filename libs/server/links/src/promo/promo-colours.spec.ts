import { coloursFromDominant, contrast, luminance, MIN_TEXT_CONTRAST, PLAIN_PALETTE, plainColours, type Rgb } from './promo-colours';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

describe('promo colours: the cover dominant colour as background, text with enough contrast', () => {
  it('computes WCAG contrast', () => {
    expect(contrast(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    expect(contrast({ r: 119, g: 119, b: 119 }, WHITE)).toBeCloseTo(4.48, 2);
  });

  it('keeps the dominant colour and puts white text on a dark cover, ink on a light one', () => {
    const dark = coloursFromDominant({ r: 20, g: 30, b: 90 });
    expect(dark.background).toEqual({ r: 20, g: 30, b: 90 });
    expect(dark.text).toEqual(WHITE);
    const light = coloursFromDominant({ r: 250, g: 230, b: 120 });
    expect(light.background).toEqual({ r: 250, g: 230, b: 120 });
    expect(light.text).toEqual({ r: 17, g: 17, b: 17 });
  });

  it('reaches 4.5:1 against both ends of the gradient for any dominant colour, mid greys included', () => {
    const samples: Rgb[] = [];
    for (let r = 0; r <= 255; r += 51) for (let g = 0; g <= 255; g += 51) for (let b = 0; b <= 255; b += 51) samples.push({ r, g, b });
    samples.push({ r: 119, g: 119, b: 119 }, { r: 128, g: 128, b: 128 }, { r: 0, g: 160, b: 160 }, { r: 255, g: 0, b: 0 });
    for (const dominant of samples) {
      const { background, backgroundEnd, text } = coloursFromDominant(dominant);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrast(text, backgroundEnd)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('moves a mid grey only as far as needed', () => {
    const grey = { r: 128, g: 128, b: 128 };
    const { background } = coloursFromDominant(grey);
    expect(background).not.toEqual(grey);
    expect(Math.abs(luminance(background) - luminance(grey))).toBeLessThan(0.2);
  });

  it('lightens the end of a nearly black background instead of darkening it', () => {
    const { background, backgroundEnd } = coloursFromDominant(BLACK);
    expect(luminance(backgroundEnd)).toBeGreaterThan(luminance(background));
  });

  it('gives the plain design a palette entry that is stable per release and carries white text', () => {
    expect(plainColours('release-1')).toEqual(plainColours('release-1'));
    const seen = new Set(Array.from({ length: 60 }, (_, i) => plainColours(`release-${i}`).background));
    expect(seen.size).toBeGreaterThan(3);
    for (const [start, end] of PLAIN_PALETTE) {
      expect(contrast(WHITE, start)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrast(WHITE, end)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
