import { Box, Button } from '@mui/material';
import { ADMIN_MESSAGES, formatPlanPrice, SEARCH_DEBOUNCE_MS } from '@soundpost/contracts';
import { useState } from 'react';
import { DeleteWithConfirmButton, FunctionField, TextField, type RaRecord } from 'react-admin';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { PLAN_SORTS, planPriceCents } from '../billing/billing';
import { PlanDrawer } from './PlanDrawer';
import { DateTimeField } from '../common/date-time/DateTimeField';

/** Plans: search (300 ms), sort, page size, create/edit side panel, delete with confirm. */
export const PlanList = () => {
  const [editing, setEditing] = useState<{ plan?: RaRecord; key: number } | null>(null);
  const close = () => setEditing(null);
  return (
    <ResourceList
      title="Plans"
      testId="plans"
      rowTestId="plan-row"
      sort={{ field: 'newest', order: 'DESC' }}
      search={{}}
      debounce={SEARCH_DEBOUNCE_MS.adminPlans}
      sorts={{ choices: PLAN_SORTS, minWidth: 180 }}
      actions={
        <Button variant="contained" onClick={() => setEditing({ key: Date.now() })} data-testid="plan-create">
          New plan
        </Button>
      }
      emptyText={ADMIN_MESSAGES.noPlans}
      errorText={ADMIN_MESSAGES.loadPlansFailed}
      disableSyncWithLocation
      panel={editing && <PlanDrawer key={editing.key} plan={editing.plan} onClose={close} />}
    >
      <TextField source="name" label="Name" sortable={false} />
      <FunctionField
        label="Price"
        sortable={false}
        render={(r: RaRecord) => formatPlanPrice(planPriceCents(r), String(r['currency'] ?? '') || 'EUR')}
      />
      <TextField source="billing_cycle" label="Cycle" sortable={false} {...column('secondary')} />
      <TextField source="max_artists" label="Max artists" sortable={false} {...column('secondary')} />
      <TextField source="user_limit" label="Users" sortable={false} {...column('secondary')} />
      <FunctionField
        label="Releases"
        sortable={false}
        {...column('secondary')}
        render={(r: RaRecord) => (Number(r['release_limit']) === -1 ? 'Unlimited' : String(r['release_limit'] ?? ''))}
      />
      <FunctionField
        label="Collaborators"
        sortable={false}
        {...column('secondary')}
        render={(r: RaRecord) => (Number(r['max_extra_artists']) === -1 ? 'Unlimited' : String(r['max_extra_artists'] ?? ''))}
      />
      <FunctionField
        label="Stores"
        sortable={false}
        {...column('secondary')}
        render={(r: RaRecord) => (r['store_limit'] === null || r['store_limit'] === undefined ? 'All' : String(r['store_limit']))}
      />
      {/* In the plan's form too: left out before the limits are. */}
      <TextField source="support_level" label="Support" sortable={false} {...column('detail')} />
      <DateTimeField source="created_at" label="Created" sortable={false} {...column('detail')} />
      <FunctionField
        label=""
        sortable={false}
        render={(record: RaRecord) => (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing({ plan: record, key: Date.now() })} data-testid={`plan-edit-${record.id}`}>
              Edit
            </Button>
            <DeleteWithConfirmButton
              record={record}
              resource="plans"
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle="Delete plan"
              confirmContent={`Delete ${String(record['name'] ?? `#${record.id}`)}?`}
              data-testid={`plan-delete-${record.id}`}
            />
          </Box>
        )}
      />
    </ResourceList>
  );
};
