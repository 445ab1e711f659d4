import type { ChatMessageResponse } from '@soundpost/contracts';
import { fill, type ChatTexts } from './chat-texts';

/** A notice worded from its code and params, never from a server sentence. */
export function noticeText(texts: ChatTexts, message: Pick<ChatMessageResponse, 'notice' | 'params'>): string {
  const params = message.params ?? {};
  const n = params['ticket_number'] ?? '';
  switch (message.notice) {
    case 'staff_joined':
      return params['name'] ? fill(texts.notice.staffJoined, { name: params['name'] }) : texts.notice.staffJoinedNoName;
    case 'office_closed':
      return fill(texts.notice.officeClosed, { n });
    case 'no_answer':
      return fill(texts.notice.noAnswer, { n });
    case 'became_ticket':
      return fill(texts.notice.becameTicket, { n });
    case 'ended':
      return n ? fill(texts.notice.ended, { n }) : texts.notice.endedNoTicket;
    default:
      return texts.notice.unknown;
  }
}
