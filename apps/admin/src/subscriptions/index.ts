import AutorenewIcon from '@mui/icons-material/Autorenew';
import { SubscriptionList } from './SubscriptionList';

/** Subscriptions: /admin/subscriptions; details and update in the list's side panel. */
export default {
  list: SubscriptionList,
  icon: AutorenewIcon,
  recordRepresentation: 'plan_name',
};
