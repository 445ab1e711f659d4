import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** Params `amount` ('EUR 50.00') and `reason`. */
export const PAYOUT_NOTIFICATIONS = {
  approved: 'payout_approved',
  processing: 'payout_processing',
  paid: 'payout_paid',
  rejected: 'payout_rejected',
  cancelled: 'payout_cancelled',
} as const;

/** To staff; param `count`. */
export const WALLET_MISMATCH_NOTIFICATION = 'wallet_mismatch';

export const WALLET_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  payout_approved: {
    en: { title: 'Payout approved', message: 'Your payout of {amount} was approved and will be sent soon.' },
    fr: { title: 'Versement approuvé', message: 'Votre versement de {amount} a été approuvé et sera envoyé prochainement.' },
    es: { title: 'Pago aprobado', message: 'Tu pago de {amount} fue aprobado y se enviará pronto.' },
  },
  payout_processing: {
    en: { title: 'Payout sent', message: 'Your payout of {amount} is on its way.' },
    fr: { title: 'Versement envoyé', message: 'Votre versement de {amount} est en cours.' },
    es: { title: 'Pago enviado', message: 'Tu pago de {amount} está en camino.' },
  },
  payout_paid: {
    en: { title: 'Payout paid', message: 'Your payout of {amount} has been paid.' },
    fr: { title: 'Versement effectué', message: 'Votre versement de {amount} a été effectué.' },
    es: { title: 'Pago realizado', message: 'Tu pago de {amount} se ha realizado.' },
  },
  payout_rejected: {
    en: { title: 'Payout not paid', message: 'Your payout of {amount} was not paid and the money is back in your wallet. {reason}' },
    fr: { title: 'Versement non effectué', message: "Votre versement de {amount} n'a pas été effectué et l'argent est de retour dans votre portefeuille. {reason}" },
    es: { title: 'Pago no realizado', message: 'Tu pago de {amount} no se realizó y el dinero ha vuelto a tu monedero. {reason}' },
  },
  payout_cancelled: {
    en: { title: 'Payout cancelled', message: 'Your payout request of {amount} was cancelled and the money is back in your wallet.' },
    fr: { title: 'Versement annulé', message: "Votre demande de versement de {amount} a été annulée et l'argent est de retour dans votre portefeuille." },
    es: { title: 'Pago cancelado', message: 'Tu solicitud de pago de {amount} se canceló y el dinero ha vuelto a tu monedero.' },
  },
  wallet_mismatch: {
    en: { title: 'Wallet check failed', message: '{count} wallet(s) have a balance that disagrees with their entries. Run soundpost wallets verify.' },
    fr: { title: 'Contrôle des portefeuilles en échec', message: '{count} portefeuille(s) ont un solde en désaccord avec leurs écritures. Lancez soundpost wallets verify.' },
    es: { title: 'Control de monederos fallido', message: '{count} monedero(s) tienen un saldo que no coincide con sus movimientos. Ejecuta soundpost wallets verify.' },
  },
});

export const WALLET_URL = '/artist/wallet';
