import { TEAM_MESSAGES } from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** Every artist route's refusal for a role that may not call it (the access guard's text). */
export const ROLE_FORBIDDEN = { code: 'role_forbidden', message: 'Your role does not allow this.' } as const;

/** The English bundle holds them word for word under `team.msg.<group>.<name>` (checked by team-messages.spec.ts). */
export const TEAM_MESSAGE_GROUPS = { server: TEAM_MESSAGES, access: { roleForbidden: ROLE_FORBIDDEN.message } } as const;

const KEY_BY_TEXT = keysByText('team.msg', TEAM_MESSAGE_GROUPS);

export function teamMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

// teamLimitMessage's two shapes (contracts): the numbers and plan names are kept, the sentence translated.
const LIMIT_UPGRADE = /^Your (.+) plan allows (\d+) users?\. Upgrade to (.+) for up to (\d+) users?\.$/;
const LIMIT_ONLY = /^Your (.+) plan allows (\d+) users?\. Remove a member or cancel an invitation first\.$/;

/** Whether a 422 is the plan's user limit (then the page offers the upgrade). */
export function isTeamLimitMessage(text: string | undefined): boolean {
  return Boolean(text && (LIMIT_UPGRADE.test(text) || LIMIT_ONLY.test(text)));
}

export function useTeamMessage(): (text: string) => string {
  const { t } = useTranslation();
  const known = useAreaMessage(teamMessageKey);
  return useCallback(
    (text: string) => {
      const upgrade = LIMIT_UPGRADE.exec(text);
      if (upgrade) {
        const [, plan, limit, next, nextLimit] = upgrade;
        return t('team.limit.upgrade', { plan, count: Number(limit), upgrade: next, upgradeLimit: Number(nextLimit) });
      }
      const only = LIMIT_ONLY.exec(text);
      if (only) return t('team.limit.full', { plan: only[1], count: Number(only[2]) });
      return known(text);
    },
    [t, known],
  );
}
