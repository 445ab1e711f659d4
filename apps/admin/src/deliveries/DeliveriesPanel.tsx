import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReleaseDeliveryResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { formatDateTime } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { fetchReleaseDeliveries, redeliverRelease } from './delivery-calls';
import { DeliveryMessageDialog } from './DeliveryMessageDialog';
import { DeliveryStatusChip } from './DeliveryStatusChip';

const ACTION_LABELS: Record<string, string> = { insert: 'First delivery', update: 'Update', takedown: 'Takedown' };

/** When the delivery last moved: acknowledged, else delivered, else queued. */
const since = (d: ReleaseDeliveryResponse) => formatDateTime(d.acknowledged_at ?? d.delivered_at ?? d.queued_at);

/**
 * The staff release page's Deliveries panel: each store's status since when, the last error, the
 * XML sent, and redeliver (all stores or one). Reloads while something is queued or building.
 */
export const DeliveriesPanel = ({ releaseId, status }: { releaseId: Identifier; status: unknown }) => {
  const notify = useNotify();
  const [deliveries, setDeliveries] = useState<ReleaseDeliveryResponse[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<ReleaseDeliveryResponse | null>(null);

  const load = useCallback(async () => {
    try {
      setDeliveries((await fetchReleaseDeliveries(releaseId)).deliveries);
      setError(null);
    } catch (e) {
      setError(errorMessage(e, 'Could not load the deliveries.'));
    }
  }, [releaseId]);

  // The status prop changes when staff decide: deliveries are queued in that same transaction.
  useEffect(() => {
    void load();
  }, [load, status]);

  const pending = deliveries?.some((d) => d.status === 'queued' || d.status === 'building') ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [pending, load]);

  const redeliver = async (storeIds?: string[]) => {
    setBusy(true);
    try {
      setDeliveries((await redeliverRelease(releaseId, storeIds)).deliveries);
      notify('Delivery queued.', { type: 'success' });
    } catch (e) {
      notify(errorMessage(e, 'Could not queue the delivery.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="release-deliveries">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">Deliveries</Typography>
        <Button size="small" variant="outlined" disabled={busy || !deliveries?.length} onClick={() => void redeliver()} data-testid="deliveries-redeliver-all">
          Redeliver all
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {deliveries && deliveries.length === 0 && (
        <Typography variant="body2" data-testid="deliveries-none">
          Not delivered yet: stores are sent the release when it is approved.
        </Typography>
      )}
      {deliveries && deliveries.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Store</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Since</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.map((d) => (
              <TableRow key={d.id} data-testid={`delivery-row-${d.store_id}`} data-status={d.status}>
                <TableCell>
                  {d.store_name}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {ACTION_LABELS[d.action] ?? d.action}
                    {d.attempts > 1 ? ` · ${d.attempts} attempts` : ''}
                  </Typography>
                  {d.error && (
                    <Typography variant="caption" color="error" component="div" data-testid={`delivery-error-${d.store_id}`}>
                      {d.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <DeliveryStatusChip status={d.status} testId={`delivery-status-${d.store_id}`} />
                </TableCell>
                <TableCell>{since(d)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" disabled={!d.message_id && d.status !== 'error'} onClick={() => setOpen(d)} data-testid={`delivery-xml-${d.store_id}`}>
                    XML
                  </Button>
                  <Button size="small" disabled={busy} onClick={() => void redeliver([d.store_id])} data-testid={`delivery-redeliver-${d.store_id}`}>
                    Redeliver
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <DeliveryMessageDialog deliveryId={open?.id ?? null} title={open ? `Message sent to ${open.store_name}` : ''} onClose={() => setOpen(null)} />
    </Box>
  );
};
