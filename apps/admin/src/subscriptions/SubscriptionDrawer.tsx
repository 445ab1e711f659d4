import { Alert, Box, Button, CircularProgress, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, PAGE_SIZES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useGetList, useGetOne, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import { DATE_TIME_MESSAGE, DATE_TIME_RE, formatCents, SUBSCRIPTION_STATUS_CHOICES, toDateTimeText } from '../billing/billing';
import { formatDateTime } from '../common/date-time/date-time';

const Detail = ({ label, value }: { label: string; value: unknown }) => (
  <Typography variant="body2">
    <strong>{label}:</strong> {value === null || value === undefined || value === '' ? '—' : String(value)}
  </Typography>
);

const SubscriptionForm = ({ record }: { record: RaRecord }) => {
  const [status, setStatus] = useState(String(record['status'] ?? 'active'));
  const [expiresAt, setExpiresAt] = useState(toDateTimeText(record['expires_at']));
  const [planId, setPlanId] = useState(String(record['plan_id'] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const { data: plans = [] } = useGetList('plans', {
    pagination: { page: 1, perPage: PAGE_SIZES.subscriptionPlanPicker.default },
    sort: { field: 'price_asc', order: 'ASC' },
    filter: {},
  });
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiry = expiresAt.trim();
    if (expiry && !DATE_TIME_RE.test(expiry)) {
      setError(DATE_TIME_MESSAGE);
      return;
    }
    setError(null);
    update(
      'subscriptions',
      { id: record.id, data: { status, expires_at: expiry || null, plan_id: planId || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(ADMIN_MESSAGES.subscriptionUpdated, { type: 'success' });
          refresh();
        },
        onError: (e: unknown) => notify(errorMessage(e, 'Request failed'), { type: 'error' }),
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 2 }} data-testid="subscription-form">
      <MuiTextField select size="small" label="Status" value={status} onChange={(e) => setStatus(e.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'subscription-status' } }}>
        {SUBSCRIPTION_STATUS_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </MuiTextField>
      <MuiTextField size="small" label="Expires at" placeholder="YYYY-MM-DD HH:mm:ss" value={expiresAt}
        onChange={(e) => setExpiresAt(e.target.value)} error={Boolean(error)} helperText={error ?? 'Empty = no expiry'}
        slotProps={{ htmlInput: { 'data-testid': 'subscription-expires-at' } }} />
      <MuiTextField select size="small" label="Plan" value={planId} onChange={(e) => setPlanId(e.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'subscription-plan' } }}>
        {!plans.some((p) => String(p.id) === planId) && <option value={planId}>{String(record['plan_name'] ?? planId)}</option>}
        {plans.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {String(p['name'] ?? p.id)}
          </option>
        ))}
      </MuiTextField>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isPending} data-testid="subscription-save">
          Save
        </Button>
      </Box>
    </Stack>
  );
};

/** Side panel: details, update form and the subscription's transactions. */
export const SubscriptionDrawer = ({ id, onClose }: { id: RaRecord['id']; onClose: () => void }) => {
  const { data, isPending, error } = useGetOne('subscriptions', { id });
  const transactions = Array.isArray(data?.['transactions']) ? (data['transactions'] as RaRecord[]) : [];
  return (
    <SidePanel title="Subscription" testId="subscription-drawer" width={460} onClose={onClose}>
      {isPending && <CircularProgress size={24} />}
      {error && <Alert severity="error">{errorMessage(error, ADMIN_MESSAGES.loadSubscriptionFailed)}</Alert>}
      {data && (
        <>
          <Detail label="ID" value={data.id} />
          <Detail label="User" value={[data['user_name'], data['user_email']].filter(Boolean).join(' · ')} />
          <Detail label="Plan" value={data['plan_name']} />
          <Detail label="Status" value={data['status']} />
          <Detail label="Gateway" value={data['payment_gateway']} />
          <Detail label="Expires at" value={formatDateTime(data['expires_at'])} />
          <Detail label="Created" value={formatDateTime(data['created_at'])} />
          <SubscriptionForm key={String(data['updated_at'] ?? '')} record={data} />
          <Typography variant="subtitle1" sx={{ mt: 3 }}>
            Transactions
          </Typography>
          <Box data-testid="subscription-transactions">
            {transactions.length === 0 ? (
              <Typography variant="body2">{ADMIN_MESSAGES.noTransactions}</Typography>
            ) : (
              transactions.map((t) => (
                <Typography key={t.id} variant="body2" data-testid={`subscription-transaction-${t.id}`}>
                  {formatDateTime(t['created_at'])} · {String(t['gateway'] ?? '')} · {formatCents(t['amount'], t['currency'])} ·{' '}
                  {String(t['status'] ?? '')}
                </Typography>
              ))
            )}
          </Box>
        </>
      )}
    </SidePanel>
  );
};
