import { Wallets1763700006500 } from './migrations/1763700006500-wallets';
import { WalletLedger1764300001000 } from './migrations/1764300001000-wallet-ledger';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

// The entity classes, for the platform and for tests that write fixtures.
export { Wallet, WalletTransaction };

/**
 * The wallet lib's schema entry point (`@soundpost/server-wallet/schema`): its entities and migrations
 * for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const walletSchema: DomainSchema = {
  entities: [Wallet, WalletTransaction],
  migrations: [Wallets1763700006500, WalletLedger1764300001000],
  ownedTables: ['wallets', 'wallet_transactions'],
};
