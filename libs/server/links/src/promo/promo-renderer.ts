import { PROMO_SIZES, type PromoKind } from '@soundpost/contracts';
import sharp from 'sharp';
import { coloursFromDominant, hex, plainColours, type PromoColours } from './promo-colours';
import { promoFont } from './promo-fonts';
import { PROMO_COVER_MAX, PROMO_LAYOUTS } from './promo-layouts';
import { fitText, textPath, textWidth } from './promo-text';

export interface PromoWords {
  title: string;
  artist: string;
  /** "Out now", "Out 1 May 2030", "Pre-save now", in the artist's language. */
  line: string;
}

/** A cover decoded once: a square at the largest size a layout shows, and its colours. */
export interface PreparedCover {
  square: Buffer;
  colours: PromoColours;
}

// A real cover is at most 35 MB and about 3000-6000 px a side; anything past this is not a cover.
const MAX_INPUT_PIXELS = 100_000_000;

/** Decodes and squares the cover and takes its dominant colour; null when it is not an image sharp can read. */
export async function prepareCover(cover: Buffer | null): Promise<PreparedCover | null> {
  if (!cover?.length) return null;
  try {
    const square = await sharp(cover, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROMO_COVER_MAX, PROMO_COVER_MAX, { fit: 'cover' })
      .flatten({ background: '#000000' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { dominant } = await sharp(square).stats();
    return { square, colours: coloursFromDominant(dominant) };
  } catch {
    return null;
  }
}

/** Up to two letters for the plain design: the first letters of the title's first words, else the artist's. */
export function initials(title: string, artist: string): string {
  const letters = (text: string) =>
    text
      .split(/\s+/)
      .map((word) => Array.from(word).find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '')
      .filter(Boolean)
      .slice(0, 2)
      .join('')
      .toLocaleUpperCase();
  return letters(title) || letters(artist) || '♪';
}

function textBlock(kind: PromoKind, words: PromoWords, colours: PromoColours): string {
  const layout = PROMO_LAYOUTS[kind];
  const { text: area, gap } = layout;
  const bold = promoFont('bold');
  const medium = promoFont('medium');
  const textColour = hex(colours.text);

  const pillPadX = layout.pill.maxSize * 0.8;
  const pill = fitText(bold, words.line, { width: area.width - 2 * pillPadX, height: layout.pill.maxSize * 1.2, maxLines: 1, lineHeight: 1.2, ...layout.pill });
  const pillHeight = pill.size * 2;
  const artist = fitText(medium, words.artist, { width: area.width, height: area.height / 4, ...layout.artist });
  const titleHeight = area.height - artist.height - pillHeight - 2 * gap;
  const title = fitText(bold, words.title, { width: area.width, height: titleHeight, ...layout.title });

  const total = title.height + (artist.lines.length ? gap + artist.height : 0) + gap + pillHeight;
  let y = area.top + Math.max(0, (area.height - total) / 2);
  const parts = [textPath(bold, title, { left: area.left, top: y, width: area.width, align: area.align, fill: textColour })];
  y += title.height + gap;
  if (artist.lines.length) {
    parts.push(textPath(medium, artist, { left: area.left, top: y, width: area.width, align: area.align, fill: textColour }));
    y += artist.height + gap;
  }
  if (pill.lines.length) {
    const pillWidth = textWidth(bold, pill.lines[0], pill.size) + 2 * pillPadX;
    const pillLeft = area.align === 'center' ? area.left + (area.width - pillWidth) / 2 : area.left;
    parts.push(`<rect x="${pillLeft.toFixed(1)}" y="${y.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${pillHeight.toFixed(1)}" rx="${(pillHeight / 2).toFixed(1)}" fill="${textColour}"/>`);
    parts.push(textPath(bold, pill, { left: pillLeft + pillPadX, top: y + (pillHeight - pill.height) / 2, width: pillWidth - 2 * pillPadX, align: 'left', fill: hex(colours.background) }, 1.2));
  }
  return parts.join('');
}

/** The plain design's stand-in for the cover: a tile in the palette with the release's initials. */
function initialsTile(kind: PromoKind, words: PromoWords, colours: PromoColours): string {
  const { left, top, size } = PROMO_LAYOUTS[kind].cover;
  const bold = promoFont('bold');
  const fitted = fitText(bold, initials(words.title, words.artist), { width: size * 0.7, height: size * 0.6, maxSize: Math.round(size * 0.42), minSize: Math.round(size * 0.2), maxLines: 1, lineHeight: 1 });
  const letters = textPath(bold, fitted, { left, top: top + (size - fitted.height) / 2, width: size, align: 'center', fill: hex(colours.text) }, 1);
  return `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(colours.backgroundEnd)}"/><stop offset="1" stop-color="${hex(colours.background)}"/></linearGradient></defs><rect x="${left}" y="${top}" width="${size}" height="${size}" rx="${Math.round(size * 0.04)}" fill="url(#tile)"/>${letters}`;
}

/**
 * A soft shadow under the cover, so a cover whose edges are the background's colour still stands out.
 * Blurred by libvips: librsvg's SVG blur filter took most of a second on the story.
 */
async function coverShadow(kind: PromoKind): Promise<sharp.OverlayOptions> {
  const { left, top, size } = PROMO_LAYOUTS[kind].cover;
  const blur = Math.round(size * 0.03);
  const pad = blur * 3;
  const side = size + 2 * pad;
  const rect = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect x="${pad}" y="${pad}" width="${size}" height="${size}" fill="#000000" fill-opacity="0.35"/></svg>`;
  const input = await sharp(Buffer.from(rect)).blur(blur).png({ compressionLevel: 1 }).toBuffer();
  return { input, left: left - pad, top: top - pad + Math.round(blur / 2) };
}

/**
 * One promo image as PNG: a background gradient in the cover's colours (or the fixed palette when
 * there is no usable cover), the cover (or an initials tile), and the text as glyph outlines.
 */
export async function renderPromo(kind: PromoKind, cover: PreparedCover | null, words: PromoWords, plainKey: string): Promise<Buffer> {
  const { width, height } = PROMO_SIZES[kind];
  const colours = cover?.colours ?? plainColours(plainKey);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(colours.background)}"/><stop offset="1" stop-color="${hex(colours.backgroundEnd)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    (cover ? '' : initialsTile(kind, words, colours)) +
    textBlock(kind, words, colours) +
    '</svg>';
  const image = sharp(Buffer.from(svg));
  if (cover) {
    const { left, top, size } = PROMO_LAYOUTS[kind].cover;
    const scaled = size === PROMO_COVER_MAX ? cover.square : await sharp(cover.square).resize(size, size).toBuffer();
    image.composite([await coverShadow(kind), { input: scaled, left, top }]);
  }
  return image.png({ compressionLevel: 6 }).toBuffer();
}
