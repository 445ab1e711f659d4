import { registerMailTemplates } from '@soundpost/server-core/mail';

declare module '@soundpost/server-core/mail' {
  interface MailTemplateParams {
    tax_form_expiring: { name: string; form: string; days: string; date: string; url: string };
    tax_form_expired: { name: string; form: string; date: string; url: string };
  }
}

export const TAX_FORM_EXPIRING_MAIL = 'tax_form_expiring';
export const TAX_FORM_EXPIRED_MAIL = 'tax_form_expired';

/** Reminders about a W-8's expiry ({form}: "W-8BEN" / "W-8BEN-E"; {date}: YYYY-MM-DD, UTC). */
export const TAX_MAIL_TEMPLATES = registerMailTemplates({
  tax_form_expiring: {
    en: {
      subject: 'Your {form} tax form expires in {days} days',
      text: 'Hello {name},\n\nYour {form} tax form expires on {date} ({days} days from now). After that date payouts are blocked and 30% is withheld from your US royalties until you submit a new one.\n\nSubmit a new form here: {url}',
      html: '<p>Hello {name},</p><p>Your {form} tax form expires on {date} ({days} days from now). After that date payouts are blocked and 30% is withheld from your US royalties until you submit a new one.</p><p><a href="{url}">Submit a new form</a></p>',
    },
    fr: {
      subject: 'Votre formulaire fiscal {form} expire dans {days} jours',
      text: "Bonjour {name},\n\nVotre formulaire fiscal {form} expire le {date} (dans {days} jours). Après cette date, les paiements sont bloqués et 30 % de vos redevances américaines sont retenus jusqu'à ce que vous en soumettiez un nouveau.\n\nSoumettez un nouveau formulaire ici : {url}",
      html: "<p>Bonjour {name},</p><p>Votre formulaire fiscal {form} expire le {date} (dans {days} jours). Après cette date, les paiements sont bloqués et 30 % de vos redevances américaines sont retenus jusqu'à ce que vous en soumettiez un nouveau.</p><p><a href=\"{url}\">Soumettre un nouveau formulaire</a></p>",
    },
    es: {
      subject: 'Tu formulario fiscal {form} vence en {days} días',
      text: 'Hola {name}:\n\nTu formulario fiscal {form} vence el {date} (dentro de {days} días). Después de esa fecha los pagos quedan bloqueados y se retiene el 30 % de tus regalías de EE. UU. hasta que envíes uno nuevo.\n\nEnvía un formulario nuevo aquí: {url}',
      html: '<p>Hola {name}:</p><p>Tu formulario fiscal {form} vence el {date} (dentro de {days} días). Después de esa fecha los pagos quedan bloqueados y se retiene el 30 % de tus regalías de EE. UU. hasta que envíes uno nuevo.</p><p><a href="{url}">Enviar un formulario nuevo</a></p>',
    },
  },
  tax_form_expired: {
    en: {
      subject: 'Your {form} tax form has expired: payouts are blocked',
      text: 'Hello {name},\n\nYour {form} tax form expired on {date}. Payouts are blocked and 30% is withheld from your US royalties until you submit a new one.\n\nSubmit a new form here: {url}',
      html: '<p>Hello {name},</p><p>Your {form} tax form expired on {date}. Payouts are blocked and 30% is withheld from your US royalties until you submit a new one.</p><p><a href="{url}">Submit a new form</a></p>',
    },
    fr: {
      subject: 'Votre formulaire fiscal {form} a expiré : les paiements sont bloqués',
      text: "Bonjour {name},\n\nVotre formulaire fiscal {form} a expiré le {date}. Les paiements sont bloqués et 30 % de vos redevances américaines sont retenus jusqu'à ce que vous en soumettiez un nouveau.\n\nSoumettez un nouveau formulaire ici : {url}",
      html: "<p>Bonjour {name},</p><p>Votre formulaire fiscal {form} a expiré le {date}. Les paiements sont bloqués et 30 % de vos redevances américaines sont retenus jusqu'à ce que vous en soumettiez un nouveau.</p><p><a href=\"{url}\">Soumettre un nouveau formulaire</a></p>",
    },
    es: {
      subject: 'Tu formulario fiscal {form} ha vencido: los pagos están bloqueados',
      text: 'Hola {name}:\n\nTu formulario fiscal {form} venció el {date}. Los pagos están bloqueados y se retiene el 30 % de tus regalías de EE. UU. hasta que envíes uno nuevo.\n\nEnvía un formulario nuevo aquí: {url}',
      html: '<p>Hola {name}:</p><p>Tu formulario fiscal {form} venció el {date}. Los pagos están bloqueados y se retiene el 30 % de tus regalías de EE. UU. hasta que envíes uno nuevo.</p><p><a href="{url}">Enviar un formulario nuevo</a></p>',
    },
  },
});
