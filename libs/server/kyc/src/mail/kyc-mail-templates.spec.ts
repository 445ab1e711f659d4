import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { DOCUMENT_DECISION_MAIL, KYC_MAIL_TEMPLATES } from './kyc-mail-templates';

describe('kyc mail templates', () => {
  it('registers the document decision e-mail with core mail, in en, fr and es', () => {
    expect(registeredMailTemplates()).toContain(DOCUMENT_DECISION_MAIL);
    expect(Object.keys(KYC_MAIL_TEMPLATES.document_decision).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s', (lang) => {
    const mail = renderMailTemplate(DOCUMENT_DECISION_MAIL, lang, { name: 'Ada', decision: 'rejected', reason: 'The photo is blurred.' });
    expect(mail.language).toBe(lang);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
    expect(mail.text).toContain('Ada');
    expect(mail.text).toContain('The photo is blurred.');
  });

  it('translates the decision per language', () => {
    expect(renderMailTemplate(DOCUMENT_DECISION_MAIL, 'fr', { name: 'Ada', decision: 'approved', reason: '' }).text).toContain('ils ont été approuvés');
    expect(renderMailTemplate(DOCUMENT_DECISION_MAIL, 'es', { name: 'Ada', decision: 'rejected', reason: '' }).text).toContain('han sido rechazados');
    expect(renderMailTemplate(DOCUMENT_DECISION_MAIL, 'en', { name: 'Ada', decision: 'rejected', reason: '' }).text).toContain('they have been rejected');
  });
});
