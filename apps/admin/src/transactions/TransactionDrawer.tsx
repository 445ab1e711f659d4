import { Box, Button, Drawer, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/errors';
import { DATE_TIME_MESSAGE, DATE_TIME_RE, formatCents, toDateTimeText, TRANSACTION_STATUS_CHOICES } from '../billing/billing';

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
