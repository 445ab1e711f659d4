import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState } from 'react';
import { FunctionField, SelectInput, TextField, type RaRecord } from 'react-admin';
import { column, PersonCell, ShortId } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { SUBSCRIPTION_STATUS_CHOICES } from '../billing/billing';
import { SubscriptionDrawer } from './SubscriptionDrawer';
import { DateTimeField } from '../common/date-time/DateTimeField';

/** Subscriptions: search, status filter, page size, details side panel. */
export const SubscriptionList = () => {
  const [openId, setOpenId] = useState<RaRecord['id'] | null>(null);
  return (
    <ResourceList
      title="Subscriptions"
      testId="subscriptions"
      rowTestId="subscription-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      search={{}}
      filters={[<SelectInput key="status" source="status" label="Status" choices={SUBSCRIPTION_STATUS_CHOICES} emptyText="Any status" />]}
      emptyText={ADMIN_MESSAGES.noSubscriptions}
      errorText={ADMIN_MESSAGES.loadSubscriptionsFailed}
      disableSyncWithLocation
      onRowClick={setOpenId}
      panel={openId !== null && <SubscriptionDrawer id={openId} onClose={() => setOpenId(null)} />}
    >
      <FunctionField
        label="User"
        sortable={false}
        render={(r: RaRecord) => <PersonCell name={r['user_name'] ? String(r['user_name']) : <ShortId id={r['user_id']} />} email={r['user_email'] ? String(r['user_email']) : null} />}
      />
      <TextField source="plan_name" label="Plan" sortable={false} emptyText="—" />
      <TextField source="status" label="Status" sortable={false} />
      <TextField source="payment_gateway" label="Gateway" sortable={false} emptyText="—" {...column('secondary')} />
      <DateTimeField source="expires_at" label="Expires" sortable={false} {...column('secondary')} />
      <DateTimeField source="created_at" label="Created" sortable={false} {...column('secondary')} />
    </ResourceList>
  );
};
