import { JSDOM } from 'jsdom';
import { STORE_CATALOGUE, storeInitials, storeLogoSvg } from './store-catalogue';

// The checks below are written out here, not imported from store-logo.ts, so that a mistake in the drawing
// code's own contrast maths cannot hide itself.

const SVG_NS = 'http://www.w3.org/2000/svg';
const { DOMParser } = new JSDOM('').window;

/** WCAG 2 relative luminance and contrast ratio of #RRGGBB colours. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const HEX = /^#[0-9A-F]{6}$/i;

/**
 * What is wrong with a logo, as a list of sentences (empty when it is fine): not well-formed XML or not an SVG,
 * not the 64×64 rounded square in the brand colour, blank (no monogram or no glyph), or a mark whose contrast
 * with the background is below 3:1.
 */
function logoProblems(svg: string, expected: { color: string; monogram: string }): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML'];
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return ['the root is not an SVG element'];
  const problems: string[] = [];
  if (root.getAttribute('viewBox') !== '0 0 64 64' || root.getAttribute('width') !== '64' || root.getAttribute('height') !== '64') {
    problems.push('not a 64×64 mark');
  }
  const background = root.querySelector('rect');
  const bg = background?.getAttribute('fill') ?? '';
  if (!background || background.getAttribute('width') !== '64' || background.getAttribute('height') !== '64' || background.getAttribute('rx') !== '16') {
    problems.push('no full-size rounded background');
  }
  if (bg.toUpperCase() !== expected.color.toUpperCase()) problems.push(`background ${bg} is not the brand colour ${expected.color}`);
  const texts = Array.from(root.querySelectorAll('text'));
  const monogram = texts.map((t) => t.textContent?.trim() ?? '').join('');
  if (!monogram) problems.push('blank: no monogram');
  else if (monogram !== expected.monogram) problems.push(`monogram "${monogram}" is not "${expected.monogram}"`);
  for (const text of texts) {
    const ink = text.getAttribute('fill') ?? '';
    if (!HEX.test(ink)) problems.push(`monogram ink "${ink}" is not a colour`);
    else if (HEX.test(bg) && contrast(ink, bg) < 3) problems.push(`monogram contrast ${contrast(ink, bg).toFixed(2)}:1 is below 3:1`);
    if (Number(text.getAttribute('font-size')) < 18) problems.push('monogram smaller than 18 units');
    if (text.getAttribute('opacity') || text.getAttribute('fill-opacity')) problems.push('monogram is see-through');
  }
  // The glyph: drawn paths in an ink (cut-outs in the background colour are holes, not marks).
  const marks = Array.from(root.querySelectorAll('path')).filter((p) => {
    const paint = p.getAttribute('fill') === 'none' ? p.getAttribute('stroke') : p.getAttribute('fill');
    return (p.getAttribute('d') ?? '').trim() !== '' && paint !== null && paint.toUpperCase() !== bg.toUpperCase();
  });
  if (marks.length === 0) problems.push('blank: no glyph');
  for (const path of marks) {
    const paint = (path.getAttribute('fill') === 'none' ? path.getAttribute('stroke') : path.getAttribute('fill')) ?? '';
    if (!HEX.test(paint)) problems.push(`glyph paint "${paint}" is not a colour`);
    else if (HEX.test(bg) && contrast(paint, bg) < 3) problems.push(`glyph contrast ${contrast(paint, bg).toFixed(2)}:1 is below 3:1`);
  }
  // An SVG shown as an <img> must not need anything from outside.
  if (/<script|href=|url\(/i.test(svg)) problems.push('refers to scripts or outside resources');
  return problems;
}

describe('store logos', () => {
  it('the check finds broken, blank and illegible logos', () => {
    const good = storeLogoSvg({ name: 'Spotify', color: '#1DB954', kind: 'streaming' });
    expect(logoProblems(good, { color: '#1DB954', monogram: 'SP' })).toEqual([]);
    expect(logoProblems(good.replace('</svg>', ''), { color: '#1DB954', monogram: 'SP' })).toEqual(['not well-formed XML']);
    expect(logoProblems(good.replace('>SP</text>', '></text>'), { color: '#1DB954', monogram: 'SP' })).toContain('blank: no monogram');
    expect(logoProblems(good.replace(/<path[^>]*\/>/g, ''), { color: '#1DB954', monogram: 'SP' })).toContain('blank: no glyph');
    // The old drawing's weak spot: white letters on a light green.
    const faint = good.replace(/fill="#(FFFFFF|0B1020)"/g, 'fill="#E8FFE8"');
    expect(logoProblems(faint, { color: '#1DB954', monogram: 'SP' })).toEqual(expect.arrayContaining([expect.stringMatching(/^monogram contrast .* is below 3:1$/)]));
    expect(logoProblems('<html/>', { color: '#1DB954', monogram: 'SP' })).toEqual(['the root is not an SVG element']);
  });

  it('covers the whole catalogue of 55 stores', () => {
    expect(STORE_CATALOGUE).toHaveLength(55);
  });

  it.each(STORE_CATALOGUE.map((store) => [store.id, store] as const))('%s: a valid, non-blank, legible mark in its brand colour', (_id, store) => {
    expect(logoProblems(storeLogoSvg(store), { color: store.color, monogram: storeInitials(store) })).toEqual([]);
  });

  it('draws every mark to the same shape and size', () => {
    const frames = new Set(STORE_CATALOGUE.map((store) => storeLogoSvg(store).match(/^<svg[^>]*>.*?<rect width="64" height="64" rx="16"/)?.[0].replace(/aria-label="[^"]*"|<title>.*?<\/title>/g, '')));
    expect(frames.size).toBe(1);
  });
});
