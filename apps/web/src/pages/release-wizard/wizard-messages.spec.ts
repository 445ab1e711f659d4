import { LANGUAGE_CODES } from '@soundpost/contracts';
import { flatten, loadBundle } from '../../testing/translations';
import { WIZARD_MESSAGE_GROUPS, wizardMessageKey } from './wizard-messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('wizard texts in the bundles', () => {
  const entries = Object.entries(WIZARD_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`wizard.msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the exact text in English and translated in fr and es', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    expect(typeof bundles['fr'][key]).toBe('string');
    expect(typeof bundles['es'][key]).toBe('string');
  });

  it('finds the key of a known text, and none for other texts', () => {
    expect(wizardMessageKey('Order updated.')).toBe('wizard.msg.track.orderUpdated');
    expect(wizardMessageKey('Minimum resolution is 3000×3000 pixels.')).toBe('wizard.msg.artwork.minResolution');
    expect(wizardMessageKey('Something the server made up.')).toBeUndefined();
  });
});
