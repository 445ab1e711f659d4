import { LANGUAGE_CODES, LINK_MESSAGES } from '@soundpost/contracts';
import { flatten, loadBundle } from '../../testing/translations';
import { LINK_MESSAGE_GROUPS, linkMessageKey } from './links-messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('link texts in the bundles', () => {
  const entries = Object.entries(LINK_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`links.msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the contract text word for word in English and translated in every other language', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      expect(typeof bundles[lng][key]).toBe('string');
      expect(bundles[lng][key]).not.toBe(text);
    }
  });

  it('finds the key of a server text', () => {
    expect(linkMessageKey(LINK_MESSAGES.slugTaken)).toBe('links.msg.link.slugTaken');
    expect(linkMessageKey('Something else.')).toBeUndefined();
  });
});
