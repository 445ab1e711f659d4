import { type LanguageCode, resolveLanguage } from '@soundpost/contracts';
import { LISTENING_STORES } from '../links/listening-stores';

export type PromoLineKind = 'out_now' | 'out_on' | 'presave';

export interface PromoLineInput {
  status: string;
  /** YYYY-MM-DD or null. */
  releaseDate: string | null;
  storeIds: string[];
  /** Today in UTC, YYYY-MM-DD. */
  today: string;
}

export interface PromoLine {
  kind: PromoLineKind;
  date: string | null;
}

const REFUSED = new Set(['rejected', 'removed']);

/**
 * What the art says under the title. Released (no date, or the date has come): out now. Before the
 * date, once staff approved it and one of its stores takes pre-saves (the page then shows pre-save
 * buttons): pre-save now. Otherwise (waiting for review, or only stores without pre-save): the date.
 */
export function promoLine({ status, releaseDate, storeIds, today }: PromoLineInput): PromoLine {
  if (!releaseDate || releaseDate <= today) return { kind: 'out_now', date: null };
  const presave = status !== 'pending' && !REFUSED.has(status) && storeIds.some((id) => LISTENING_STORES[id]?.presave);
  return { kind: presave ? 'presave' : 'out_on', date: releaseDate };
}

const WORDS: Record<LanguageCode, Record<PromoLineKind, string>> = {
  en: { out_now: 'Out now', out_on: 'Out {date}', presave: 'Pre-save now' },
  fr: { out_now: 'Disponible maintenant', out_on: 'Sortie le {date}', presave: 'Pré-enregistrez maintenant' },
  es: { out_now: 'Ya disponible', out_on: 'Sale el {date}', presave: 'Pre-guárdalo ahora' },
};

// British English like the rest of the site ("1 May 2030").
const DATE_LOCALES: Record<LanguageCode, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

/** The language code of a tag such as `fr-CA` or `es_MX`, one we write in, else English. */
export function promoLanguage(tag: string | null | undefined): LanguageCode {
  return resolveLanguage((tag ?? '').trim().toLowerCase().split(/[-_]/)[0]);
}

/** The line in words, its date written the language's way. */
export function promoLineText(line: PromoLine, language: LanguageCode): string {
  const words = WORDS[language][line.kind];
  if (!line.date) return words;
  const date = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${line.date}T00:00:00Z`));
  return words.replace('{date}', date);
}
