import ListAltIcon from '@mui/icons-material/ListAlt';
import { TextField } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { ResourceList } from '../common/list-shell/ResourceList';

/** Links: a stub on the list shell; it reads /api/admin/links once the domain serves a staff list. */
const LinksList = () => (
  <ResourceList
    title="Links"
    testId="links"
    rowTestId="links-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    emptyText="Nothing yet."
    errorText="Could not load the list."
  >
    <TextField source="name" label="Name" sortable={false} />
    <DateTimeField source="created_at" label="Created" sortable={false} />
  </ResourceList>
);

export default {
  list: LinksList,
  icon: ListAltIcon,
  recordRepresentation: 'name',
};
