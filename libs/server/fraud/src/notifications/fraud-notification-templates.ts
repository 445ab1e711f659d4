import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** In the bell after an unblock (a blocked account cannot read notifications, so none at block time). */
export const ACCOUNT_UNBLOCKED_NOTIFICATION = 'account_unblocked';

export const FRAUD_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  account_unblocked: {
    en: { title: 'Your account is active again', message: 'The review of your account is over and the block is lifted.' },
    fr: { title: 'Votre compte est de nouveau actif', message: 'La vérification de votre compte est terminée et le blocage est levé.' },
    es: { title: 'Tu cuenta vuelve a estar activa', message: 'La revisión de tu cuenta ha terminado y el bloqueo se ha levantado.' },
  },
});
