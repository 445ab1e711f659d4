import CampaignIcon from '@mui/icons-material/Campaign';
import { PopupList } from './PopupList';

/** Popups: /admin/popups; create and edit in the list's side panel. */
export default {
  list: PopupList,
  icon: CampaignIcon,
  recordRepresentation: 'title',
};
