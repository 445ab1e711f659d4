import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Drawer,
  FormControlLabel,
  Stack,
  Switch,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import {
  ADMIN_MESSAGES,
  deletePopupConfirmMessage,
  normalisePopupType,
  PAGE_SIZES,
  POPUP_TYPE_COLORS,
  SEARCH_DEBOUNCE_MS,
} from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRefresh,
  useUpdate,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';
import { DebouncedFilters } from '../common/DebouncedFilters';
import { useSaveRecord } from '../common/use-save-record';
import { ListError } from '../common/ListError';
import { errorMessage } from '../common/errors';
import {
  POPUP_STATUS_CHOICES,
  POPUP_TYPE_CHOICES,
  popupFormValues,
  popupPayload,
  serverFieldErrors,
  validatePopupForm,
  type PopupFormErrors,
  type PopupFormValues,
} from './popups';

/** Search, type and status filters, 350 ms after the last change (spec 002 §9). */
const PopupFilters = () => (
  <DebouncedFilters debounce={SEARCH_DEBOUNCE_MS.adminPopups}>
    <SearchInput
      source="q"
      placeholder="Search title or message"
      helperText={false}
      slotProps={{ htmlInput: { 'data-testid': 'popups-search' } }}
    />
    <SelectInput source="type" label="Type" choices={POPUP_TYPE_CHOICES} emptyText="All types" helperText={false} />
    <SelectInput source="status" label="Status" choices={POPUP_STATUS_CHOICES} emptyText="All statuses" helperText={false} />
  </DebouncedFilters>
);

type Field = keyof PopupFormValues;

/** The create/edit side panel (spec 002 §2 Popups, §5): title and message required, dates sent as ISO or null. */
export const PopupDrawer = ({ popup, onClose }: { popup?: RaRecord; onClose: () => void }) => {
  const [values, setValues] = useState<PopupFormValues>(() => popupFormValues(popup));
  const [errors, setErrors] = useState<PopupFormErrors>({});
  const { save, saving } = useSaveRecord('popups', popup, {
    created: 'Popup created.',
    updated: 'Popup updated.',
    failed: ADMIN_MESSAGES.saveFailed,
    onSaved: onClose,
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePopupForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save(popupPayload(values));
  };

  const text = (field: 'title' | 'message' | 'show_from' | 'show_until', label: string, extra: { multiline?: boolean; type?: string } = {}) => (
    <MuiTextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (field === 'message' ? 'HTML: paragraphs, emphasis, lists, headings, links and https images.' : undefined)}
      type={extra.type ?? 'text'}
      multiline={extra.multiline}
      minRows={extra.multiline ? 6 : undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'data-testid': `popup-${field.replace(/_/g, '-')}` },
        inputLabel: extra.type === 'datetime-local' ? { shrink: true } : undefined,
      }}
    />
  );

  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Box component="form" noValidate onSubmit={submit} sx={{ width: { xs: '100vw', sm: 480 }, p: 3 }} data-testid="popup-drawer">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {popup ? `Edit popup ${String(popup['title'] ?? '')}` : 'New popup'}
        </Typography>
        <Stack spacing={2}>
          {text('title', 'Title *')}
          {text('message', 'Message *', { multiline: true })}
          <MuiTextField
            select
            label="Type"
            value={values.type}
            onChange={set('type')}
            fullWidth
            size="small"
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'popup-type' } }}
          >
            {POPUP_TYPE_CHOICES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </MuiTextField>
          {text('show_from', 'Show from', { type: 'datetime-local' })}
          {text('show_until', 'Show until', { type: 'datetime-local' })}
          <FormControlLabel
            control={
              <Switch
                checked={values.status}
                onChange={(event) => setValues((current) => ({ ...current, status: event.target.checked }))}
                slotProps={{ input: { 'data-testid': 'popup-status' } as object }}
              />
            }
            label="Active"
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={saving} data-testid="popup-save">
              Save
            </Button>
          </Box>
        </Stack>
      </Box>
    </Drawer>
  );
};

/** The row toggle: sends only `{ status }` (spec 002 §7). */
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

/** Delete after 'Delete popup "{title}"?' (spec 002 §2). */
const PopupDeleteButton = ({ record }: { record: RaRecord }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();
  const confirm = () =>
    deleteOne(
      'popups',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Popup deleted.', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage(error, ADMIN_MESSAGES.deleteFailed), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid={`popup-delete-${record.id}`}>
        Delete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="popup-delete-dialog">
        <DialogTitle>Delete popup</DialogTitle>
        <DialogContent>
          <DialogContentText>{deletePopupConfirmMessage(String(record['title'] ?? ''))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} data-testid="popup-delete-cancel">
            Cancel
          </Button>
          <Button color="error" onClick={confirm} disabled={isPending} data-testid="popup-delete-confirm">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const PopupRow = (props: DatagridRowProps) => <DatagridRow {...props} data-testid={`popup-row-${props.id}`} />;

const NoPopups = () => (
  <Typography sx={{ p: 2 }} data-testid="popups-empty">
    {ADMIN_MESSAGES.noPopups}
  </Typography>
);

/** Popups (spec 002 §2): search (350 ms), type and status filters, page sizes, side panel, row toggle, delete. */
export const PopupList = () => {
  const [editing, setEditing] = useState<{ popup?: RaRecord; key: number } | null>(null);
  return (
    <Box data-testid="popups-page">
      <List
        resource="popups"
        title="Popups"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={PAGE_SIZES.admin.default}
        actions={
          <TopToolbar sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', width: '100%' }}>
            <PopupFilters />
            <Button variant="contained" onClick={() => setEditing({ key: Date.now() })} data-testid="popup-create">
              New popup
            </Button>
          </TopToolbar>
        }
        exporter={false}
        empty={false}
        error={<ListError fallback={ADMIN_MESSAGES.loadPopupsFailed} testId="popups-error" />}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES.admin.options]} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} body={<DatagridBody row={<PopupRow />} />} empty={<NoPopups />}>
          <TextField source="title" label="Title" />
          <FunctionField
            source="type"
            label="Type"
            render={(record: RaRecord) => {
              const type = normalisePopupType(record['type']);
              return <Chip size="small" label={type} color={POPUP_TYPE_COLORS[type]} variant="outlined" />;
            }}
          />
          <DateField source="show_from" label="Show from" showTime emptyText="—" />
          <DateField source="show_until" label="Show until" showTime emptyText="—" />
          <FunctionField source="status" label="Active" render={(record: RaRecord) => <StatusToggle record={record} />} />
          <DateField source="updated_at" label="Updated" showTime />
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
        </Datagrid>
      </List>
      {editing && <PopupDrawer key={editing.key} popup={editing.popup} onClose={() => setEditing(null)} />}
    </Box>
  );
};
