import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { registeredNotificationTemplates, renderNotification } from '@soundpost/server-notifications';
import { TAX_FORM_EXPIRED_NOTIFICATION, TAX_FORM_EXPIRING_NOTIFICATION, TAX_NOTIFICATION_TEMPLATES } from '../notifications/tax-notification-templates';
import { TAX_FORM_EXPIRED_MAIL, TAX_FORM_EXPIRING_MAIL, TAX_MAIL_TEMPLATES } from './tax-mail-templates';

const URL = 'https://sp.example/artist/wallet/tax?a=1&b=2';

describe('tax reminder texts', () => {
  it('registers both e-mails and both notifications in en, fr and es', () => {
    expect(registeredMailTemplates()).toEqual(expect.arrayContaining([TAX_FORM_EXPIRING_MAIL, TAX_FORM_EXPIRED_MAIL]));
    expect(registeredNotificationTemplates()).toEqual(expect.arrayContaining([TAX_FORM_EXPIRING_NOTIFICATION, TAX_FORM_EXPIRED_NOTIFICATION]));
    for (const t of Object.values(TAX_MAIL_TEMPLATES)) expect(Object.keys(t).sort()).toEqual(['en', 'es', 'fr']);
    for (const t of Object.values(TAX_NOTIFICATION_TEMPLATES)) expect(Object.keys(t).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s, carries the link, the date and the days, and escapes the name in HTML', (lang) => {
    const expiring = renderMailTemplate(TAX_FORM_EXPIRING_MAIL, lang, { name: 'Zoë <B>', form: 'W-8BEN', days: '30', date: '2029-12-31', url: URL });
    const expired = renderMailTemplate(TAX_FORM_EXPIRED_MAIL, lang, { name: 'Zoë <B>', form: 'W-8BEN-E', date: '2029-12-31', url: URL });
    for (const mail of [expiring, expired]) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
      expect(mail.text).toContain(URL);
      expect(mail.text).toContain('2029-12-31');
      expect(mail.html).toContain('Zoë &lt;B&gt;');
      expect(mail.html).toContain('a=1&amp;b=2');
    }
    expect(expiring.subject).toContain('30');
    expect(expired.subject).toContain('W-8BEN-E');
    const note = renderNotification(TAX_FORM_EXPIRING_NOTIFICATION, lang, { form: 'W-8BEN', days: '7', date: '2029-12-31' });
    expect(JSON.stringify(note)).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(JSON.stringify(note)).toContain('2029-12-31');
  });
});
