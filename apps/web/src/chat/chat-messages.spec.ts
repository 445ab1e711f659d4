import { CHAT_MESSAGES, SUPPORT_MESSAGES } from '@soundpost/contracts';
import { createI18n } from '../i18n/i18n';
import { mockApi } from '../testing/mock-api';
import { expectMessageGroupsTranslated } from '../testing/translations';
import { CHAT_MESSAGE_GROUPS, chatMessageKey, noticeText } from './chat-messages';

describe('chat texts in the bundles (libs/server/i18n/src/translations/chat.*.json)', () => {
  expectMessageGroupsTranslated('chat.msg', CHAT_MESSAGE_GROUPS);

  it('finds the key of the chat texts and of the ticket attachment rules it shares', () => {
    expect(chatMessageKey(CHAT_MESSAGES.rateLimited)).toBe('chat.msg.server.rateLimited');
    expect(chatMessageKey(SUPPORT_MESSAGES.attachmentType)).toBe('tickets.msg.support.attachmentType');
    expect(chatMessageKey('Something else.')).toBeUndefined();
  });
});

describe('noticeText', () => {
  const notice = (code: string, params: Record<string, string>) => ({ notice: code as never, params });

  it('words every notice from its code and params, in each language', async () => {
    mockApi();
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    const t = i18n.t.bind(i18n);
    expect(noticeText(t, notice('became_ticket', { ticket_number: '12' }), 'en')).toBe("Your chat is now ticket #12; we'll answer by e-mail.");
    expect(noticeText(t, notice('staff_joined', { name: 'Alex' }), 'en')).toBe('Alex joined the chat.');
    expect(noticeText(t, notice('no_answer', { ticket_number: '3' }), 'en')).toBe("Nobody could answer in time. Your chat is now ticket #3; we'll answer by e-mail.");
    expect(noticeText(t, notice('ended', { ticket_number: '4' }), 'en')).toBe('The chat has ended. Its transcript is kept as ticket #4.');
    expect(noticeText(t, notice('office_closed', { ticket_number: '5', opens_at: '2026-11-30T08:00:00.000Z' }), 'en')).toMatch(
      /^We are closed right now\. Your chat is now ticket #5; we'll answer by e-mail\. We open Monday, November 30(,| at) \d\d:00( AM)?\.$/,
    );
    expect(noticeText(t, notice('office_closed', { ticket_number: '5' }), 'en')).toBe("We are closed right now. Your chat is now ticket #5; we'll answer by e-mail.");

    await i18n.changeLanguage('fr');
    expect(noticeText(i18n.t.bind(i18n), notice('became_ticket', { ticket_number: '12' }), 'fr')).toBe('Votre chat est maintenant le ticket n° 12 ; nous répondrons par e-mail.');
  });
});
