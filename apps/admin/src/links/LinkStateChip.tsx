import { Chip } from '@mui/material';
import { LINK_STATES, type LinkState } from '@soundpost/contracts';

const LABELS: Record<LinkState, string> = { live: 'Live', presave: 'Pre-save', waiting: 'Waiting', disabled: 'Disabled' };
const COLORS: Record<LinkState, 'success' | 'info' | 'warning' | 'error'> = { live: 'success', presave: 'info', waiting: 'warning', disabled: 'error' };

const isLinkState = (value: unknown): value is LinkState => (LINK_STATES as readonly unknown[]).includes(value);

export const LinkStateChip = ({ state }: { state: unknown }) =>
  isLinkState(state) ? <Chip size="small" variant="outlined" label={LABELS[state]} color={COLORS[state]} data-testid="link-state" /> : null;
