import { Chip } from '@mui/material';
import { FRAUD_LEVEL_COLORS, isFraudLevel } from '@soundpost/contracts';

export const FraudLevelChip = ({ level }: { level: unknown }) =>
  isFraudLevel(level) ? <Chip size="small" label={level} color={FRAUD_LEVEL_COLORS[level]} variant={level === 'critical' ? 'filled' : 'outlined'} data-testid="fraud-level" /> : null;

export const UserStatusChip = ({ status }: { status: unknown }) =>
  status === 'blocked' ? <Chip size="small" label="blocked" color="error" data-testid="fraud-user-status" /> : <Chip size="small" label="active" variant="outlined" data-testid="fraud-user-status" />;
