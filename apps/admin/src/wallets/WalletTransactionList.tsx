import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState } from 'react';
import { DateInput, FunctionField, SelectInput, TextField, TextInput, useListContext, useNotify, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatCents } from '../billing/billing';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { downloadText } from '../common/download';
import { errorMessage } from '../common/errors';
import { column, PersonCell, ShortId } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { exportWalletTransactions } from './wallet-api';
import { TX_STATUS_CHOICES, TYPE_CHOICES } from './wallets';

const ExportButton = ({ pinned }: { pinned?: Record<string, unknown> }) => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportWalletTransactions({ ...filterValues, ...pinned }, ADMIN_MESSAGES.exportFailed);
      downloadText(file.filename, file.text);
    } catch (error) {
      notify(errorMessage(error, ADMIN_MESSAGES.exportFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy} data-testid="wallet-transactions-export">
      Export CSV
    </Button>
  );
};

const userOf = (r: RaRecord) => ((r['wallet'] as { user?: { name?: string; email?: string } } | undefined)?.user ?? {}) as { name?: string; email?: string };

const columns = [
  <DateTimeField key="created_at" source="created_at" label="When" sortable={false} {...column('secondary')} />,
  <FunctionField key="id" label="ID" sortable={false} render={(r: RaRecord) => <ShortId id={r.id} />} {...column('detail')} />,
  <FunctionField key="user" label="User" sortable={false} render={(r: RaRecord) => <PersonCell name={userOf(r).name} email={userOf(r).email} />} />,
  <TextField key="type" source="type" label="Type" sortable={false} />,
  <FunctionField key="amount" label="Amount" sortable={false} render={(r: RaRecord) => formatCents(r['amount'], r['currency'])} />,
  <TextField key="status" source="status" label="Status" sortable={false} {...column('secondary')} />,
  <TextField key="description" source="description" label="Description" sortable={false} emptyText="—" {...column('secondary')} />,
  <TextField key="external_ref" source="external_ref" label="External ref" sortable={false} emptyText="—" {...column('detail')} />,
];

const filters = (withWallet: boolean) => [
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} emptyText="Any type" />,
  <SelectInput key="status" source="status" label="Status" choices={TX_STATUS_CHOICES} emptyText="Any status" />,
  ...(withWallet ? [<TextInput key="wallet" source="wallet" label="Wallet id" />, <TextInput key="user" source="user" label="User id" />] : []),
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

export const WalletTransactionList = () => (
  <ResourceList
    title="Wallet transactions"
    testId="wallet-transactions"
    rowTestId="wallet-transaction-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    search={{ placeholder: 'Description, reference, user' }}
    filters={filters(true)}
    actions={<ExportButton />}
    emptyText={ADMIN_MESSAGES.noTransactions}
    errorText={ADMIN_MESSAGES.loadTransactionsFailed}
  >
    {columns}
  </ResourceList>
);

export const WalletTransactionsOfWallet = () => {
  const { id = '' } = useParams();
  return (
    <ResourceList
      resource={`wallets/${id}/transactions`}
      title="Wallet transactions"
      testId="wallet-detail-transactions"
      rowTestId="wallet-transaction-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      search={{ placeholder: 'Description, reference' }}
      filters={filters(false)}
      actions={<ExportButton pinned={{ wallet: id }} />}
      emptyText={ADMIN_MESSAGES.noTransactions}
      errorText={ADMIN_MESSAGES.loadWalletFailed}
      disableSyncWithLocation
    >
      {columns}
    </ResourceList>
  );
};
