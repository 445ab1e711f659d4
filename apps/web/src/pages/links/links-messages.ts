import { LINK_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** The English bundle holds them word for word under `links.msg.<group>.<name>` (checked by links-messages.spec.ts). */
export const LINK_MESSAGE_GROUPS = {
  link: LINK_MESSAGES,
} as const;

const KEY_BY_TEXT = keysByText('links.msg', LINK_MESSAGE_GROUPS);

export function linkMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/** The server's link texts (422 and 409 answers) in the reader's language. */
export function useLinkMessage(): (text: string) => string {
  return useAreaMessage(linkMessageKey);
}
