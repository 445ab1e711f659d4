import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    step_up_code: { code: string };
  }
}

export const STEP_UP_CODE_MAIL = 'step_up_code';

const big = (text: string) => `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${text}</p>`;

export const STEP_UP_CODE_MAIL_TEMPLATES = registerMailTemplates({
  step_up_code: {
    en: {
      subject: 'Your Soundpost confirmation code',
      text: 'Use this code to confirm a payout, a payout destination, a tax form or closing your account: {code}\n\nIt is valid for 10 minutes. If you did not ask for it, do not share it, and change your password: someone may be using your session.',
      html: `<p>Use this code to confirm a payout, a payout destination, a tax form or closing your account:</p>${big('{code}')}<p>It is valid for 10 minutes. If you did not ask for it, do not share it, and change your password: someone may be using your session.</p>`,
    },
    fr: {
      subject: 'Votre code de confirmation Soundpost',
      text: 'Utilisez ce code pour confirmer un paiement, un moyen de paiement, un formulaire fiscal ou la fermeture de votre compte : {code}\n\nIl est valable 10 minutes. Si vous ne l’avez pas demandé, ne le communiquez à personne et changez votre mot de passe : quelqu’un utilise peut-être votre session.',
      html: `<p>Utilisez ce code pour confirmer un paiement, un moyen de paiement, un formulaire fiscal ou la fermeture de votre compte :</p>${big('{code}')}<p>Il est valable 10 minutes. Si vous ne l’avez pas demandé, ne le communiquez à personne et changez votre mot de passe : quelqu’un utilise peut-être votre session.</p>`,
    },
    es: {
      subject: 'Tu código de confirmación de Soundpost',
      text: 'Usa este código para confirmar un pago, un método de cobro, un formulario fiscal o el cierre de tu cuenta: {code}\n\nEs válido durante 10 minutos. Si no lo has pedido, no lo compartas y cambia tu contraseña: alguien podría estar usando tu sesión.',
      html: `<p>Usa este código para confirmar un pago, un método de cobro, un formulario fiscal o el cierre de tu cuenta:</p>${big('{code}')}<p>Es válido durante 10 minutos. Si no lo has pedido, no lo compartas y cambia tu contraseña: alguien podría estar usando tu sesión.</p>`,
    },
  },
});
