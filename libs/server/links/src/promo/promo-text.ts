import type { Font } from 'opentype.js';

export interface TextBox {
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** The height the lines take (lines × size × line height). */
  height: number;
}

const DEFAULT_LINE_HEIGHT = 1.15;
const ELLIPSIS = '…';

export function textWidth(font: Font, text: string, size: number): number {
  return font.getAdvanceWidth(text, size);
}

/** Splits a word wider than the box into pieces that fit, at character boundaries (code points, not UTF-16 halves). */
function breakWord(font: Font, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece && textWidth(font, piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap at one size; a word wider than the box is broken. */
export function wrapText(font: Font, text: string, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (textWidth(font, word, size) <= width) {
      line = word;
    } else {
      const pieces = breakWord(font, word, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts the line until it fits with an ellipsis after it. */
function withEllipsis(font: Font, line: string, size: number, width: number): string {
  const chars = Array.from(line.trimEnd());
  while (chars.length && textWidth(font, chars.join('').trimEnd() + ELLIPSIS, size) > width) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * The largest size from maxSize down to minSize at which the text wraps into the box; at minSize a
 * text still too long keeps the lines that fit and ends in an ellipsis. Never wider or taller than the box.
 */
export function fitText(font: Font, text: string, box: TextBox): FittedText {
  const lineHeight = box.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const clean = text.replace(/\s+/g, ' ').trim();
  const linesAllowed = (size: number) => Math.max(1, Math.min(box.maxLines, Math.floor(box.height / (size * lineHeight))));
  const fitted = (size: number, lines: string[]): FittedText => ({ size, lines, height: lines.length * size * lineHeight });
  if (!clean) return fitted(box.maxSize, []);
  // Shrink in steps of about 4%: few wraps per text, and no visible jump between two sizes.
  for (let size = box.maxSize; size > box.minSize; size = Math.floor(size * 0.96)) {
    const lines = wrapText(font, clean, size, box.width);
    if (lines.length <= linesAllowed(size)) return fitted(size, lines);
  }
  const size = Math.min(box.minSize, box.maxSize);
  const lines = wrapText(font, clean, size, box.width);
  const allowed = linesAllowed(size);
  if (lines.length <= allowed) return fitted(size, lines);
  const kept = lines.slice(0, allowed);
  kept[allowed - 1] = withEllipsis(font, kept[allowed - 1], size, box.width);
  return fitted(size, kept);
}

export type TextAlign = 'left' | 'center';

/** The fitted lines as one SVG path (glyph outlines: no font is needed to show it), the first baseline under `top`. */
export function textPath(font: Font, fitted: FittedText, { left, top, width, align, fill }: { left: number; top: number; width: number; align: TextAlign; fill: string }, lineHeight = DEFAULT_LINE_HEIGHT): string {
  const ascent = (font.ascender / font.unitsPerEm) * fitted.size;
  const step = fitted.size * lineHeight;
  // Centre the font's own ascent-to-descent inside each line's step.
  const extent = ((font.ascender - font.descender) / font.unitsPerEm) * fitted.size;
  const data = fitted.lines
    .map((line, i) => {
      const x = align === 'center' ? left + (width - textWidth(font, line, fitted.size)) / 2 : left;
      const baseline = top + i * step + (step - extent) / 2 + ascent;
      return font.getPath(line, x, baseline, fitted.size).toPathData(1);
    })
    .join('');
  return data ? `<path d="${data}" fill="${fill}"/>` : '';
}
