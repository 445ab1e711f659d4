import LinkIcon from '@mui/icons-material/Link';
import { LinkList } from './LinkList';
import { LinkShow } from './LinkShow';

/** Smart links: /admin/links (search, sort, shown or disabled) and /admin/links/:id/show (counts, Disable / Enable). */
export default {
  list: LinkList,
  show: LinkShow,
  icon: LinkIcon,
  recordRepresentation: 'slug',
};
