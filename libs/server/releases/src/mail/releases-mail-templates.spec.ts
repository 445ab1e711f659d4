import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { RELEASE_STATUS_MAIL, RELEASES_MAIL_TEMPLATES } from './releases-mail-templates';

describe('releases mail templates', () => {
  const params = { name: 'Ada', title: 'Blue Hour', status: 'approved', comment: 'Great artwork.' } as const;

  it('registers the release status e-mail with core mail, in en, fr and es', () => {
    expect(registeredMailTemplates()).toContain(RELEASE_STATUS_MAIL);
    expect(Object.keys(RELEASES_MAIL_TEMPLATES.release_status).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s', (lang) => {
    const mail = renderMailTemplate(RELEASE_STATUS_MAIL, lang, params);
    expect(mail.language).toBe(lang);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(mail.text).toContain('Blue Hour');
    expect(mail.text).toContain('Great artwork.');
  });

  it('translates the status per language', () => {
    expect(renderMailTemplate(RELEASE_STATUS_MAIL, 'en', { ...params, status: 'removed' }).subject).toBe('Your release "Blue Hour" is now removed from stores');
    expect(renderMailTemplate(RELEASE_STATUS_MAIL, 'fr', { ...params, status: 'live' }).text).toContain('est désormais : en ligne');
    expect(renderMailTemplate(RELEASE_STATUS_MAIL, 'es', { ...params, status: 'pending' }).text).toContain('pendiente de revisión');
  });
});
