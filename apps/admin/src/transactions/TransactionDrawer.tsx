import { Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import { DATE_TIME_MESSAGE, DATE_TIME_RE, formatCents, toDateTimeText, TRANSACTION_STATUS_CHOICES } from '../billing/billing';

/** Marking a pending bank transfer paid activates its plan (server side). */
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
    <SidePanel
      title="Transaction"
      testId="transaction-drawer"
      onClose={onClose}
      form={{ onSubmit: submit, saving: isPending, saveTestId: 'transaction-save' }}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {String(record['user_name'] ?? record['user_email'] ?? '')} · {String(record['plan_name'] ?? '')} · {String(record['gateway'] ?? '')} ·{' '}
          {formatCents(record['amount'], record['currency'])}
        </Typography>
        {Number(record['credit']) > 0 && (
          // A prorated upgrade: the plan's price, the credit for the replaced plan's unused time, the amount charged.
          <Typography variant="body2" color="text.secondary" data-testid="transaction-proration">
            Plan price {formatCents(record['plan_price'], record['currency'])} · credit {formatCents(record['credit'], record['currency'])} (subscription{' '}
            {String(record['credit_subscription_id'] ?? '')}) · charged {formatCents(record['amount'], record['currency'])}
          </Typography>
        )}
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
      </Stack>
    </SidePanel>
  );
};
