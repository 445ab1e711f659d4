import { Wallets1763700006500 } from './migrations/1763700006500-wallets';
import { WalletLedger1764300001000 } from './migrations/1764300001000-wallet-ledger';
import { PayoutRequests1764300002000 } from './migrations/1764300002000-payout-requests';
import { WalletWithAccount1764300003000 } from './migrations/1764300003000-wallet-with-account';
import { WalletStripeAccountsIndex1764800500000 } from './migrations/1764800500000-wallet-stripe-accounts-index';
import { WalletTrustKinds1796000000900 } from './migrations/1796000000900-wallet-trust-kinds';
import { WalletUsWithholding1796000000910 } from './migrations/1796000000910-wallet-us-withholding';
import { WalletAdjustmentRequests1796000001120 } from './migrations/1796000001120-wallet-adjustment-requests';
import { WalletAdjustmentRequest } from './adjustments/wallet-adjustment-request.entity';
import { PayoutRequest } from './payouts/payout-request.entity';
import { Wallet } from './wallets/wallet.entity';
import { WalletTransaction } from './wallets/wallet-transaction.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { Wallet, WalletTransaction, PayoutRequest, WalletAdjustmentRequest };

/** Only libs/server/platform and tests import it. */
export const walletSchema: DomainSchema = {
  entities: [Wallet, WalletTransaction, PayoutRequest, WalletAdjustmentRequest],
  migrations: [Wallets1763700006500, WalletLedger1764300001000, PayoutRequests1764300002000, WalletWithAccount1764300003000, WalletStripeAccountsIndex1764800500000, WalletTrustKinds1796000000900, WalletUsWithholding1796000000910, WalletAdjustmentRequests1796000001120],
  ownedTables: ['wallets', 'wallet_transactions', 'payout_requests', 'wallet_payout_identifiers', 'wallet_us_withholding', 'wallet_adjustment_requests'],
  readModels: ['wallet_payout_identifiers', 'wallet_us_withholding'],
};
