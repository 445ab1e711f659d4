import { PROMO_KINDS, PROMO_SIZES } from '@soundpost/contracts';
import sharp from 'sharp';
import { initials, prepareCover, renderPromo } from './promo-renderer';

const words = { title: 'Midnight Drive', artist: 'The Night Owls', line: 'Out now' };

describe('renderPromo', () => {
  it('reads a real cover and gives null for one that is not an image', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const cover = await prepareCover(png);
    // sharp's dominant colour is the centre of a histogram bin: within a few levels of the real one.
    const { r, g, b } = cover!.colours.background;
    expect([Math.abs(r - 10), Math.abs(g - 120), Math.abs(b - 200)].every((d) => d <= 8)).toBe(true);
    await expect(prepareCover(Buffer.from('cover'))).resolves.toBeNull();
    await expect(prepareCover(png.subarray(0, 200))).resolves.toBeNull();
    await expect(prepareCover(null)).resolves.toBeNull();
  });

  it('draws every kind at its size, with and without a cover', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 240, g: 220, b: 40, alpha: 1 } } }).png().toBuffer();
    const cover = await prepareCover(png);
    for (const kind of PROMO_KINDS) {
      for (const c of [cover, null]) {
        const meta = await sharp(await renderPromo(kind, c, words, 'r1')).metadata();
        expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ ...PROMO_SIZES[kind], format: 'png' });
      }
    }
  });

  it('takes initials from the title, else the artist', () => {
    expect(initials('midnight drive', 'x')).toBe('MD');
    expect(initials('(Live) at home tonight', 'x')).toBe('LA');
    expect(initials('', 'éloïse')).toBe('É');
    expect(initials('', '')).toBe('♪');
  });
});
