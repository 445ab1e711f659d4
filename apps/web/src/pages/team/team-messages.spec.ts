import { LANGUAGE_CODES, teamLimitMessage } from '@soundpost/contracts';
import { flatten, loadBundle } from '../../testing/translations';
import { isTeamLimitMessage, TEAM_MESSAGE_GROUPS, teamMessageKey } from './team-messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('team texts in the bundles (libs/server/i18n/src/translations/team.*.json)', () => {
  const entries = Object.entries(TEAM_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`team.msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the server text word for word in English and translated in fr and es', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    expect(bundles['fr'][key]).toEqual(expect.any(String));
    expect(bundles['es'][key]).toEqual(expect.any(String));
    expect(bundles['fr'][key]).not.toBe(text);
    expect(bundles['es'][key]).not.toBe(text);
  });

  it('finds the key of a known text, and none for other texts', () => {
    expect(teamMessageKey('The code is wrong or has expired.')).toBe('team.msg.server.codeWrong');
    expect(teamMessageKey('Your role does not allow this.')).toBe('team.msg.access.roleForbidden');
    expect(teamMessageKey('Something the server made up.')).toBeUndefined();
  });

  it('recognises both shapes of the plan limit, and the English bundle says them word for word', () => {
    const upgrade = teamLimitMessage('Artist', 1, { name: 'Label', user_limit: 5 });
    const full = teamLimitMessage('Label', 5, null);
    expect(isTeamLimitMessage(upgrade)).toBe(true);
    expect(isTeamLimitMessage(full)).toBe(true);
    expect(isTeamLimitMessage('The code is wrong or has expired.')).toBe(false);
    expect(bundles['en']['team.limit.upgrade_one']).toBe('Your {plan} plan allows {count} user. Upgrade to {upgrade} for up to {upgradeLimit} users.');
    expect(upgrade).toBe('Your Artist plan allows 1 user. Upgrade to Label for up to 5 users.');
    expect(full).toBe('Your Label plan allows 5 users. Remove a member or cancel an invitation first.');
    expect(bundles['en']['team.limit.full_other']).toBe('Your {plan} plan allows {count} users. Remove a member or cancel an invitation first.');
  });
});
