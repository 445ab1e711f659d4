import { Chip } from '@mui/material';
import { ACCOUNT_CLOSURE_STATUSES, formatMoney, type AccountClosureStatus } from '@soundpost/contracts';
import { FunctionField, NumberField, SelectInput, TextField, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';

const STATUS: Record<AccountClosureStatus, { label: string; color: 'success' | 'warning' | 'default' }> = {
  requested: { label: 'Requested', color: 'default' },
  closing: { label: 'Pending (takedowns on their way)', color: 'warning' },
  closed: { label: 'Closed', color: 'success' },
};

const REASONS: Record<string, string> = {
  stopping_music: 'Stopping music',
  other_distributor: 'Other distributor',
  too_expensive: 'Too expensive',
  missing_feature: 'Missing feature',
  other: 'Other',
};

const StatusChip = ({ record }: { record: RaRecord }) => {
  const status = record['status'] as AccountClosureStatus;
  const { label, color } = STATUS[status] ?? STATUS.requested;
  return <Chip size="small" variant="outlined" color={color} label={label} data-testid={`account-closure-status-${record.id}`} data-status={status} />;
};

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={ACCOUNT_CLOSURE_STATUSES.map((id) => ({ id, name: STATUS[id].label }))} emptyText="Any status" />,
];

/**
 * Closed accounts and pending closures (GET /api/admin/account-closures), newest first. The account is
 * erased: only its id, the dates, why it left (codes), a forfeited balance and the takedowns queued.
 */
export const AccountClosureList = () => (
  <ResourceList
    title="Closed accounts"
    testId="account-closures"
    rowTestId="account-closure-row"
    sort={{ field: 'requested_at', order: 'DESC' }}
    search={{ placeholder: 'Account id' }}
    filters={filters}
    sorts={{
      choices: [
        { id: 'requested_at', name: 'Newest first', order: 'DESC' },
        { id: 'closed_at', name: 'Recently closed', order: 'DESC' },
      ],
    }}
    emptyText="No account has been closed."
    errorText="Could not load the closed accounts."
  >
    <TextField source="user_id" label="Account id" sortable={false} />
    <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <StatusChip record={r} />} />
    <DateTimeField source="requested_at" label="Asked" sortable={false} {...column('secondary')} />
    <DateTimeField source="closed_at" label="Erased" sortable={false} {...column('secondary')} />
    <NumberField source="takedowns" label="Takedowns" sortable={false} {...column('detail')} />
    <FunctionField
      label="Forfeited"
      sortable={false}
      render={(r: RaRecord) => <span data-testid={`account-closure-forfeited-${r.id}`}>{Number(r['forfeited_cents']) > 0 ? formatMoney(Number(r['forfeited_cents'])) : '—'}</span>}
      {...column('detail')}
    />
    <FunctionField
      label="Why"
      sortable={false}
      render={(r: RaRecord) => ((r['reason_codes'] as string[] | undefined) ?? []).map((code) => REASONS[code] ?? code).join(', ') || '—'}
      {...column('detail')}
    />
  </ResourceList>
);
