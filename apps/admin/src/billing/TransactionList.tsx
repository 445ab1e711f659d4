import { Box, Button, Drawer, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, PAGE_SIZES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  DateField,
  DateInput,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  useRefresh,
  useUpdate,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';
import { ListError } from '../common/ListError';
import { errorMessage } from '../common/errors';
import { DATE_TIME_MESSAGE, DATE_TIME_RE, formatCents, GATEWAY_CHOICES, toDateTimeText, TRANSACTION_STATUS_CHOICES } from './billing';

const filters = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'data-testid': 'transactions-search' } }} />,
  <SelectInput key="status" source="status" label="Status" choices={TRANSACTION_STATUS_CHOICES} emptyText="Any status" alwaysOn />,
  <SelectInput key="gateway" source="gateway" label="Gateway" choices={GATEWAY_CHOICES} emptyText="Any gateway" alwaysOn />,
  <TextInput key="user_id" source="user_id" label="User id" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** Side panel editing status, description and paid_at. Marking a pending bank transfer paid activates its plan (server). */
export const TransactionDrawer = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const [status, setStatus] = useState(String(record['status'] ?? 'pending'));
  const [description, setDescription] = useState(String(record['description'] ?? ''));
  const [paidAt, setPaidAt] = useState(toDateTimeText(record['paid_at']));
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paid = paidAt.trim();
    if (paid && !DATE_TIME_RE.test(paid)) {
      setError(DATE_TIME_MESSAGE);
      return;
    }
    setError(null);
    update(
      'transactions',
      { id: record.id, data: { status, description: description.trim() || null, paid_at: paid || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(ADMIN_MESSAGES.transactionUpdated, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (e: unknown) => notify(errorMessage(e, 'Request failed'), { type: 'error' }),
      },
    );
  };

  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ width: 420, p: 3 }} data-testid="transaction-drawer">
        <Typography variant="h6">Transaction</Typography>
        <Typography variant="body2">
          {String(record['user_name'] ?? record['user_email'] ?? '')} · {String(record['plan_name'] ?? '')} · {String(record['gateway'] ?? '')} ·{' '}
          {formatCents(record['amount'], record['currency'])}
        </Typography>
        <MuiTextField select size="small" label="Status" value={status} onChange={(e) => setStatus(e.target.value)}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'transaction-status' } }}>
          {TRANSACTION_STATUS_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </MuiTextField>
        <MuiTextField size="small" label="Description" multiline minRows={2} value={description}
          onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'transaction-description' } }} />
        <MuiTextField size="small" label="Paid at" placeholder="YYYY-MM-DD HH:mm:ss" value={paidAt}
          onChange={(e) => setPaidAt(e.target.value)} error={Boolean(error)} helperText={error ?? 'Empty = not paid'}
          slotProps={{ htmlInput: { 'data-testid': 'transaction-paid-at' } }} />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending} data-testid="transaction-save">
            Save
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
};

const TransactionRow = (props: DatagridRowProps) => <DatagridRow {...props} data-testid={`transaction-row-${props.id}`} />;

/** Billing transactions (spec 002 §2): filters, amounts in cents shown as 'EUR 0.99', edit side panel. */
export const TransactionList = () => {
  const [editing, setEditing] = useState<RaRecord | null>(null);
  return (
    <Box data-testid="transactions-page">
      <List
        resource="transactions"
        title="Transactions"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={PAGE_SIZES.admin.default}
        filters={filters}
        exporter={false}
        empty={false}
        disableSyncWithLocation
        error={<ListError fallback={ADMIN_MESSAGES.loadTransactionsFailed} testId="transactions-error" />}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES.admin.options]} />}
      >
        <Box data-testid="transactions-list">
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            body={<DatagridBody row={<TransactionRow />} />}
            empty={<Typography sx={{ p: 2 }}>{ADMIN_MESSAGES.noTransactionsFound}</Typography>}
          >
            <DateField source="created_at" label="Date" showTime sortable={false} />
            <FunctionField label="User" sortable={false} render={(r: RaRecord) => String(r['user_name'] ?? r['user_email'] ?? r['user_id'] ?? '')} />
            <TextField source="plan_name" label="Plan" sortable={false} emptyText="—" />
            <TextField source="gateway" label="Gateway" sortable={false} />
            <FunctionField label="Amount" sortable={false} render={(r: RaRecord) => formatCents(r['amount'], r['currency'])} />
            <TextField source="status" label="Status" sortable={false} />
            <DateField source="paid_at" label="Paid at" showTime sortable={false} emptyText="—" />
            <FunctionField
              label=""
              sortable={false}
              render={(r: RaRecord) => (
                <Button size="small" onClick={() => setEditing(r)} data-testid={`transaction-edit-${r.id}`}>
                  Edit
                </Button>
              )}
            />
          </Datagrid>
        </Box>
      </List>
      {editing && <TransactionDrawer key={String(editing.id)} record={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
};
