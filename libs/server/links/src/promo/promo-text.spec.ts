import { promoFont } from './promo-fonts';
import { fitText, textPath, textWidth, wrapText } from './promo-text';

const bold = promoFont('bold');
const box = { width: 550, height: 300, maxSize: 64, minSize: 28, maxLines: 3 };

describe('fitText: titles wrap and shrink to fit the box, never overflow', () => {
  const fitsBox = (text: string, b = box) => {
    const fitted = fitText(bold, text, b);
    for (const line of fitted.lines) expect(textWidth(bold, line, fitted.size)).toBeLessThanOrEqual(b.width);
    expect(fitted.lines.length).toBeLessThanOrEqual(b.maxLines);
    expect(fitted.height).toBeLessThanOrEqual(b.height);
    expect(fitted.size).toBeGreaterThanOrEqual(b.minSize);
    expect(fitted.size).toBeLessThanOrEqual(b.maxSize);
    return fitted;
  };

  it('keeps a short title on one line at the largest size', () => {
    expect(fitsBox('Midnight Drive')).toEqual({ size: 64, lines: ['Midnight Drive'], height: 64 * 1.15 });
  });

  it('wraps a longer title at word boundaries before it shrinks', () => {
    const fitted = fitsBox('The Long Road Back Home Again');
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe('The Long Road Back Home Again');
  });

  it('shrinks a title that needs more lines than allowed at the largest size', () => {
    const text = 'A Very Long Title That Goes On And On Forever Until The Morning Comes';
    const fitted = fitsBox(text);
    expect(fitted.size).toBeLessThan(64);
    expect(fitted.lines.join(' ')).toBe(text);
  });

  it('cuts a text too long even at the smallest size with an ellipsis, inside the box', () => {
    const fitted = fitsBox('word '.repeat(400));
    expect(fitted.size).toBe(28);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2].endsWith('…')).toBe(true);
  });

  it('breaks a single word wider than the box', () => {
    const lines = wrapText(bold, 'Supercalifragilisticexpialidocious'.repeat(3), 40, 300);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(bold, line, 40)).toBeLessThanOrEqual(300);
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious'.repeat(3));
  });

  it('fits fewer lines when the box is short: the height bounds the lines', () => {
    const text = 'One two three four five six seven eight nine ten eleven twelve';
    const tall = fitsBox(text);
    const short = fitsBox(text, { ...box, height: 80 });
    expect(short.lines.length).toBeLessThanOrEqual(2);
    expect(short.size).toBeLessThan(tall.size);
  });

  it('keeps accents and non-Latin scripts the font has, and splits by code point, not UTF-16 half', () => {
    const fitted = fitsBox('Éloïse — Ночь 🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵🎵');
    expect(fitted.lines.join('')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('draws the lines as one SVG path of glyph outlines, with no text element and no font reference', () => {
    const svg = textPath(bold, fitText(bold, 'Out <now> & "soon"', box), { left: 10, top: 10, width: 550, align: 'center', fill: '#ffffff' });
    expect(svg).toMatch(/^<path d="M[-\d. MLQCZ]+" fill="#ffffff"\/>$/);
    expect(textPath(bold, fitText(bold, '   ', box), { left: 0, top: 0, width: 100, align: 'left', fill: '#000000' })).toBe('');
  });
});
