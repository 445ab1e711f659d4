import { registerNotificationTemplates } from '@soundpost/server-notifications';

export const PLAN_ACTIVATED_NOTIFICATION = 'plan_activated';
export const BANK_TRANSFER_PAID_NOTIFICATION = 'bank_transfer_paid';
export const PAYMENT_FAILED_NOTIFICATION = 'payment_failed';

export const BILLING_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  plan_activated: {
    en: { title: 'Plan activated', message: 'Your {plan} plan is now active.' },
    fr: { title: 'Formule activée', message: 'Votre formule {plan} est maintenant active.' },
    es: { title: 'Plan activado', message: 'Tu plan {plan} ya está activo.' },
  },
  bank_transfer_paid: {
    en: { title: 'Bank transfer received', message: 'We have received your bank transfer: your {plan} plan is now active.' },
    fr: { title: 'Virement reçu', message: 'Nous avons reçu votre virement : votre formule {plan} est maintenant active.' },
    es: { title: 'Transferencia recibida', message: 'Hemos recibido tu transferencia: tu plan {plan} ya está activo.' },
  },
  payment_failed: {
    en: { title: 'Payment failed', message: 'Your payment for the {plan} plan did not go through. Your plan has not changed; you can try again from My plan.' },
    fr: { title: 'Échec du paiement', message: "Votre paiement pour la formule {plan} n'a pas abouti. Votre formule n'a pas changé ; vous pouvez réessayer depuis Mon abonnement." },
    es: { title: 'Pago fallido', message: 'Tu pago del plan {plan} no se ha completado. Tu plan no ha cambiado; puedes intentarlo de nuevo desde Mi plan.' },
  },
});
