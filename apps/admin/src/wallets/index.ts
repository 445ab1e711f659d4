import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { PayoutList } from './PayoutList';
import { WalletList } from './WalletList';
import { WalletTransactionList } from './WalletTransactionList';

export { WalletAdjust } from './WalletAdjust';
export { WalletTransactionsOfWallet } from './WalletTransactionList';

export const wallets = { list: WalletList, icon: AccountBalanceWalletIcon };
export const walletTransactions = { list: WalletTransactionList, icon: ReceiptIcon };
export const payouts = { list: PayoutList, icon: PaymentsIcon };
