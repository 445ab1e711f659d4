import { Box, Button, Chip, Switch } from '@mui/material';
import {
  ADMIN_MESSAGES,
  deletePopupConfirmMessage,
  normalisePopupType,
  POPUP_TYPE_COLORS,
  SEARCH_DEBOUNCE_MS,
} from '@soundpost/contracts';
import { useState } from 'react';
import {
  FunctionField,
  SelectInput,
  TextField,
  useNotify,
  useRefresh,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { errorMessage } from '../common/errors';
import { ConfirmDeleteButton } from '../common/list-shell/ConfirmDeleteButton';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { PopupDrawer } from './PopupDrawer';
import { POPUP_STATUS_CHOICES, POPUP_TYPE_CHOICES } from './popups';
import { DateTimeField } from '../common/date-time/DateTimeField';

const StatusToggle = ({ record }: { record: RaRecord }) => {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const active = record['status'] === true || record['status'] === 1;
  const toggle = () =>
    update(
      'popups',
      { id: record.id, data: { status: !active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: (error) => notify(errorMessage(error, ADMIN_MESSAGES.updateFailed), { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={active}
      disabled={isPending}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': `${active ? 'Disable' : 'Enable'} ${String(record['title'] ?? '')}`, 'data-testid': `popup-toggle-${record.id}` } as object }}
    />
  );
};

const PopupDeleteButton = ({ record }: { record: RaRecord }) => (
  <ConfirmDeleteButton
    resource="popups"
    record={record}
    title="Delete popup"
    message={deletePopupConfirmMessage(String(record['title'] ?? ''))}
    deleted="Popup deleted."
    testIdPrefix="popup-"
    dialogTestId="popup-delete-dialog"
  />
);

export const PopupList = () => {
  const [editing, setEditing] = useState<{ popup?: RaRecord; key: number } | null>(null);
  return (
    <ResourceList
      title="Popups"
      testId="popups"
      rowTestId="popup-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      search={{ placeholder: 'Search title or message' }}
      filters={[
        <SelectInput key="type" source="type" label="Type" choices={POPUP_TYPE_CHOICES} emptyText="All types" />,
        <SelectInput key="status" source="status" label="Status" choices={POPUP_STATUS_CHOICES} emptyText="All statuses" />,
      ]}
      debounce={SEARCH_DEBOUNCE_MS.adminPopups}
      actions={
        <Button variant="contained" onClick={() => setEditing({ key: Date.now() })} data-testid="popup-create">
          New popup
        </Button>
      }
      emptyText={ADMIN_MESSAGES.noPopups}
      errorText={ADMIN_MESSAGES.loadPopupsFailed}
      panel={editing && <PopupDrawer key={editing.key} popup={editing.popup} onClose={() => setEditing(null)} />}
    >
      <TextField source="title" label="Title" />
      <FunctionField
        source="type"
        label="Type"
        {...column('secondary')}
        render={(record: RaRecord) => {
          const type = normalisePopupType(record['type']);
          return <Chip size="small" label={type} color={POPUP_TYPE_COLORS[type]} variant="outlined" />;
        }}
      />
      <DateTimeField source="show_from" label="Show from" {...column('secondary')} />
      <DateTimeField source="show_until" label="Show until" {...column('secondary')} />
      <FunctionField source="status" label="Active" render={(record: RaRecord) => <StatusToggle record={record} />} />
      <DateTimeField source="updated_at" label="Updated" {...column('secondary')} />
      <FunctionField
        label="Actions"
        sortable={false}
        render={(record: RaRecord) => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing({ popup: record, key: Date.now() })} data-testid={`popup-edit-${record.id}`}>
              Edit
            </Button>
            <PopupDeleteButton record={record} />
          </Box>
        )}
      />
    </ResourceList>
  );
};
