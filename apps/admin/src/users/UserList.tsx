import { Box, Chip, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import {
  CreateButton,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  SelectInput,
  TextField,
  type RaRecord,
} from 'react-admin';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { roleNames } from '../providers/auth-provider';
import { ROLE_CHOICES } from './users';
import { DateTimeField } from '../common/date-time/DateTimeField';

const NoUsers = () => (
  <Box sx={{ p: 3, textAlign: 'center' }}>
    <Typography data-testid="users-empty">{ADMIN_MESSAGES.noUsers}</Typography>
    <CreateButton sx={{ mt: 2 }} />
  </Box>
);

const Roles = ({ record }: { record: RaRecord }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    {roleNames(record['roles']).map((role) => (
      <Chip key={role} label={role} size="small" variant="outlined" />
    ))}
  </Box>
);

export const UserList = () => (
  <ResourceList
    title="Users"
    testId="users"
    rowTestId="user-row"
    listTestId="user-list"
    sort={{ field: 'name', order: 'ASC' }}
    search={{}}
    filters={[<SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} emptyText="Any role" />]}
    actions={<CreateButton data-testid="users-create" />}
    empty={<NoUsers />}
    emptyText={ADMIN_MESSAGES.noUsers}
    errorText={ADMIN_MESSAGES.loadUsersFailed}
  >
    <TextField source="name" label="Name" />
    <TextField source="email" label="Email" {...column('secondary')} />
    <FunctionField label="Role" sortable={false} {...column('secondary')} render={(record: RaRecord) => <Roles record={record} />} />
    <DateTimeField source="last_login_at" label="Last login" {...column('secondary')} />
    <DateTimeField source="created_at" label="Created" {...column('secondary')} />
    <FunctionField
      label=""
      sortable={false}
      render={(record: RaRecord) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <EditButton record={record} data-testid={`user-edit-${record.id}`} />
          <DeleteWithConfirmButton
            record={record}
            mutationMode="pessimistic"
            confirmTitle="Delete user"
            confirmContent={`Delete ${String(record['name'] ?? record['email'] ?? `#${record.id}`)}?`}
            data-testid={`user-delete-${record.id}`}
          />
        </Box>
      )}
    />
  </ResourceList>
);
