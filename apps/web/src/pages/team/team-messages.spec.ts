import { teamLimitMessage } from '@soundpost/contracts';
import { expectMessageGroupsTranslated, flatten, loadBundle } from '../../testing/translations';
import { isTeamLimitMessage, TEAM_MESSAGE_GROUPS, teamMessageKey } from './team-messages';

const english = flatten(loadBundle('en'));

describe('team texts in the bundles (libs/server/i18n/src/translations/team.*.json)', () => {
  expectMessageGroupsTranslated('team.msg', TEAM_MESSAGE_GROUPS);

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
    expect(english['team.limit.upgrade_one']).toBe('Your {plan} plan allows {count} user. Upgrade to {upgrade} for up to {upgradeLimit} users.');
    expect(upgrade).toBe('Your Artist plan allows 1 user. Upgrade to Label for up to 5 users.');
    expect(full).toBe('Your Label plan allows 5 users. Remove a member or cancel an invitation first.');
    expect(english['team.limit.full_other']).toBe('Your {plan} plan allows {count} users. Remove a member or cancel an invitation first.');
  });
});
