export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface PromoColours {
  /** The background at the top, the cover's dominant colour. */
  background: Rgb;
  /** The background at the bottom: the same hue a little darker (or lighter for a very dark cover). */
  backgroundEnd: Rgb;
  /** Title, artist and the line's pill. */
  text: Rgb;
}

/** Text this size and weight must reach WCAG AA for large text at least; we aim for normal text's 4.5. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const INK: Rgb = { r: 17, g: 17, b: 17 };

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: clamp(a.r + (b.r - a.r) * t), g: clamp(a.g + (b.g - a.g) * t), b: clamp(a.b + (b.b - a.b) * t) };
}

export function hex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Colours from the cover's dominant colour: the background keeps it, the gradient's end moves 20%
 * toward black (toward white when the cover is nearly black), and the text is white or ink, whichever
 * contrasts more against the worse of the two ends. When neither reaches 4.5:1 (a mid grey), the
 * background is pushed away from the text until it does.
 */
export function coloursFromDominant(dominant: Rgb): PromoColours {
  let background = { r: clamp(dominant.r), g: clamp(dominant.g), b: clamp(dominant.b) };
  const endOf = (bg: Rgb) => (luminance(bg) < 0.03 ? mix(bg, WHITE, 0.12) : mix(bg, { r: 0, g: 0, b: 0 }, 0.2));
  const worst = (text: Rgb, bg: Rgb) => Math.min(contrast(text, bg), contrast(text, endOf(bg)));
  const text = worst(WHITE, background) >= worst(INK, background) ? WHITE : INK;
  const away = text === WHITE ? { r: 0, g: 0, b: 0 } : WHITE;
  for (let step = 1; worst(text, background) < MIN_TEXT_CONTRAST && step <= 10; step++) background = mix(background, away, 0.1);
  return { background, backgroundEnd: endOf(background), text };
}

/** A fixed palette for the plain design (no usable cover): deep colours that carry white text. */
export const PLAIN_PALETTE: readonly [Rgb, Rgb][] = [
  [{ r: 49, g: 46, b: 129 }, { r: 109, g: 40, b: 217 }],
  [{ r: 15, g: 76, b: 92 }, { r: 15, g: 118, b: 110 }],
  [{ r: 127, g: 29, b: 29 }, { r: 190, g: 24, b: 93 }],
  [{ r: 30, g: 58, b: 138 }, { r: 29, g: 78, b: 216 }],
  [{ r: 20, g: 83, b: 45 }, { r: 21, g: 128, b: 61 }],
  [{ r: 124, g: 45, b: 18 }, { r: 194, g: 65, b: 12 }],
];

/** The palette entry for a release: stable for the same key, spread over the palette. */
export function plainColours(key: string): PromoColours {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const [background, backgroundEnd] = PLAIN_PALETTE[hash % PLAIN_PALETTE.length];
  return { background, backgroundEnd, text: WHITE };
}
