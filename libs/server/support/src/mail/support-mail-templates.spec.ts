import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { renderNotification } from '@soundpost/server-notifications';
import { SUPPORT_NOTIFICATION_TEMPLATES, TICKET_ANSWERED_NOTIFICATION } from '../notifications/support-notification-templates';
import { INBOUND_UNKNOWN_SENDER_MAIL, SUPPORT_MAIL_TEMPLATES, TICKET_ANSWERED_MAIL, TICKET_ARTIST_REPLY_MAIL, TICKET_OPENED_MAIL } from './support-mail-templates';

const params = {
  [TICKET_OPENED_MAIL]: { number: '17', subject: 'Help <me>', name: 'Ada', email: 'ada@example.com', priority: 'high', message: 'Line one\n<b>two</b>' },
  [TICKET_ARTIST_REPLY_MAIL]: { number: '17', subject: 'Help <me>', name: 'Ada', email: 'ada@example.com', message: 'Line one\n<b>two</b>' },
  [TICKET_ANSWERED_MAIL]: { name: 'Ada', number: '17', subject: 'Help <me>', message: 'Line one\n<b>two</b>' },
} as const;

describe('support mail and notification templates', () => {
  it('registers the four e-mails with core mail, each in en, fr and es', () => {
    for (const name of [TICKET_OPENED_MAIL, TICKET_ARTIST_REPLY_MAIL, TICKET_ANSWERED_MAIL, INBOUND_UNKNOWN_SENDER_MAIL] as const) {
      expect(registeredMailTemplates()).toContain(name);
      expect(Object.keys(SUPPORT_MAIL_TEMPLATES[name]).sort()).toEqual(['en', 'es', 'fr']);
    }
    expect(Object.keys(SUPPORT_NOTIFICATION_TEMPLATES.ticket_answered).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s, keeps the text as written and escapes it in HTML', (lang) => {
    for (const [name, p] of Object.entries(params)) {
      const mail = renderMailTemplate(name as typeof TICKET_OPENED_MAIL, lang, p as (typeof params)[typeof TICKET_OPENED_MAIL]);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
      expect(mail.text).toContain('Line one\n<b>two</b>');
      expect(mail.html).toContain('Line one<br>&lt;b&gt;two&lt;/b&gt;');
      expect(mail.subject).toContain('17');
    }
    const note = renderNotification(TICKET_ANSWERED_NOTIFICATION, lang, { number: '17', subject: 'Help <me>' });
    expect(note.language).toBe(lang);
    expect(note.title).toContain('17');
    expect(note.message).toContain('Help <me>');
  });

  it.each(['en', 'fr', 'es'])('writes the automatic answer to an unknown sender in %s, with the sign-up and login links', (lang) => {
    const mail = renderMailTemplate(INBOUND_UNKNOWN_SENDER_MAIL, lang, { address: 'who@elsewhere.test', loginUrl: 'https://soundpost.test/login', signupUrl: 'https://soundpost.test/signup' });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(mail.language).toBe(lang);
    for (const text of ['who@elsewhere.test', 'https://soundpost.test/login', 'https://soundpost.test/signup']) expect(mail.text).toContain(text);
  });

  it.each([
    ['en', 'Reply to this e-mail'],
    ['fr', 'Répondez à cet e-mail'],
    ['es', 'Responde a este correo'],
  ])('tells the artist in %s that answering the e-mail reaches the ticket', (lang, phrase) => {
    expect(renderMailTemplate(TICKET_ANSWERED_MAIL, lang, params[TICKET_ANSWERED_MAIL]).text).toContain(phrase);
  });
});
