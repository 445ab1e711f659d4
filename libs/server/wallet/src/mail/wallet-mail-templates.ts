import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    payout_status: { name: string; amount: string; status: string; reason: string };
  }
}

export const PAYOUT_STATUS_MAIL = 'payout_status';

export const PAYOUT_STATUS_WORDS: Record<'en' | 'fr' | 'es', Record<string, string>> = {
  en: { approved: 'approved', processing: 'sent', paid: 'paid', rejected: 'not paid (the money is back in your wallet)', cancelled: 'cancelled (the money is back in your wallet)' },
  fr: { approved: 'approuvé', processing: 'envoyé', paid: 'effectué', rejected: "non effectué (l'argent est de retour dans votre portefeuille)", cancelled: "annulé (l'argent est de retour dans votre portefeuille)" },
  es: { approved: 'aprobado', processing: 'enviado', paid: 'realizado', rejected: 'no realizado (el dinero ha vuelto a tu monedero)', cancelled: 'cancelado (el dinero ha vuelto a tu monedero)' },
};

export const WALLET_MAIL_TEMPLATES = registerMailTemplates({
  payout_status: {
    en: {
      subject: 'Your payout of {amount}: {status}',
      text: 'Hello {name},\n\nYour payout of {amount} is now {status}. {reason}\n\nSee your wallet in Soundpost for the details.',
      html: '<p>Hello {name},</p><p>Your payout of {amount} is now {status}. {reason}</p><p>See your wallet in Soundpost for the details.</p>',
    },
    fr: {
      subject: 'Votre versement de {amount} : {status}',
      text: 'Bonjour {name},\n\nVotre versement de {amount} est maintenant {status}. {reason}\n\nVoir votre portefeuille dans Soundpost pour les détails.',
      html: '<p>Bonjour {name},</p><p>Votre versement de {amount} est maintenant {status}. {reason}</p><p>Voir votre portefeuille dans Soundpost pour les détails.</p>',
    },
    es: {
      subject: 'Tu pago de {amount}: {status}',
      text: 'Hola, {name}:\n\nTu pago de {amount} está ahora {status}. {reason}\n\nConsulta tu monedero en Soundpost para ver los detalles.',
      html: '<p>Hola, {name}:</p><p>Tu pago de {amount} está ahora {status}. {reason}</p><p>Consulta tu monedero en Soundpost para ver los detalles.</p>',
    },
  },
});
