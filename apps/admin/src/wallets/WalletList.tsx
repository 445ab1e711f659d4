import { Button, Stack } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { FunctionField, TextField, useBasename, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '../billing/billing';
import { column, PersonCell } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';

const userOf = (r: RaRecord) => (r['user'] ?? {}) as { name?: string; email?: string };

const WalletButtons = ({ record }: { record: RaRecord }) => {
  const base = useBasename();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={`${base}/wallets/${record.id}/transactions`} data-testid={`wallet-transactions-${record.id}`}>
        Transactions
      </Button>
      <Button size="small" component={RouterLink} to={`${base}/wallets/${record.id}/adjust`} data-testid={`wallet-adjust-${record.id}`}>
        Adjust
      </Button>
      <Button size="small" component={RouterLink} to={`${base}/wallets/payouts?wallet=${record.id}`} data-testid={`wallet-payouts-${record.id}`}>
        Payouts
      </Button>
    </Stack>
  );
};

/** /admin/wallets: user and e-mail, balance, payment-account id; Transactions, Adjust, Payouts. */
export const WalletList = () => (
  <ResourceList
    title="Wallets"
    testId="wallets"
    rowTestId="wallet-row"
    sort={{ field: 'created_at', order: 'DESC' }}
    search={{ placeholder: 'Name or e-mail' }}
    emptyText={ADMIN_MESSAGES.noWallets}
    errorText={ADMIN_MESSAGES.loadWalletsFailed}
  >
    <FunctionField label="User" sortable={false} render={(r: RaRecord) => <PersonCell name={userOf(r).name} email={userOf(r).email} />} />
    <FunctionField label="Balance" source="balance" render={(r: RaRecord) => <span data-testid={`wallet-balance-${r.id}`}>{formatCents(r['balance'], r['currency'])}</span>} />
    <TextField source="stripe_account_id" label="Payment account" sortable={false} emptyText="—" {...column('secondary')} />
    <FunctionField label="" sortable={false} render={(r: RaRecord) => <WalletButtons record={r} />} />
  </ResourceList>
);
