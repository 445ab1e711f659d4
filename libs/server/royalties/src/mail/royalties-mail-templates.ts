import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    /** To a collaborator's address: an owner gave them a share of a release or track. */
    royalty_split_invitation: { owner: string; title: string; share: string; url: string };
  }
}

export const SPLIT_INVITATION_MAIL = 'royalty_split_invitation';

/** Royalties' e-mail texts, registered with core's mail when this file loads. Params are escaped in the HTML part. */
export const ROYALTIES_MAIL_TEMPLATES = registerMailTemplates({
  royalty_split_invitation: {
    en: {
      subject: '{owner} shares the royalties of "{title}" with you',
      text: '{owner} invites you to {share}% of the royalties of "{title}" on Soundpost.\n\nYour share is kept for you until you accept. Sign in (or create your account with this e-mail address) and accept the invitation on your Earnings page:\n{url}',
      html: '<p>{owner} invites you to {share}% of the royalties of "{title}" on Soundpost.</p><p>Your share is kept for you until you accept. Sign in (or create your account with this e-mail address) and accept the invitation on your Earnings page:</p><p><a href="{url}">{url}</a></p>',
    },
    fr: {
      subject: '{owner} partage avec vous les redevances de « {title} »',
      text: "{owner} vous invite à {share} % des redevances de « {title} » sur Soundpost.\n\nVotre part vous est gardée jusqu'à ce que vous acceptiez. Connectez-vous (ou créez votre compte avec cette adresse e-mail) et acceptez l'invitation sur votre page Revenus :\n{url}",
      html: "<p>{owner} vous invite à {share} % des redevances de « {title} » sur Soundpost.</p><p>Votre part vous est gardée jusqu'à ce que vous acceptiez. Connectez-vous (ou créez votre compte avec cette adresse e-mail) et acceptez l'invitation sur votre page Revenus :</p><p><a href=\"{url}\">{url}</a></p>",
    },
    es: {
      subject: '{owner} comparte contigo las regalías de «{title}»',
      text: '{owner} te invita al {share} % de las regalías de «{title}» en Soundpost.\n\nTu parte se guarda hasta que aceptes. Inicia sesión (o crea tu cuenta con esta dirección de correo) y acepta la invitación en tu página de Ganancias:\n{url}',
      html: '<p>{owner} te invita al {share} % de las regalías de «{title}» en Soundpost.</p><p>Tu parte se guarda hasta que aceptes. Inicia sesión (o crea tu cuenta con esta dirección de correo) y acepta la invitación en tu página de Ganancias:</p><p><a href="{url}">{url}</a></p>',
    },
  },
});
