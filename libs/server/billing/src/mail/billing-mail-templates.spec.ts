import { registeredMailTemplates, renderMailTemplate } from '@soundpost/server-core/mail';
import { BANK_TRANSFER_MAIL, BILLING_MAIL_TEMPLATES, PAYMENT_RECEIPT_MAIL, SUBSCRIPTION_ENDED_MAIL } from './billing-mail-templates';

describe('billing mail templates', () => {
  const params = {
    payment_receipt: { name: 'Ada', plan: 'Producer', price: 'EUR 2.99', credit: 'EUR 0.99', amount: 'EUR 2.00', period_start: '2026-11-27', period_end: '2026-12-27', transaction_id: 'tx-1', link: 'https://sp.example/account/myplan' },
    bank_transfer_instructions: { name: 'Ada', plan: 'Label', amount: 'EUR 9.99', reference: 'SP-ABCD-EFGH', account_name: 'Soundpost', iban: 'FR76', swift: 'BNPAFRPP', link: 'https://sp.example/account/myplan' },
    subscription_ended: { name: 'Ada', plan: 'Artist', reason: 'replaced' as const, ended_on: '2026-11-27', link: 'https://sp.example/account/myplan' },
  };

  it('registers the three billing e-mails with core mail, in en, fr and es', () => {
    for (const name of [PAYMENT_RECEIPT_MAIL, BANK_TRANSFER_MAIL, SUBSCRIPTION_ENDED_MAIL]) {
      expect(registeredMailTemplates()).toContain(name);
      expect(Object.keys(BILLING_MAIL_TEMPLATES[name as keyof typeof BILLING_MAIL_TEMPLATES]).sort()).toEqual(['en', 'es', 'fr']);
    }
  });

  it.each(['en', 'fr', 'es'])('fills every placeholder in %s', (lang) => {
    for (const [name, values] of Object.entries(params)) {
      const mail = renderMailTemplate(name as keyof typeof params, lang, values as never);
      expect(mail.language).toBe(lang);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[A-Za-z_]+\}/);
      expect(mail.text).toContain('https://sp.example/account/myplan');
    }
  });

  it('translates why a subscription ended', () => {
    expect(renderMailTemplate(SUBSCRIPTION_ENDED_MAIL, 'fr', { ...params.subscription_ended, reason: 'expired' }).text).toContain('sa période est terminée');
    expect(renderMailTemplate(SUBSCRIPTION_ENDED_MAIL, 'es', { ...params.subscription_ended, reason: 'canceled' }).text).toContain('se ha cancelado');
  });
});
