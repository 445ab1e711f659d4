import { ACCOUNT_CLOSING_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** The English bundle holds them word for word under `closing.msg.<group>.<name>` (checked by CloseAccountSection.spec). */
export const CLOSING_MESSAGE_GROUPS = { server: ACCOUNT_CLOSING_MESSAGES } as const;

const KEY_BY_TEXT = keysByText('closing.msg', CLOSING_MESSAGE_GROUPS);

export function closingMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

export function useClosingMessage(): (text: string) => string {
  return useAreaMessage(closingMessageKey);
}
