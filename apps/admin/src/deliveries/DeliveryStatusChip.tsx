import { Chip } from '@mui/material';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@soundpost/contracts';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS } from './delivery-calls';

const isStatus = (value: unknown): value is DeliveryStatus => typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);

export const DeliveryStatusChip = ({ status, testId = 'delivery-status' }: { status: unknown; testId?: string }) =>
  isStatus(status) ? <Chip size="small" variant="outlined" color={DELIVERY_STATUS_COLORS[status]} label={DELIVERY_STATUS_LABELS[status]} data-testid={testId} data-status={status} /> : null;
