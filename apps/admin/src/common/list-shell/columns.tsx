import { Box, Tooltip, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One rule for every table of the back office: key columns always show; a secondary column only
 * in a table at least this wide. Measured on the table's own box (a container query), so a
 * closed menu or a side panel counts, not just the screen.
 */
export const COLUMN_MIN_WIDTHS = {
  /** Hidden on a phone, where only the key columns show. */
  secondary: 720,
  /** Shown on a wide screen or with the menu closed; at 1366 px with the menu open it is left out. */
  detail: 1200,
} as const;

export type ColumnPriority = keyof typeof COLUMN_MIN_WIDTHS;

const classOf = (priority: ColumnPriority) => `sp-col-${priority}`;

/** Spread on a react-admin field (`<TextField {...column('detail')} />`): its header and cells carry the priority. */
export const column = (priority: ColumnPriority) => ({ headerClassName: classOf(priority), cellClassName: classOf(priority) });

/** Spread on a plain MUI TableCell (`<TableCell {...cellOf('secondary')}>`). */
export const cellOf = (priority: ColumnPriority) => ({ className: classOf(priority) });

/**
 * The box around a table: the container the priorities are measured on; long unbroken values
 * (e-mails, IBANs, ids) wrap inside their cell instead of widening the table; and, as a last
 * resort, the table scrolls inside its box rather than pushing the page sideways.
 */
export const fittedTableSx: SxProps<Theme> = {
  containerType: 'inline-size',
  overflowX: 'auto',
  maxWidth: '100%',
  '& td': { overflowWrap: 'anywhere' },
  ...Object.fromEntries(
    (Object.entries(COLUMN_MIN_WIDTHS) as [ColumnPriority, number][]).map(([priority, width]) => [
      `@container (max-width: ${width - 0.02}px)`,
      {
        [`& .${classOf(priority)}`]: { display: 'none' },
        // A phone's few key columns get the room the cells' padding took.
        ...(priority === 'secondary' ? { '& th, & td': { paddingLeft: '8px', paddingRight: '8px' } } : {}),
      },
    ]),
  ),
};

export const FittedTable = ({ testId, children }: { testId?: string; children: ReactNode }) => (
  <Box data-testid={testId} sx={fittedTableSx}>
    {children}
  </Box>
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that may be an id: a UUID as its first eight characters (the whole one on hover), anything else as it is. */
export const ShortId = ({ id }: { id: unknown }) => {
  const full = String(id ?? '');
  return UUID.test(full) ? (
    <Tooltip title={full}>
      <span data-testid="short-id">{full.slice(0, 8)}…</span>
    </Tooltip>
  ) : (
    <span data-testid="short-id">{full || '—'}</span>
  );
};

/** A person in a table cell: the name (or a link on it), the e-mail under it, as the lists show users. */
export const PersonCell = ({ name, email }: { name: ReactNode; email?: string | null }) => (
  <Box data-testid="person-cell">
    <Typography variant="body2" component="div">
      {name || '—'}
    </Typography>
    {email && (
      <Typography variant="caption" color="text.secondary" component="div" data-testid="person-email">
        {email}
      </Typography>
    )}
  </Box>
);
