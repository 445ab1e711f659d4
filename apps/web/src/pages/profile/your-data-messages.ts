import { PRIVACY_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** The English bundle holds them word for word under `privacy.msg.<group>.<name>` (checked by YourDataSection.spec). */
export const PRIVACY_MESSAGE_GROUPS = { server: PRIVACY_MESSAGES } as const;

const KEY_BY_TEXT = keysByText('privacy.msg', PRIVACY_MESSAGE_GROUPS);

export function privacyMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

export function usePrivacyMessage(): (text: string) => string {
  return useAreaMessage(privacyMessageKey);
}
