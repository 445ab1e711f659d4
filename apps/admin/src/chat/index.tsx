import ListAltIcon from '@mui/icons-material/ListAlt';
import { TextField } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { ResourceList } from '../common/list-shell/ResourceList';

/** Chat: a stub on the list shell; it reads /api/admin/chat once the domain serves a staff list. */
const ChatList = () => (
  <ResourceList
    title="Chat"
    testId="chat"
    rowTestId="chat-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    emptyText="Nothing yet."
    errorText="Could not load the list."
  >
    <TextField source="name" label="Name" sortable={false} />
    <DateTimeField source="created_at" label="Created" sortable={false} />
  </ResourceList>
);

export default {
  list: ChatList,
  icon: ListAltIcon,
  recordRepresentation: 'name',
};
