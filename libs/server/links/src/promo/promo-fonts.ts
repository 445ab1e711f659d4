import opentype, { type Font } from 'opentype.js';

// The bundle keeps node_modules external, so the font files are found the way Node finds them, not by webpack.
const nativeRequire = (process.getBuiltinModule('node:module') as typeof import('node:module')).createRequire(__filename);

/** Inter (SIL Open Font License) as TTF files from an npm package: text never depends on the machine's fonts. */
const FONT_FILES = {
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  medium: '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf',
} as const;

export type PromoFontWeight = keyof typeof FONT_FILES;

const loaded = new Map<PromoFontWeight, Font>();

/** The font, parsed once per process. */
export function promoFont(weight: PromoFontWeight): Font {
  let font = loaded.get(weight);
  if (!font) {
    font = opentype.loadSync(nativeRequire.resolve(FONT_FILES[weight]));
    loaded.set(weight, font);
  }
  return font;
}
