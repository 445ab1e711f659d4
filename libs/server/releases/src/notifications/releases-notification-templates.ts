import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** The in-app notification of a staff status change; params `title`, `status` and `comment` (may be empty). */
export const RELEASE_STATUS_NOTIFICATION = 'release_status';

export const RELEASES_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  release_status: {
    en: {
      title: 'Release "{title}": {status}',
      message: 'The status of your release "{title}" is now: {status}.\n{comment}',
      values: { status: { pending: 'pending review', approved: 'approved', live: 'live', rejected: 'rejected', removed: 'removed from stores' } },
    },
    fr: {
      title: 'Sortie « {title} » : {status}',
      message: 'Le statut de votre sortie « {title} » est désormais : {status}.\n{comment}',
      values: { status: { pending: 'en attente de validation', approved: 'approuvée', live: 'en ligne', rejected: 'refusée', removed: 'retirée des plateformes' } },
    },
    es: {
      title: 'Lanzamiento «{title}»: {status}',
      message: 'El estado de tu lanzamiento «{title}» es ahora: {status}.\n{comment}',
      values: { status: { pending: 'pendiente de revisión', approved: 'aprobado', live: 'publicado', rejected: 'rechazado', removed: 'retirado de las tiendas' } },
    },
  },
});
