import { ADMIN_MESSAGES, PAGE_SIZES } from '@soundpost/contracts';
import { DateField, FunctionField, TextField, useBasename, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { column, PersonCell } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { UserStatusChip } from './FraudLevelChip';

export const UserLink = ({ id, text }: { id: string; text: string }) => {
  const navigate = useNavigate();
  const basename = useBasename();
  const href = `${basename}/fraud/user/${id}`;
  return (
    <a href={href} data-testid="fraud-user-link" onClick={(e) => { e.preventDefault(); e.stopPropagation(); navigate(href); }}>
      {text || id.slice(0, 8)}
    </a>
  );
};

/** Who, why and since when first; the identifiers and dates that matter less step aside on a narrower table. */
export const blockColumns = [
  <FunctionField
    key="name"
    label="User"
    sortable={false}
    render={(r: RaRecord) => <PersonCell name={<UserLink id={String(r['user_id'])} text={String(r['name'] ?? '')} />} email={r['email'] ? String(r['email']) : null} />}
  />,
  <FunctionField key="status" label="Status" sortable={false} render={(r: RaRecord) => <UserStatusChip status={r['user_status']} />} />,
  <TextField key="source" source="source" label="Source" sortable={false} {...column('secondary')} />,
  <TextField key="reason" source="reason" label="Reason" sortable={false} />,
  <TextField key="ip" source="ip_address" label="IP" sortable={false} emptyText="—" {...column('detail')} />,
  <TextField key="paypal" source="paypal_email" label="PayPal" sortable={false} emptyText="—" {...column('detail')} />,
  <TextField key="iban" source="iban" label="IBAN" sortable={false} emptyText="—" {...column('detail')} />,
  <TextField key="stripe" source="stripe_account_id" label="Stripe" sortable={false} emptyText="—" {...column('detail')} />,
  <DateField key="until" source="blocked_until" label="Until" showTime sortable={false} emptyText="—" {...column('secondary')} />,
  <DateField key="created" source="created_at" label="Blocked" showTime sortable={false} {...column('secondary')} />,
  <DateField key="lifted" source="lifted_at" label="Lifted" showTime sortable={false} emptyText="—" {...column('secondary')} />,
];

export const FraudBlockList = () => (
    <ResourceList
      title="Fraud blocks"
      testId="fraud-blocks"
      rowTestId="fraud-block-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      pageSizes={PAGE_SIZES.fraudBlocks}
      search={{ placeholder: 'Search name, e-mail, reason, PayPal, IBAN or IP', minWidth: 320 }}
      emptyText={ADMIN_MESSAGES.noBlocks}
      errorText={ADMIN_MESSAGES.loadBlocksFailed}
    >
      {blockColumns}
    </ResourceList>
);
