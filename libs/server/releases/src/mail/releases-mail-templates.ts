import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    /** Staff changed a release's review status; `comment` may be empty. */
    release_status: { name: string; title: string; status: 'pending' | 'approved' | 'live' | 'rejected' | 'removed'; comment: string };
  }
}

/** The e-mail telling an artist that staff changed their release's status. */
export const RELEASE_STATUS_MAIL = 'release_status';

/** Releases' e-mail texts, registered with core's mail when this file loads. */
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
});
