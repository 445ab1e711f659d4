import { Box, Button, Link } from '@mui/material';
import { DELIVERY_STATUSES, formatReleaseNumber } from '@soundpost/contracts';
import { useState } from 'react';
import { DateField, FunctionField, SelectInput, useBasename, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { DeliveryTargetsMenu } from '../stores/DeliveryTargetsMenu';
import { DELIVERY_STATUS_LABELS } from './delivery-calls';
import { DeliveryMessageDialog } from './DeliveryMessageDialog';
import { DeliveryStatusChip } from './DeliveryStatusChip';

const STATUS_CHOICES = DELIVERY_STATUSES.map((id) => ({ id, name: DELIVERY_STATUS_LABELS[id] }));
const SORTS = [
  { id: 'failures', name: 'Failures first', order: 'ASC' },
  { id: 'newest', name: 'Newest change', order: 'DESC' },
] as const;

/** Deliveries: every (release, store) delivery, failures first; the release and the XML one click away. */
export const DeliveryList = () => {
  const basename = useBasename();
  const [open, setOpen] = useState<RaRecord | null>(null);
  return (
    <ResourceList
      title="Deliveries"
      testId="deliveries"
      rowTestId="delivery-row"
      sort={{ field: 'failures', order: 'ASC' }}
      search={{ placeholder: 'Search store, message id or error', minWidth: 300 }}
      filters={[<SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All statuses" />]}
      sorts={{ choices: SORTS, minWidth: 180 }}
      actions={<DeliveryTargetsMenu />}
      emptyText="No deliveries yet."
      errorText="Could not load the deliveries."
      panel={<DeliveryMessageDialog deliveryId={open ? String(open.id) : null} title={open ? `Message sent to ${String(open['store_name'])}` : ''} onClose={() => setOpen(null)} />}
    >
      <FunctionField
        label="Release"
        sortable={false}
        render={(r: RaRecord) => (
          <Link component={RouterLink} to={`${basename}/releases/${encodeURIComponent(String(r['release_id']))}`} data-testid="delivery-release-link">
            {[formatReleaseNumber(r['release_number'] as number | null), r['release_title'] ?? 'Untitled'].filter(Boolean).join(' ')}
          </Link>
        )}
      />
      <FunctionField label="UPC" sortable={false} {...column('detail')} render={(r: RaRecord) => String(r['upc'] ?? '—')} />
      {/* No admin stores list exists: each row's store leads to that store's delivery target. */}
      <FunctionField
        label="Store"
        sortable={false}
        render={(r: RaRecord) => (
          <Link component={RouterLink} to={`${basename}/stores/${encodeURIComponent(String(r['store_id']))}/delivery`} title="Delivery target" data-testid="delivery-store-target-link">
            {String(r['store_name'] ?? r['store_id'])}
          </Link>
        )}
      />
      <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <DeliveryStatusChip status={r['status']} />} />
      <FunctionField label="Action" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['action'] ?? '')} />
      <FunctionField label="Error" sortable={false} {...column('secondary')} render={(r: RaRecord) => <Box sx={{ maxWidth: 360, color: 'error.main', fontSize: 13 }}>{String(r['error'] ?? '')}</Box>} />
      <DateField source="updated_at" label="Updated" showTime sortable={false} {...column('secondary')} />
      <FunctionField
        label=""
        sortable={false}
        render={(r: RaRecord) => (
          <Button size="small" disabled={!r['message_id'] && r['status'] !== 'error'} onClick={() => setOpen(r)} data-testid="delivery-list-xml">
            XML
          </Button>
        )}
      />
    </ResourceList>
  );
};
