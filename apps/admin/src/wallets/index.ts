import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { PayoutList } from './PayoutList';
import { WalletList } from './WalletList';
import { WalletTransactionList } from './WalletTransactionList';

export { WalletAdjust } from './WalletAdjust';
export { WalletTransactionsOfWallet } from './WalletTransactionList';

/** /admin/wallets: the wallets list (one wallet's transactions and the adjust form are custom routes). */
export const wallets = { list: WalletList, icon: AccountBalanceWalletIcon };
/** /admin/wallets/transactions: every wallet entry. */
export const walletTransactions = { list: WalletTransactionList, icon: ReceiptIcon };
/** /admin/wallets/payouts: payout requests. */
export const payouts = { list: PayoutList, icon: PaymentsIcon };
