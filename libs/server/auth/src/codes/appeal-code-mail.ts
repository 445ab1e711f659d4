import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    account_appeal_code: { code: string };
  }
}

export const ACCOUNT_APPEAL_CODE_MAIL = 'account_appeal_code';

const big = (text: string) => `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${text}</p>`;

export const APPEAL_CODE_MAIL_TEMPLATES = registerMailTemplates({
  account_appeal_code: {
    en: {
      subject: 'Your Soundpost appeal code',
      text: 'Use this code to send your appeal: {code}\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
      html: `<p>Use this code to send your appeal:</p>${big('{code}')}<p>It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    },
    fr: {
      subject: 'Votre code de recours Soundpost',
      text: 'Utilisez ce code pour envoyer votre recours : {code}\n\nIl est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      html: `<p>Utilisez ce code pour envoyer votre recours :</p>${big('{code}')}<p>Il est valable 10 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.</p>`,
    },
    es: {
      subject: 'Tu código de apelación de Soundpost',
      text: 'Usa este código para enviar tu apelación: {code}\n\nEs válido durante 10 minutos. Si no lo has pedido, ignora este correo.',
      html: `<p>Usa este código para enviar tu apelación:</p>${big('{code}')}<p>Es válido durante 10 minutos. Si no lo has pedido, ignora este correo.</p>`,
    },
  },
});
