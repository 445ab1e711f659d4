import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Collapse,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  ADMIN_MESSAGES,
  AUDIT_EVENT_COLORS,
  AUDIT_EVENTS,
  isAuditEvent,
  lastPage,
  PAGE_SIZES,
  pageSummaryMessage,
  type AuditLogResponse,
} from '@soundpost/contracts';
import { Title, useBasename, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { cellOf, FittedTable, type ColumnPriority } from '../common/list-shell/columns';
import {
  activeAuditFilters,
  actorLabel,
  AUDIT_MODEL_OPTIONS,
  auditableLabel,
  auditSentenceText,
  auditDiff,
  auditPreview,
  EMPTY_AUDIT_FILTERS,
  formatWhen,
  type AuditFilters,
} from './audit-format';

const PER_PAGE = PAGE_SIZES.admin.default;
const COLUMN_COUNT = 8;

const SelectFilter = ({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: keyof AuditFilters;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    name={name}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    fullWidth={false}
    sx={{ width: 170 }}
    slotProps={{
      select: { native: true },
      inputLabel: { shrink: true },
      htmlInput: { 'data-testid': `audit-filter-${name}` },
    }}
  >
    <option value="">Any</option>
    {options.map((option) => (
      <option key={option} value={option}>
        {option}
      </option>
    ))}
  </TextField>
);

const TextFilter = ({
  label,
  name,
  value,
  type = 'text',
  onChange,
}: {
  label: string;
  name: keyof AuditFilters;
  value: string;
  type?: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    size="small"
    label={label}
    name={name}
    type={type}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    fullWidth={false}
    sx={{ width: type === 'date' ? 170 : 150 }}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `audit-filter-${name}` } }}
  />
);

const Cell = ({ children, testId, priority }: { children: ReactNode; testId?: string; priority?: ColumnPriority }) => (
  <TableCell sx={{ verticalAlign: 'top' }} data-testid={testId} {...(priority ? cellOf(priority) : {})}>
    {children}
  </TableCell>
);

const AuditRow = ({ entry, open, onToggle }: { entry: AuditLogResponse; open: boolean; onToggle: () => void }) => {
  const preview = auditPreview(entry);
  const diff = open ? auditDiff(entry) : [];
  return (
    <Fragment>
      <TableRow hover data-testid={`audit-row-${entry.id}`}>
        <Cell priority="secondary">{entry.id}</Cell>
        <Cell>
          {/* One line where there is room; on a phone the time may go under the date. */}
          <Typography variant="body2" sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' } }}>
            {formatWhen(entry.created_at)}
          </Typography>
        </Cell>
        <Cell>
          <Chip
            size="small"
            label={entry.event}
            color={isAuditEvent(entry.event) ? AUDIT_EVENT_COLORS[entry.event] : 'default'}
          />
        </Cell>
        <Cell>
          <Typography variant="body2">{actorLabel(entry.actor)}</Typography>
          {entry.actor?.email && entry.actor.name ? (
            <Typography variant="caption" color="text.secondary">
              {entry.actor.email}
            </Typography>
          ) : null}
        </Cell>
        <Cell testId={`audit-sentence-${entry.id}`} priority="secondary">
          <Typography variant="body2">{auditSentenceText(entry)}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {auditableLabel(entry.auditable)}
          </Typography>
        </Cell>
        <Cell priority="secondary">{entry.ip_address || '—'}</Cell>
        <Cell testId={`audit-preview-${entry.id}`} priority="secondary">
          {preview.fields.length === 0 ? (
            '—'
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {preview.fields.map(({ field, value }) => (
                <Typography component="li" variant="caption" key={field} sx={{ display: 'block', wordBreak: 'break-all' }}>
                  <strong>{field}</strong>: {value}
                </Typography>
              ))}
              {preview.more > 0 ? (
                <Typography component="li" variant="caption" color="text.secondary">
                  +{preview.more} more
                </Typography>
              ) : null}
            </Box>
          )}
        </Cell>
        <Cell>
          <Button size="small" onClick={onToggle} aria-expanded={open} data-testid={`audit-details-${entry.id}`}>
            {open ? 'Hide' : 'Details'}
          </Button>
        </Cell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }} data-testid={`audit-diff-${entry.id}`}>
              {diff.length === 0 ? (
                <Typography variant="body2">No field changes.</Typography>
              ) : (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>Field</TableCell>
                      <TableCell>From</TableCell>
                      <TableCell>To</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {diff.map((row) => (
                      <TableRow key={row.field} data-testid={`audit-diff-${entry.id}-${row.field}`} selected={row.changed}>
                        <TableCell sx={{ fontWeight: 600 }}>{row.field}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{row.from}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{row.to}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
};

/**
 * Audit logs: filters Event, Model, Actor ID, Target ID, User, From, To and Search; columns ID,
 * When, Event, Actor, Auditable, IP, Preview (at most 4 fields) and a Details toggle with the from/to diff;
 * Prev/Next with 'Page X of Y · N total'; Refresh; a link back to the users. Hidden fields are never shown.
 */
export const AuditLogPage = () => {
  const basename = useBasename();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const { data, total, error, isPending, isFetching, refetch } = useGetList<AuditLogResponse & { id: string | number }>(
    'audit-logs',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'created_at', order: 'DESC' },
      filter: activeAuditFilters(filters),
    },
    { placeholderData: (previous) => previous, retry: false },
  );

  const rows = data ?? [];
  const count = total ?? rows.length;
  const pages = lastPage(count, PER_PAGE);

  const setField = (name: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  /** Selects apply at once; the text and date fields on Apply (or Enter). */
  const setSelect = (name: keyof AuditFilters) => (value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const reset = () => {
    setDraft(EMPTY_AUDIT_FILTERS);
    setFilters(EMPTY_AUDIT_FILTERS);
    setPage(1);
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box sx={{ mt: 2 }} data-testid="audit-logs">
      <Title title="Audit logs" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Audit logs
        </Typography>
        <Button
          component={RouterLink}
          to={`${basename}/users`}
          size="small"
          startIcon={<ArrowBackIcon />}
          data-testid="audit-users-link"
        >
          Users
        </Button>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void refetch()}
          disabled={isFetching}
          data-testid="audit-refresh"
        >
          Refresh
        </Button>
      </Stack>

      <Card sx={{ p: 2, mb: 2 }}>
        <Box
          component="form"
          onSubmit={apply}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          data-testid="audit-filters"
        >
          <SelectFilter label="Event" name="event" value={draft.event} options={AUDIT_EVENTS} onChange={setSelect('event')} />
          <SelectFilter label="Model" name="model" value={draft.model} options={AUDIT_MODEL_OPTIONS} onChange={setSelect('model')} />
          <TextFilter label="Actor ID" name="actor_id" value={draft.actor_id} onChange={setField('actor_id')} />
          <TextFilter label="Target ID" name="auditable_id" value={draft.auditable_id} onChange={setField('auditable_id')} />
          <TextFilter label="User (target)" name="user_id" value={draft.user_id} onChange={setField('user_id')} />
          <TextFilter label="From" name="from" type="date" value={draft.from} onChange={setField('from')} />
          <TextFilter label="To" name="to" type="date" value={draft.to} onChange={setField('to')} />
          <TextFilter label="Search" name="q" value={draft.q} onChange={setField('q')} />
          <Button type="submit" variant="contained" size="small" data-testid="audit-apply">
            Apply
          </Button>
          <Button type="button" size="small" onClick={reset} data-testid="audit-reset">
            Reset
          </Button>
        </Box>
      </Card>

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="audit-error">
          {errorMessage(error, ADMIN_MESSAGES.loadAuditLogsFailed)}
        </Alert>
      ) : null}

      <Card>
        {isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {/* On a phone: when, what, who and the details; the rest steps aside rather than squeezing each row into a column of words. */}
        <FittedTable testId="audit-logs-table">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell {...cellOf('secondary')}>ID</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Actor</TableCell>
                <TableCell {...cellOf('secondary')}>Auditable</TableCell>
                <TableCell {...cellOf('secondary')}>IP</TableCell>
                <TableCell {...cellOf('secondary')}>Preview</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!isPending && !error && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMN_COUNT} data-testid="audit-empty">
                    {ADMIN_MESSAGES.noLogs}
                  </TableCell>
                </TableRow>
              ) : null}
              {rows.map((entry) => (
                <AuditRow
                  key={entry.id}
                  entry={entry}
                  open={expanded.has(String(entry.id))}
                  onToggle={() => toggle(String(entry.id))}
                />
              ))}
            </TableBody>
          </Table>
        </FittedTable>
        <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            disabled={page <= 1 || isFetching}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
            data-testid="audit-prev"
          >
            Prev
          </Button>
          <Typography variant="body2" data-testid="audit-summary">
            {pageSummaryMessage(page, pages, count)}
          </Typography>
          <Button
            size="small"
            disabled={page >= pages || isFetching}
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
            data-testid="audit-next"
          >
            Next
          </Button>
        </Stack>
      </Card>
    </Box>
  );
};
