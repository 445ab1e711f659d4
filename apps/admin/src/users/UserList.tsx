import { Box, Chip, Typography } from '@mui/material';
import { ADMIN_MESSAGES, PAGE_SIZES } from '@soundpost/contracts';
import {
  CreateButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';
import { ListError } from '../common/ListError';
import { roleNames } from '../providers/auth-provider';
import { ROLE_CHOICES } from './users';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} emptyText="Any role" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton data-testid="users-create" />
  </TopToolbar>
);

const NoUsers = () => (
  <Box sx={{ p: 3, textAlign: 'center' }}>
    <Typography data-testid="users-empty">{ADMIN_MESSAGES.noUsers}</Typography>
    <CreateButton sx={{ mt: 2 }} />
  </Box>
);

const UserRow = (props: DatagridRowProps) => <DatagridRow {...props} data-testid={`user-row-${props.id}`} />;

const Roles = ({ record }: { record: RaRecord }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    {roleNames(record['roles']).map((role) => (
      <Chip key={role} label={role} size="small" variant="outlined" />
    ))}
  </Box>
);

/**
 * Staff users (spec 002 §2 Users): admins and managers, list, create, edit, delete. Only admins may manage them;
 * a manager's 403 shows the server's message ('Only administrators can manage staff users.').
 */
export const UserList = () => (
  <List
    title="Users"
    data-testid="user-list"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={PAGE_SIZES.admin.default}
    filters={filters}
    actions={<Actions />}
    exporter={false}
    empty={<NoUsers />}
    error={<ListError fallback={ADMIN_MESSAGES.loadUsersFailed} testId="users-error" />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES.admin.options]} />}
  >
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      body={<DatagridBody row={<UserRow />} />}
      empty={<Typography sx={{ p: 2 }}>{ADMIN_MESSAGES.noUsers}</Typography>}
    >
      <TextField source="name" label="Name" />
      <TextField source="email" label="Email" />
      <FunctionField label="Role" sortable={false} render={(record: RaRecord) => <Roles record={record} />} />
      <DateField source="last_login_at" label="Last login" showTime emptyText="—" />
      <DateField source="created_at" label="Created" />
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
    </Datagrid>
  </List>
);
