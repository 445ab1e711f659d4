import ListAltIcon from '@mui/icons-material/ListAlt';
import { TextField } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { ResourceList } from '../common/list-shell/ResourceList';

/** Privacy: a stub on the list shell; it reads /api/admin/privacy once the domain serves a staff list. */
const PrivacyList = () => (
  <ResourceList
    title="Privacy"
    testId="privacy"
    rowTestId="privacy-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    emptyText="Nothing yet."
    errorText="Could not load the list."
  >
    <TextField source="name" label="Name" sortable={false} />
    <DateTimeField source="created_at" label="Created" sortable={false} />
  </ResourceList>
);

export default {
  list: PrivacyList,
  icon: ListAltIcon,
  recordRepresentation: 'name',
};
