import { PAYOUT_MESSAGES } from '@soundpost/contracts';
import { keysByText } from '../../i18n/messages';

/** Texts the wallet API answers beyond the contracts' payout messages (shown as sent, translated here). */
export const WALLET_SERVER_MESSAGES = {
  openPayout: 'You already have a payout request in progress. Wait until it is paid, or cancel it, before requesting another.',
  blocked: 'Your account is blocked: payouts are suspended. Please contact support.',
} as const;

/** English text → its key under `wallet.msg`. */
export const WALLET_KEYS = keysByText('wallet.msg', { payout: PAYOUT_MESSAGES, server: WALLET_SERVER_MESSAGES });
export const walletKey = (text: string) => WALLET_KEYS.get(text);
