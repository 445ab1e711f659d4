import { LANGUAGE_CODES } from '@soundpost/contracts';
import { flatten, loadBundle } from '../testing/translations';
import { MESSAGE_GROUPS, messageKey } from './messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('contract texts in the bundles', () => {
  const entries = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the contract text word for word in English and translated in fr and es', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    expect(typeof bundles['fr'][key]).toBe('string');
    expect(typeof bundles['es'][key]).toBe('string');
  });

  it('finds the key of a known text, and none for other texts', () => {
    expect(messageKey('Invalid or expired code.')).toBe('msg.auth.invalidOrExpiredCode');
    expect(messageKey('Something the server made up.')).toBeUndefined();
  });
});
