import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    /** Staff changed a release's review status; `comment` may be empty. */
    release_status: { name: string; title: string; status: 'pending' | 'approved' | 'live' | 'rejected' | 'removed'; comment: string };
    /** The artist submitted a release: it is in the review queue. `link` is the release's page. */
    release_received: { name: string; title: string; link: string };
  }
}

export const RELEASE_STATUS_MAIL = 'release_status';

export const RELEASE_RECEIVED_MAIL = 'release_received';

export const RELEASES_MAIL_TEMPLATES = registerMailTemplates({
  release_status: {
    en: {
      subject: 'Your release "{title}" is now {status}',
      text: 'Hello {name},\n\nThe status of your release "{title}" is now: {status}.\n{comment}\n\nLog in to Soundpost to see your release.',
      html: '<p>Hello {name},</p><p>The status of your release <strong>{title}</strong> is now: <strong>{status}</strong>.</p><p>{comment}</p><p>Log in to Soundpost to see your release.</p>',
      values: { status: { pending: 'pending review', approved: 'approved', live: 'live', rejected: 'rejected', removed: 'removed from stores' } },
    },
    fr: {
      subject: 'Votre sortie « {title} » : {status}',
      text: 'Bonjour {name},\n\nLe statut de votre sortie « {title} » est désormais : {status}.\n{comment}\n\nConnectez-vous à Soundpost pour voir votre sortie.',
      html: '<p>Bonjour {name},</p><p>Le statut de votre sortie <strong>{title}</strong> est désormais : <strong>{status}</strong>.</p><p>{comment}</p><p>Connectez-vous à Soundpost pour voir votre sortie.</p>',
      values: { status: { pending: 'en attente de validation', approved: 'approuvée', live: 'en ligne', rejected: 'refusée', removed: 'retirée des plateformes' } },
    },
    es: {
      subject: 'Tu lanzamiento «{title}»: {status}',
      text: 'Hola, {name}:\n\nEl estado de tu lanzamiento «{title}» es ahora: {status}.\n{comment}\n\nInicia sesión en Soundpost para ver tu lanzamiento.',
      html: '<p>Hola, {name}:</p><p>El estado de tu lanzamiento <strong>{title}</strong> es ahora: <strong>{status}</strong>.</p><p>{comment}</p><p>Inicia sesión en Soundpost para ver tu lanzamiento.</p>',
      values: { status: { pending: 'pendiente de revisión', approved: 'aprobado', live: 'publicado', rejected: 'rechazado', removed: 'retirado de las tiendas' } },
    },
  },
  release_received: {
    en: {
      subject: 'We received your release "{title}" for review',
      text: 'Hello {name},\n\nThank you: your release "{title}" is submitted and waiting for review by our team. We will e-mail you as soon as it is approved or if something needs changing.\n\nSee your release: {link}',
      html: '<p>Hello {name},</p><p>Thank you: your release <strong>{title}</strong> is submitted and waiting for review by our team. We will e-mail you as soon as it is approved or if something needs changing.</p><p><a href="{link}">See your release</a></p>',
    },
    fr: {
      subject: 'Nous avons reçu votre sortie « {title} » pour validation',
      text: "Bonjour {name},\n\nMerci : votre sortie « {title} » est soumise et attend la validation de notre équipe. Nous vous écrirons dès qu'elle sera approuvée ou si quelque chose doit être modifié.\n\nVoir votre sortie : {link}",
      html: "<p>Bonjour {name},</p><p>Merci : votre sortie <strong>{title}</strong> est soumise et attend la validation de notre équipe. Nous vous écrirons dès qu'elle sera approuvée ou si quelque chose doit être modifié.</p><p><a href=\"{link}\">Voir votre sortie</a></p>",
    },
    es: {
      subject: 'Hemos recibido tu lanzamiento «{title}» para revisión',
      text: 'Hola, {name}:\n\nGracias: tu lanzamiento «{title}» se ha enviado y espera la revisión de nuestro equipo. Te escribiremos en cuanto se apruebe o si hay algo que cambiar.\n\nVer tu lanzamiento: {link}',
      html: '<p>Hola, {name}:</p><p>Gracias: tu lanzamiento <strong>{title}</strong> se ha enviado y espera la revisión de nuestro equipo. Te escribiremos en cuanto se apruebe o si hay algo que cambiar.</p><p><a href="{link}">Ver tu lanzamiento</a></p>',
    },
  },
});
