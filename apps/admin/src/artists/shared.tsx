import { Chip } from '@mui/material';
import { DOCUMENT_STATUS_COLORS, DOCUMENT_STATUSES, documentStatusLabel, isDocumentStatus } from '@soundpost/contracts';
import { isOn } from '../common/flags';

export const DOCUMENT_STATUS_CHOICES = DOCUMENT_STATUSES.map((status) => ({
  id: status,
  name: status.charAt(0).toUpperCase() + status.slice(1),
}));

export const VERIFIED_CHOICES = [
  { id: '1', name: 'Verified' },
  { id: '0', name: 'Not verified' },
];

/** Left out, `hasDocument` is assumed true (older answers). */
export const DocumentStatusChip = ({ status, hasDocument = true, testId }: { status: unknown; hasDocument?: unknown; testId?: string }) => {
  const value = typeof status === 'string' && status ? status : 'pending';
  const withDocument = hasDocument !== false;
  return (
    <Chip
      size="small"
      label={documentStatusLabel(value, withDocument)}
      color={!withDocument && value === 'pending' ? 'default' : isDocumentStatus(value) ? DOCUMENT_STATUS_COLORS[value] : 'default'}
      variant={!withDocument && value === 'pending' ? 'outlined' : 'filled'}
      data-testid={testId}
    />
  );
};

export const YesNo = ({ value, testId }: { value: unknown; testId?: string }) => (
  <Chip
    size="small"
    variant="outlined"
    label={isOn(value) ? 'Yes' : 'No'}
    color={isOn(value) ? 'success' : 'default'}
    data-testid={testId}
  />
);
