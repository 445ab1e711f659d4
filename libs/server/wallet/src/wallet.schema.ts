import { Wallets1763700006500 } from './migrations/1763700006500-wallets';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';

// Entities and migrations of the wallet domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const walletEntities: Function[] = [Wallet, WalletTransaction];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const walletMigrations: Function[] = [Wallets1763700006500];
