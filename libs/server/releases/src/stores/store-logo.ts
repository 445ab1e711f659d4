import type { StoreKind } from './store.entity';

/** Our own marks, not the stores' trademarks: brand colour, monogram and a kind glyph in the higher-contrast ink (≥ 4.5:1). */

export const LOGO_SIZE = 64;
export const LIGHT_INK = '#FFFFFF';
export const DARK_INK = '#0B1020';

export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function inkFor(background: string): string {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}

/** Drawn in the band y 40–52 of the 64 box; `cut` shapes are punched back in the brand colour. */
const GLYPHS: Record<StoreKind, { fill?: string; stroke?: string; cut?: string }> = {
  streaming: {
    fill: 'M23.5 46.5a1.5 1.5 0 0 1 3 0v5a1.5 1.5 0 0 1-3 0zM28.5 41.5a1.5 1.5 0 0 1 3 0v10a1.5 1.5 0 0 1-3 0zM33.5 44a1.5 1.5 0 0 1 3 0v7.5a1.5 1.5 0 0 1-3 0zM38.5 47.5a1.5 1.5 0 0 1 3 0v4a1.5 1.5 0 0 1-3 0z',
  },
  download: { stroke: 'M32 40.5v8M28 45l4 4 4-4M25 52h14' },
  video: { fill: 'M25 40h14a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H25a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z', cut: 'M30 42.8v6.4l5.2-3.2z' },
  social: { fill: 'M25 40h14a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3h-6.5L28 54v-3h-3a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3z' },
  fingerprint: { stroke: 'M24 52a8 8 0 0 1 16 0M28 52a4 4 0 0 1 8 0M21.5 46a12 12 0 0 1 21 0' },
  radio: { fill: 'M32 44a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z', stroke: 'M26.5 41.5a7.5 7.5 0 0 0 0 10M37.5 41.5a7.5 7.5 0 0 1 0 10' },
  fitness: { stroke: 'M21 47h5l2.5-5 4 10 3-6.5 1.5 1.5h6' },
  gaming: {
    fill: 'M26 41h12a6 6 0 0 1 0 12H26a6 6 0 0 1 0-12z',
    cut: 'M24.5 46.3h4v1.4h-4zM25.8 45h1.4v4h-1.4zM37 45.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM39.5 47.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  },
  ringtone: { fill: 'M32 39.5a5.5 5.5 0 0 0-5.5 5.5v3.5l-2.2 2.6h15.4l-2.2-2.6V45a5.5 5.5 0 0 0-5.5-5.5zM29.8 52.4h4.4a2.2 2.2 0 0 1-4.4 0z' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The same bytes every time for the same store, so the ETag stays put. */
export function drawStoreLogo(store: { name: string; monogram: string; color: string; kind: StoreKind }): string {
  const color = store.color.toUpperCase();
  const ink = inkFor(color);
  const glyph = GLYPHS[store.kind];
  const monogram = escapeXml(store.monogram);
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
