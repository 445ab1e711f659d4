import PersonOffIcon from '@mui/icons-material/PersonOff';
import { AccountClosureList } from './AccountClosureList';

/** Closed accounts: /admin/account-closures (GET /api/admin/account-closures), pending closures among them. */
export default {
  list: AccountClosureList,
  icon: PersonOffIcon,
  recordRepresentation: 'user_id',
  options: { label: 'Closed accounts' },
};
