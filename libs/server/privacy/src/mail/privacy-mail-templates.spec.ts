import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { ACCOUNT_CLOSED_MAIL, DATA_EXPORT_READY_MAIL, PRIVACY_MAIL_TEMPLATES } from './privacy-mail-templates';

const URL = 'https://sp.example/api/files/private/privacy/exports/x.zip?expires=1&signature=s';

describe('privacy mail templates', () => {
  it('registers the ready e-mail in en, fr and es', () => {
    expect(registeredMailTemplates()).toContain(DATA_EXPORT_READY_MAIL);
    expect(Object.keys(PRIVACY_MAIL_TEMPLATES[DATA_EXPORT_READY_MAIL]).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s, carries the link and escapes the name in HTML', (lang) => {
    const mail = renderMailTemplate(DATA_EXPORT_READY_MAIL, lang, { name: 'Ana <B>', url: URL, days: '7', size: '2.4 MB' });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(mail.text).toContain(URL);
    expect(mail.text).toContain('7');
    expect(mail.text).toContain('2.4 MB');
    expect(mail.html).toContain('Ana &lt;B&gt;');
    expect(mail.html).toContain('expires=1&amp;signature=s');
  });

  it.each(['en', 'fr', 'es'])('fills the account-closed e-mail in %s: the takedowns, what is erased and kept, the name escaped', (lang) => {
    expect(Object.keys(PRIVACY_MAIL_TEMPLATES[ACCOUNT_CLOSED_MAIL]).sort()).toEqual(['en', 'es', 'fr']);
    const mail = renderMailTemplate(ACCOUNT_CLOSED_MAIL, lang, { name: 'Ana <B>', takedowns: '3' });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(mail.text).toMatch(/: 3\./);
    expect(mail.html).toContain('Ana &lt;B&gt;');
  });
});
