import { registerNotificationTemplates } from '@soundpost/server-notifications';

/** A posted import (or a released hold) credited the user's wallet; params `amount` (formatMoney: EUR 12.34), `store`, `period`. */
export const ROYALTIES_EARNED_NOTIFICATION = 'royalties_earned';
/** The same, from more stores than are named: params `amount`, `count`, `period`. */
export const ROYALTIES_EARNED_FROM_STORES_NOTIFICATION = 'royalties_earned_from_stores';

export const ROYALTIES_NOTIFICATION_TEMPLATES = registerNotificationTemplates({
  royalties_earned: {
    en: { title: 'Royalties credited', message: 'You earned {amount} from {store} ({period}).' },
    fr: { title: 'Redevances créditées', message: 'Vous avez gagné {amount} sur {store} ({period}).' },
    es: { title: 'Regalías acreditadas', message: 'Has ganado {amount} en {store} ({period}).' },
  },
  royalties_earned_from_stores: {
    en: { title: 'Royalties credited', message: 'You earned {amount} from {count} stores ({period}).' },
    fr: { title: 'Redevances créditées', message: 'Vous avez gagné {amount} sur {count} plateformes ({period}).' },
    es: { title: 'Regalías acreditadas', message: 'Has ganado {amount} en {count} tiendas ({period}).' },
  },
});

export const EARNINGS_URL = '/artist/earnings';

/** The period as people say it: "2026-01" for one whole month, else "2026-01-01 to 2026-03-31". */
export function periodLabel(start: string, end: string): string {
  const [y, m] = start.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (start.endsWith('-01') && end === `${start.slice(0, 8)}${String(lastDay).padStart(2, '0')}`) return start.slice(0, 7);
  return `${start} to ${end}`;
}
