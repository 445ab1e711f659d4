import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PlanList } from './PlanList';

/** Plans: /admin/plans; create and edit in the list's side panel. */
export default {
  list: PlanList,
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'name',
};
