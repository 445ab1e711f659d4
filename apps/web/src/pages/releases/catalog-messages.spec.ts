import { LANGUAGE_CODES } from '@soundpost/contracts';
import { flatten, loadBundle } from '../../testing/translations';
import { CATALOG_MESSAGE_GROUPS, catalogMessageKey } from './catalog-messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('catalog texts in the bundles (libs/server/i18n/src/translations/catalog.*.json)', () => {
  const entries = Object.entries(CATALOG_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`catalog.msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the contract text word for word in English and translated in fr and es', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    expect(bundles['fr'][key]).toEqual(expect.any(String));
    expect(bundles['es'][key]).toEqual(expect.any(String));
    expect(bundles['fr'][key]).not.toBe(text);
    expect(bundles['es'][key]).not.toBe(text);
  });

  it('finds the key of a known text, and none for other texts', () => {
    expect(catalogMessageKey("Release not found or you don't have access to it.")).toBe('catalog.msg.release.notFoundOrNoAccess');
    expect(catalogMessageKey('Failed to load track.')).toBe('catalog.msg.track.loadFailedSentence');
    expect(catalogMessageKey('Something the server made up.')).toBeUndefined();
  });
});
