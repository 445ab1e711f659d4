import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { TransactionList } from './TransactionList';

/** Billing transactions: /admin/transactions; edit in the list's side panel. */
export default {
  list: TransactionList,
  icon: ReceiptLongIcon,
};
