import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DeliveryList } from './DeliveryList';

/** Deliveries: /admin/deliveries, failures first; the XML in a dialog. */
export default {
  list: DeliveryList,
  icon: LocalShippingIcon,
  recordRepresentation: 'store_name',
};
