import { CHAT_MESSAGES, SUPPORT_MESSAGES, type ChatMessageResponse } from '@soundpost/contracts';
import type { TFunction } from 'i18next';
import { keysByText, useAreaMessage } from '../i18n/messages';

/**
 * The English bundle holds the chat's server texts word for word under `chat.msg.<group>.<name>`, and the
 * attachment rules (the ticket ones) under tickets.msg.support (chat-messages.spec.ts checks both).
 */
export const CHAT_MESSAGE_GROUPS = { server: CHAT_MESSAGES } as const;

const CHAT_KEYS = keysByText('chat.msg', CHAT_MESSAGE_GROUPS);
const SUPPORT_KEYS = keysByText('tickets.msg', { support: SUPPORT_MESSAGES });

export function chatMessageKey(text: string): string | undefined {
  return CHAT_KEYS.get(text) ?? SUPPORT_KEYS.get(text);
}

export function useChatMessage(): (text: string) => string {
  return useAreaMessage(chatMessageKey);
}

/** The time a notice names (the office's next opening), in the reader's language. */
export function formatWhen(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A notice worded from its code and params (never the server's text): "Your chat is now ticket #12; …". */
export function noticeText(t: TFunction, message: Pick<ChatMessageResponse, 'notice' | 'params'>, language: string): string {
  const params = message.params ?? {};
  const number = params['ticket_number'] ?? '';
  switch (message.notice) {
    case 'staff_joined':
      return params['name'] ? t('chat.notice.staffJoined', { name: params['name'] }) : t('chat.notice.staffJoinedNoName');
    case 'office_closed': {
      const opensAt = formatWhen(params['opens_at'], language);
      return opensAt ? t('chat.notice.officeClosed', { number, opensAt }) : t('chat.notice.officeClosedNoTime', { number });
    }
    case 'no_answer':
      return t('chat.notice.noAnswer', { number });
    case 'became_ticket':
      return t('chat.notice.becameTicket', { number });
    case 'ended':
      return number ? t('chat.notice.ended', { number }) : t('chat.notice.endedNoTicket');
    default:
      return t('chat.notice.unknown');
  }
}
