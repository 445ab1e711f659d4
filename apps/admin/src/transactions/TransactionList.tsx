import { Button } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState } from 'react';
import { DateInput, FunctionField, SelectInput, TextField, TextInput, type RaRecord } from 'react-admin';
import { column, PersonCell, ShortId } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { formatCents, GATEWAY_CHOICES, TRANSACTION_STATUS_CHOICES } from '../billing/billing';
import { TransactionDrawer } from './TransactionDrawer';
import { DateTimeField } from '../common/date-time/DateTimeField';

/** Billing transactions: filters, amounts in cents shown as 'EUR 0.99', edit side panel. */
export const TransactionList = () => {
  const [editing, setEditing] = useState<RaRecord | null>(null);
  return (
    <ResourceList
      title="Transactions"
      testId="transactions"
      rowTestId="transaction-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      search={{}}
      filters={[
        <SelectInput key="status" source="status" label="Status" choices={TRANSACTION_STATUS_CHOICES} emptyText="Any status" />,
        <SelectInput key="gateway" source="gateway" label="Gateway" choices={GATEWAY_CHOICES} emptyText="Any gateway" />,
        <TextInput key="user_id" source="user_id" label="User id" />,
        <DateInput key="from" source="from" label="From" />,
        <DateInput key="to" source="to" label="To" />,
      ]}
      emptyText={ADMIN_MESSAGES.noTransactionsFound}
      errorText={ADMIN_MESSAGES.loadTransactionsFailed}
      disableSyncWithLocation
      panel={editing && <TransactionDrawer key={String(editing.id)} record={editing} onClose={() => setEditing(null)} />}
    >
      <DateTimeField source="created_at" label="Date" sortable={false} {...column('secondary')} />
      <FunctionField
        label="User"
        sortable={false}
        render={(r: RaRecord) => <PersonCell name={r['user_name'] ? String(r['user_name']) : <ShortId id={r['user_id']} />} email={r['user_email'] ? String(r['user_email']) : null} />}
      />
      <TextField source="plan_name" label="Plan" sortable={false} emptyText="—" {...column('secondary')} />
      <TextField source="gateway" label="Gateway" sortable={false} {...column('secondary')} />
      <FunctionField label="Amount" sortable={false} render={(r: RaRecord) => formatCents(r['amount'], r['currency'])} />
      <TextField source="status" label="Status" sortable={false} />
      <DateTimeField source="paid_at" label="Paid at" sortable={false} {...column('detail')} />
      <FunctionField
        label=""
        sortable={false}
        render={(r: RaRecord) => (
          <Button size="small" onClick={() => setEditing(r)} data-testid={`transaction-edit-${r.id}`}>
            Edit
          </Button>
        )}
      />
    </ResourceList>
  );
};
