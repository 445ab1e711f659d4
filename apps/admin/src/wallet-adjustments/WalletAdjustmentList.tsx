import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, Tooltip } from '@mui/material';
import { formatMoney, WALLET_ADJUSTMENT_REQUEST_STATUSES, WALLET_FOUR_EYES_MESSAGES, type WalletAdjustmentRequestStatus } from '@soundpost/contracts';
import { useRef, useState } from 'react';
import { FunctionField, SelectInput, TextField, useGetIdentity, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { errorMessage } from '../common/errors';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { approveAdjustment, rejectAdjustment } from './wallet-adjustments-api';

const STATUS: Record<WalletAdjustmentRequestStatus, { label: string; color: 'warning' | 'success' | 'error' | 'default' }> = {
  pending: { label: 'Pending approval', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
};

/** Why the requester's own buttons are disabled. */
export const OWN_REQUEST_HINT = 'You requested this adjustment: a second staff member must approve or reject it.';

const person = (value: unknown) => {
  const p = value as { id?: string; name?: string | null } | null;
  return p ? p.name || p.id || '' : '—';
};

const Decide = ({ record }: { record: RaRecord }) => {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const approveKey = useRef(crypto.randomUUID());
  const rejectKey = useRef(crypto.randomUUID());
  if (record['status'] !== 'pending') return null;
  const requester = (record['requested_by'] as { id?: string } | null)?.id;
  const own = identity?.id !== undefined && String(identity.id) === requester;

  const approve = async () => {
    setBusy(true);
    try {
      const answer = await approveAdjustment(record.id, approveKey.current);
      notify(answer.message, { type: 'success' });
    } catch (error) {
      approveKey.current = crypto.randomUUID();
      notify(errorMessage(error, 'Could not approve the adjustment.'), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const reject = async () => {
    if (!reason.trim()) return setReasonError(WALLET_FOUR_EYES_MESSAGES.reasonRequired);
    setBusy(true);
    try {
      const answer = await rejectAdjustment(record.id, reason.trim(), rejectKey.current);
      notify(answer.message, { type: 'success' });
      setRejecting(false);
    } catch (error) {
      rejectKey.current = crypto.randomUUID();
      notify(errorMessage(error, 'Could not reject the adjustment.'), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const buttons = (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={busy || own} onClick={() => void approve()} data-testid={`adjustment-approve-${record.id}`}>
        Approve
      </Button>
      <Button size="small" color="error" disabled={busy || own} onClick={() => setRejecting(true)} data-testid={`adjustment-reject-${record.id}`}>
        Reject
      </Button>
    </Stack>
  );
  return (
    <>
      {own ? (
        <Tooltip title={OWN_REQUEST_HINT}>
          <span data-testid={`adjustment-own-${record.id}`} aria-label={OWN_REQUEST_HINT}>
            {buttons}
          </span>
        </Tooltip>
      ) : (
        buttons
      )}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>Reject the adjustment</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            label="Reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'adjustment-reject-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void reject()} data-testid="adjustment-reject-confirm">
            Reject
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={WALLET_ADJUSTMENT_REQUEST_STATUSES.map((id) => ({ id, name: STATUS[id].label }))} emptyText="Any status" />,
];

/**
 * Pending approvals (GET /api/admin/wallet-adjustments): staff adjustments above the four-eyes
 * threshold. A second staff member approves (it posts) or rejects with a reason; the requester's own
 * buttons are disabled with why.
 */
export const WalletAdjustmentList = () => (
  <ResourceList
    title="Pending approvals"
    testId="wallet-adjustments"
    rowTestId="wallet-adjustment-row"
    sort={{ field: 'requested_at', order: 'DESC' }}
    filters={filters}
    emptyText="No adjustment waits for approval."
    errorText="Could not load the adjustment requests."
  >
    <FunctionField
      label="Artist"
      sortable={false}
      render={(r: RaRecord) => (r['wallet'] as { user?: { name?: string; email?: string } | null })?.user?.email ?? (r['wallet'] as { id: string }).id}
    />
    <FunctionField
      label="Amount"
      sortable={false}
      render={(r: RaRecord) => (
        <span data-testid={`adjustment-amount-${r.id}`}>
          {r['type'] === 'debit' ? '−' : '+'}
          {formatMoney(Number(r['amount']))}
        </span>
      )}
    />
    <TextField source="description" label="Description" sortable={false} {...column('secondary')} />
    <FunctionField label="Requested by" sortable={false} render={(r: RaRecord) => person(r['requested_by'])} {...column('secondary')} />
    <DateTimeField source="requested_at" label="Requested" sortable={false} {...column('detail')} />
    <FunctionField
      label="Status"
      sortable={false}
      render={(r: RaRecord) => {
        const s = STATUS[r['status'] as WalletAdjustmentRequestStatus] ?? STATUS.pending;
        const by = r['decided_by'] ? ` · ${person(r['decided_by'])}` : '';
        return <Chip size="small" variant="outlined" color={s.color} label={`${s.label}${by}`} title={(r['reason'] as string | null) ?? undefined} data-testid={`adjustment-status-${r.id}`} />;
      }}
    />
    <FunctionField label="" sortable={false} render={(r: RaRecord) => <Decide record={r} />} />
  </ResourceList>
);
