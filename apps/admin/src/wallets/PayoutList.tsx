import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, Select } from '@mui/material';
import { ADMIN_MESSAGES, isPayoutStatus, type PayoutStatus } from '@soundpost/contracts';
import { useState } from 'react';
import { FunctionField, SelectInput, TextField, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatCents } from '../billing/billing';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { downloadText } from '../common/download';
import { errorMessage } from '../common/errors';
import { column, PersonCell } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { downloadSepaFile } from './wallet-api';
import { PAYOUT_METHOD_CHOICES, PAYOUT_STATUS_CHOICES } from './wallets';

const StatusSelect = ({ record }: { record: RaRecord }) => {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const current = String(record['status']);
  const allowed = (Array.isArray(record['allowed_statuses']) ? record['allowed_statuses'] : []).filter(isPayoutStatus) as PayoutStatus[];
  const change = (status: string) =>
    update(
      'wallets/payouts',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: (error) => {
          notify(errorMessage(error, ADMIN_MESSAGES.updatePayoutFailed), { type: 'error' });
          refresh();
        },
      },
    );
  return (
    <Select size="small" value={current} disabled={isPending || allowed.length === 0} onChange={(e) => void change(String(e.target.value))} inputProps={{ 'data-testid': `payout-status-${record.id}` }}>
      <MenuItem value={current}>{current}</MenuItem>
      {allowed.map((status) => (
        <MenuItem key={status} value={status} data-testid={`payout-move-${status}`}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
};

const SepaButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadSepaFile(ADMIN_MESSAGES.exportFailed);
      downloadText(file.filename, file.text, 'application/xml;charset=utf-8');
      refresh();
    } catch (error) {
      notify(errorMessage(error, ADMIN_MESSAGES.exportFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy} data-testid="payouts-sepa">
      SEPA file (approved bank payouts)
    </Button>
  );
};

const userOf = (r: RaRecord) => ((r['wallet'] as { user?: { name?: string; email?: string } } | undefined)?.user ?? {}) as { name?: string; email?: string };

export const PayoutList = () => {
  const [params] = useSearchParams();
  const wallet = params.get('wallet');
  return (
    <ResourceList
      title="Payout requests"
      testId="payouts"
      rowTestId="payout-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      filter={wallet ? { wallet } : undefined}
      filters={[
        <SelectInput key="status" source="status" label="Status" choices={PAYOUT_STATUS_CHOICES} emptyText="Any status" />,
        <SelectInput key="method" source="method" label="Method" choices={PAYOUT_METHOD_CHOICES} emptyText="Any method" />,
      ]}
      actions={<SepaButton />}
      emptyText={ADMIN_MESSAGES.noPayouts}
      errorText={ADMIN_MESSAGES.loadPayoutRequestsFailed}
      disableSyncWithLocation
    >
      <DateTimeField source="created_at" label="Requested" sortable={false} {...column('secondary')} />
      <FunctionField label="User" sortable={false} render={(r: RaRecord) => <PersonCell name={userOf(r).name} email={userOf(r).email} />} />
      <FunctionField label="Amount" sortable={false} render={(r: RaRecord) => formatCents(r['amount'], r['currency'])} />
      <TextField source="method" label="Method" sortable={false} {...column('secondary')} />
      <TextField source="destination" label="Destination" sortable={false} emptyText="—" {...column('secondary')} />
      <TextField source="notes" label="Notes" sortable={false} emptyText="—" {...column('detail')} />
      <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <StatusSelect record={r} />} />
      <TextField source="failure_reason" label="Reason" sortable={false} emptyText="—" {...column('secondary')} />
    </ResourceList>
  );
};
