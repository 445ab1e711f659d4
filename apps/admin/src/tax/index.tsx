import ListAltIcon from '@mui/icons-material/ListAlt';
import { TextField } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { ResourceList } from '../common/list-shell/ResourceList';

/** Tax: a stub on the list shell; it reads /api/admin/tax once the domain serves a staff list. */
const TaxList = () => (
  <ResourceList
    title="Tax"
    testId="tax"
    rowTestId="tax-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    emptyText="Nothing yet."
    errorText="Could not load the list."
  >
    <TextField source="name" label="Name" sortable={false} />
    <DateTimeField source="created_at" label="Created" sortable={false} />
  </ResourceList>
);

export default {
  list: TaxList,
  icon: ListAltIcon,
  recordRepresentation: 'name',
};
