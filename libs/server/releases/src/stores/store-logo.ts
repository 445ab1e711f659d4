import type { StoreKind } from './store.entity';

/**
 * Soundpost's own logo marks for the stores: a 64×64 rounded square in the store's brand colour, its monogram
 * (one or two capitals) and under it a small glyph for what kind of service it is, both in whichever ink,
 * white or Soundpost navy, contrasts more with the colour (never below 4.5:1). No store's trademark is copied;
 * the mark only has to be recognisable next to the store's name.
 */

export const LOGO_SIZE = 64;
export const LIGHT_INK = '#FFFFFF';
export const DARK_INK = '#0B1020';

/** WCAG 2 relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The ink that reads best on `background`: white on dark and mid colours, navy on light ones. */
export function inkFor(background: string): string {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}

/**
 * The kind glyphs, drawn in the band y 40–52 of the 64 box, centred on x 32. `fill` shapes are filled with the
 * ink, `stroke` ones drawn with it (2.6 wide, round ends); `cut` shapes are punched back in the brand colour.
 */
const GLYPHS: Record<StoreKind, { fill?: string; stroke?: string; cut?: string }> = {
  // Equalizer bars (Soundpost's own motif).
  streaming: {
    fill: 'M23.5 46.5a1.5 1.5 0 0 1 3 0v5a1.5 1.5 0 0 1-3 0zM28.5 41.5a1.5 1.5 0 0 1 3 0v10a1.5 1.5 0 0 1-3 0zM33.5 44a1.5 1.5 0 0 1 3 0v7.5a1.5 1.5 0 0 1-3 0zM38.5 47.5a1.5 1.5 0 0 1 3 0v4a1.5 1.5 0 0 1-3 0z',
  },
  // An arrow into a tray.
  download: { stroke: 'M32 40.5v8M28 45l4 4 4-4M25 52h14' },
  // A play button.
  video: { fill: 'M25 40h14a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H25a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z', cut: 'M30 42.8v6.4l5.2-3.2z' },
  // A speech bubble.
  social: { fill: 'M25 40h14a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3h-6.5L28 54v-3h-3a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3z' },
  // Concentric arcs, a fingerprint's ridges.
  fingerprint: { stroke: 'M24 52a8 8 0 0 1 16 0M28 52a4 4 0 0 1 8 0M21.5 46a12 12 0 0 1 21 0' },
  // A broadcast point with its waves.
  radio: { fill: 'M32 44a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z', stroke: 'M26.5 41.5a7.5 7.5 0 0 0 0 10M37.5 41.5a7.5 7.5 0 0 1 0 10' },
  // A pulse line.
  fitness: { stroke: 'M21 47h5l2.5-5 4 10 3-6.5 1.5 1.5h6' },
  // A game pad.
  gaming: {
    fill: 'M26 41h12a6 6 0 0 1 0 12H26a6 6 0 0 1 0-12z',
    cut: 'M24.5 46.3h4v1.4h-4zM25.8 45h1.4v4h-1.4zM37 45.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM39.5 47.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  },
  // A bell.
  ringtone: { fill: 'M32 39.5a5.5 5.5 0 0 0-5.5 5.5v3.5l-2.2 2.6h15.4l-2.2-2.6V45a5.5 5.5 0 0 0-5.5-5.5zM29.8 52.4h4.4a2.2 2.2 0 0 1-4.4 0z' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The mark as SVG text (the same bytes every time for the same store, so the ETag stays put). */
export function drawStoreLogo(store: { name: string; monogram: string; color: string; kind: StoreKind }): string {
  const color = store.color.toUpperCase();
  const ink = inkFor(color);
  const glyph = GLYPHS[store.kind];
  const monogram = escapeXml(store.monogram);
  // Two letters need a little less size than one to keep the same margins.
  const fontSize = store.monogram.length > 1 ? 23 : 27;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" role="img" aria-label="${escapeXml(store.name)}">`,
    `<title>${escapeXml(store.name)}</title>`,
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="16" fill="${color}"/>`,
    // A faint edge in the ink keeps a near-black or near-white square distinct from the page around it.
    `<rect x="0.5" y="0.5" width="${LOGO_SIZE - 1}" height="${LOGO_SIZE - 1}" rx="15.5" fill="none" stroke="${ink}" stroke-opacity="0.2"/>`,
    `<text x="32" y="27" text-anchor="middle" dominant-baseline="central" font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="${fontSize}" font-weight="800" letter-spacing="-0.5" fill="${ink}">${monogram}</text>`,
  ];
  if (glyph.fill) parts.push(`<path d="${glyph.fill}" fill="${ink}"/>`);
  if (glyph.stroke) parts.push(`<path d="${glyph.stroke}" fill="none" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`);
  if (glyph.cut) parts.push(`<path d="${glyph.cut}" fill="${color}"/>`);
  parts.push('</svg>');
  return parts.join('');
}
