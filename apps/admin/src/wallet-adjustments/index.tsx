import ApprovalIcon from '@mui/icons-material/Approval';
import { WalletAdjustmentList } from './WalletAdjustmentList';

/** Four eyes: /admin/wallet-adjustments (GET /api/admin/wallet-adjustments), staff adjustments above the threshold. */
export default {
  list: WalletAdjustmentList,
  icon: ApprovalIcon,
  recordRepresentation: 'description',
  options: { label: 'Pending approvals' },
};
