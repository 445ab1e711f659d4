import { Chip } from '@mui/material';
import { DOCUMENT_STATUS_COLORS, DOCUMENT_STATUSES, isDocumentStatus } from '@soundpost/contracts';
import { isOn } from '../common/flags';

export const DOCUMENT_STATUS_CHOICES = DOCUMENT_STATUSES.map((status) => ({
  id: status,
  name: status.charAt(0).toUpperCase() + status.slice(1),
}));

export const VERIFIED_CHOICES = [
  { id: '1', name: 'Verified' },
  { id: '0', name: 'Not verified' },
];

export const DocumentStatusChip = ({ status, testId }: { status: unknown; testId?: string }) => {
  const value = typeof status === 'string' && status ? status : 'pending';
  return (
    <Chip
      size="small"
      label={value}
      color={isDocumentStatus(value) ? DOCUMENT_STATUS_COLORS[value] : 'default'}
      sx={{ textTransform: 'capitalize' }}
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
