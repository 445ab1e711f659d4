import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { TaxFormList } from './TaxFormList';

/** Tax forms: /admin/tax/forms (GET /api/admin/tax/forms) with the year-end report (GET /api/admin/tax/report). */
export default {
  list: TaxFormList,
  icon: ReceiptLongIcon,
  recordRepresentation: 'payee_name',
  options: { label: 'Tax forms' },
};
