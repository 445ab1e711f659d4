import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTOR_WORDS_EN, AUDIT_FIELD_LABELS_EN, AUDIT_SENTENCES_EN, AUDIT_THINGS_EN, LANGUAGE_CODES, NOT_FOUND_MESSAGE } from '@soundpost/contracts';
import { flatten, loadBundle, sameAsEnglish, translationAreas, TRANSLATIONS_DIR } from './testing/translations';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

/** Keys whose French or Spanish text is legitimately the same word as in English. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    'pages.resourcePost',
    'console.notifications',
    'console.menu',
    'home.plans.label.name',
    'home.analytics.streaming',
    // Brand and product names, and words French shares with English.
    'billing.planNames.label',
    'billing.methods.paypal',
    'billing.columns.date',
    'billing.columns.description',
    'billing.columns.type',
  ],
  es: ['billing.methods.paypal', 'billing.plan'],
};

describe('translation bundles (libs/server/i18n/src/translations)', () => {
  it.each(['fr', 'es'])('%s has exactly the English key set', (lng) => {
    expect(Object.keys(bundles[lng]).sort()).toEqual(Object.keys(bundles['en']).sort());
  });

  it('every area file exists in each language and the server merges every area', () => {
    const index = fs.readFileSync(path.join(TRANSLATIONS_DIR, 'index.ts'), 'utf8');
    for (const area of translationAreas()) {
      for (const lng of LANGUAGE_CODES) {
        expect(fs.existsSync(path.join(TRANSLATIONS_DIR, `${area}.${lng}.json`))).toBe(true);
        expect(index).toContain(`'./${area}.${lng}.json'`);
      }
    }
  });

  it.each([...LANGUAGE_CODES])('%s has only non-empty strings', (lng) => {
    const bad = Object.entries(bundles[lng]).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(['fr', 'es'])('%s is translated, not copied from English', (lng) => {
    const copied = Object.keys(bundles['en']).filter(
      (key) =>
        bundles[lng][key] === bundles['en'][key] && !SAME_AS_ENGLISH[lng].includes(key) && !sameAsEnglish(lng).includes(key),
    );
    expect(copied).toEqual([]);
  });

  it.each([...LANGUAGE_CODES])('%s keeps the same placeholders as English', (lng) => {
    const placeholders = (s: unknown) => (String(s).match(/\{[a-zA-Z]+\}/g) ?? []).sort();
    const mismatched = Object.keys(bundles['en']).filter(
      (key) => placeholders(bundles[lng][key]).join() !== placeholders(bundles['en'][key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('holds the spec texts word for word in English', () => {
    expect(bundles['en']['notFound.message']).toBe(NOT_FOUND_MESSAGE);
    expect(bundles['en']['notFound.goHome']).toBe('Go Home');
    expect(bundles['en']['footer.tagline']).toBe(
      'Upload unlimited music, keep 100% royalties. The complete digital music distribution platform.',
    );
  });
});

describe('audit sentences', () => {
  it('the English bundle holds the contracts English sentences word for word (the back office uses those)', () => {
    const en = bundles['en'];
    for (const [verb, forms] of Object.entries(AUDIT_SENTENCES_EN)) {
      expect({ verb, you: en[`people.sentences.${verb}.you`], other: en[`people.sentences.${verb}.other`] }).toEqual({ verb, ...forms });
    }
    for (const [thing, forms] of Object.entries(AUDIT_THINGS_EN)) {
      expect({ thing, your: en[`people.things.${thing}.your`], the: en[`people.things.${thing}.the`] }).toEqual({ thing, ...forms });
    }
    expect(en['people.actors.support']).toBe(AUDIT_ACTOR_WORDS_EN.support);
    for (const [field, label] of Object.entries(AUDIT_FIELD_LABELS_EN)) expect({ field, label: en[`people.fields.${field}`] }).toEqual({ field, label });
  });
});
