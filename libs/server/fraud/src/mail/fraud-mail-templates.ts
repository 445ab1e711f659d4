import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    fraud_account_blocked: { name: string; appeal_url: string; support_email: string };
    fraud_account_unblocked: { name: string; login_url: string };
  }
}

export const ACCOUNT_BLOCKED_MAIL = 'fraud_account_blocked';
export const ACCOUNT_UNBLOCKED_MAIL = 'fraud_account_unblocked';

// The reason staff typed stays internal: the artist is told only how to be heard.
export const FRAUD_MAIL_TEMPLATES = registerMailTemplates({
  fraud_account_blocked: {
    en: {
      subject: 'Your Soundpost account is under review',
      text: 'Hello {name},\n\nYour Soundpost account has been blocked while our team reviews it. During the review you cannot log in and no payout is sent.\n\nIf you think this is a mistake, tell us: open {appeal_url}, enter your e-mail address and the code we send you, and write your appeal. It reaches our support team as a ticket. You can also write to {support_email}.\n\nWe answer every appeal.',
      html: '<p>Hello {name},</p><p>Your Soundpost account has been blocked while our team reviews it. During the review you cannot log in and no payout is sent.</p><p>If you think this is a mistake, tell us: open <a href="{appeal_url}">{appeal_url}</a>, enter your e-mail address and the code we send you, and write your appeal. It reaches our support team as a ticket. You can also write to {support_email}.</p><p>We answer every appeal.</p>',
    },
    fr: {
      subject: 'Votre compte Soundpost est en cours de vérification',
      text: 'Bonjour {name},\n\nVotre compte Soundpost est bloqué pendant que notre équipe le vérifie. Pendant la vérification, vous ne pouvez pas vous connecter et aucun paiement n’est envoyé.\n\nSi vous pensez qu’il s’agit d’une erreur, dites-le-nous : ouvrez {appeal_url}, saisissez votre adresse e-mail et le code que nous vous envoyons, puis écrivez votre recours. Il parvient à notre support sous forme de ticket. Vous pouvez aussi écrire à {support_email}.\n\nNous répondons à chaque recours.',
      html: '<p>Bonjour {name},</p><p>Votre compte Soundpost est bloqué pendant que notre équipe le vérifie. Pendant la vérification, vous ne pouvez pas vous connecter et aucun paiement n’est envoyé.</p><p>Si vous pensez qu’il s’agit d’une erreur, dites-le-nous : ouvrez <a href="{appeal_url}">{appeal_url}</a>, saisissez votre adresse e-mail et le code que nous vous envoyons, puis écrivez votre recours. Il parvient à notre support sous forme de ticket. Vous pouvez aussi écrire à {support_email}.</p><p>Nous répondons à chaque recours.</p>',
    },
    es: {
      subject: 'Tu cuenta de Soundpost está en revisión',
      text: 'Hola {name}:\n\nTu cuenta de Soundpost está bloqueada mientras nuestro equipo la revisa. Durante la revisión no puedes iniciar sesión y no se envía ningún pago.\n\nSi crees que es un error, dínoslo: abre {appeal_url}, introduce tu dirección de correo y el código que te enviamos, y escribe tu apelación. Llega a nuestro equipo de soporte como un ticket. También puedes escribir a {support_email}.\n\nRespondemos a todas las apelaciones.',
      html: '<p>Hola {name}:</p><p>Tu cuenta de Soundpost está bloqueada mientras nuestro equipo la revisa. Durante la revisión no puedes iniciar sesión y no se envía ningún pago.</p><p>Si crees que es un error, dínoslo: abre <a href="{appeal_url}">{appeal_url}</a>, introduce tu dirección de correo y el código que te enviamos, y escribe tu apelación. Llega a nuestro equipo de soporte como un ticket. También puedes escribir a {support_email}.</p><p>Respondemos a todas las apelaciones.</p>',
    },
  },
  fraud_account_unblocked: {
    en: {
      subject: 'Your Soundpost account is active again',
      text: 'Hello {name},\n\nThe review of your Soundpost account is over and the block is lifted. You can log in again at {login_url}.',
      html: '<p>Hello {name},</p><p>The review of your Soundpost account is over and the block is lifted. You can log in again at <a href="{login_url}">{login_url}</a>.</p>',
    },
    fr: {
      subject: 'Votre compte Soundpost est de nouveau actif',
      text: 'Bonjour {name},\n\nLa vérification de votre compte Soundpost est terminée et le blocage est levé. Vous pouvez vous reconnecter sur {login_url}.',
      html: '<p>Bonjour {name},</p><p>La vérification de votre compte Soundpost est terminée et le blocage est levé. Vous pouvez vous reconnecter sur <a href="{login_url}">{login_url}</a>.</p>',
    },
    es: {
      subject: 'Tu cuenta de Soundpost vuelve a estar activa',
      text: 'Hola {name}:\n\nLa revisión de tu cuenta de Soundpost ha terminado y el bloqueo se ha levantado. Puedes volver a iniciar sesión en {login_url}.',
      html: '<p>Hola {name}:</p><p>La revisión de tu cuenta de Soundpost ha terminado y el bloqueo se ha levantado. Puedes volver a iniciar sesión en <a href="{login_url}">{login_url}</a>.</p>',
    },
  },
});
