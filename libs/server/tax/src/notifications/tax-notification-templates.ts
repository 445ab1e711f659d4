import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** A W-8 expires soon; params `form`, `days`, `date`. */
export const TAX_FORM_EXPIRING_NOTIFICATION = 'tax_form_expiring';
/** A W-8 expired (payouts blocked); params `form`, `date`. */
export const TAX_FORM_EXPIRED_NOTIFICATION = 'tax_form_expired';

export const TAX_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  tax_form_expiring: {
    en: { title: 'Tax form expiring', message: 'Your {form} expires on {date} ({days} days). Submit a new one to keep payouts running.' },
    fr: { title: 'Formulaire fiscal bientôt expiré', message: 'Votre {form} expire le {date} (dans {days} jours). Soumettez-en un nouveau pour que les paiements continuent.' },
    es: { title: 'Formulario fiscal a punto de vencer', message: 'Tu {form} vence el {date} (en {days} días). Envía uno nuevo para que los pagos sigan.' },
  },
  tax_form_expired: {
    en: { title: 'Tax form expired', message: 'Your {form} expired on {date}: payouts are blocked until you submit a new one.' },
    fr: { title: 'Formulaire fiscal expiré', message: 'Votre {form} a expiré le {date} : les paiements sont bloqués jusqu’à ce que vous en soumettiez un nouveau.' },
    es: { title: 'Formulario fiscal vencido', message: 'Tu {form} venció el {date}: los pagos están bloqueados hasta que envíes uno nuevo.' },
  },
});
