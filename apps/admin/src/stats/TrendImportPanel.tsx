import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatIsrc, type StatsImportCount, type StatsImportDetailResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { formatDate } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import { formatCount, formatDays, formatLabel } from './format';
import { fetchTrendImport } from './stats-api';

/** ZZ is the code the import files a line under when the report names no territory. */
const territoryLabel = (code: string) => (!code || code === 'ZZ' ? 'Not reported' : code);

const Counts = ({ title, rows, testId, keyLabel }: { title: string; rows: readonly StatsImportCount[]; testId: string; keyLabel: (key: string) => string }) => (
  <Box>
    <Typography variant="subtitle2">{title}</Typography>
    {rows.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        None.
      </Typography>
    ) : (
      <Table size="small" data-testid={testId}>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{keyLabel(r.key)}</TableCell>
              <TableCell align="right">{formatCount(r.lines)} lines</TableCell>
              <TableCell align="right">{formatCount(r.streams)} streams</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Box>
);

/** One trend report: its counts by day and territory, the unmatched lines with their reasons, the refused lines with their numbers. */
export const TrendImportPanel = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const [detail, setDetail] = useState<StatsImportDetailResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setDetail(null);
    setError(null);
    fetchTrendImport(String(id)).then(
      (d) => live && setDetail(d),
      (e: unknown) => live && setError(errorMessage(e, 'The trend report could not be loaded.')),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <SidePanel title={detail ? `${detail.store_name ?? detail.store_id} · ${formatDays(detail.first_day, detail.last_day)}` : 'Trend report'} testId="stats-import-panel" onClose={onClose} width={{ xs: '100vw', sm: 560 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {detail && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
            <Chip size="small" label={formatLabel(detail.format)} variant="outlined" data-testid="stats-import-format" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {detail.file_name}
            </Typography>
          </Stack>
          {detail.message_id && (
            <Typography variant="body2" color="text.secondary" data-testid="stats-import-message-id">
              DSR message {detail.message_id}
            </Typography>
          )}
          <Typography variant="body2" data-testid="stats-import-counts">
            {formatCount(detail.lines_total)} lines · {formatCount(detail.lines_matched)} matched · {formatCount(detail.lines_unmatched)} unmatched · {formatCount(detail.lines_rejected)} refused ·{' '}
            {formatCount(detail.streams_total)} streams
          </Typography>
          {detail.days_replaced > 0 && (
            <Alert severity="info" data-testid="stats-import-replaced">
              {detail.days_replaced === 1 ? '1 earlier day replaced' : `${formatCount(detail.days_replaced)} earlier days replaced`}: this report's figures stand for those days of the store.
            </Alert>
          )}
          <Counts title="By day" rows={detail.by_day} testId="stats-by-day" keyLabel={(day) => formatDate(day)} />
          <Counts title="By territory" rows={detail.by_territory} testId="stats-by-territory" keyLabel={territoryLabel} />
          {detail.unmatched.length > 0 && (
            <Box>
              <Typography variant="subtitle2">Unmatched lines</Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="stats-unmatched">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Day</TableCell>
                      <TableCell>Codes</TableCell>
                      <TableCell>Why</TableCell>
                      <TableCell align="right">Streams</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {detail.unmatched.map((l) => (
                      <TableRow key={l.line}>
                        <TableCell>{l.line}</TableCell>
                        <TableCell>
                          {formatDate(l.day)}
                          {l.territory ? ` · ${l.territory}` : ''}
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{[l.isrc && formatIsrc(l.isrc), l.upc].filter(Boolean).join(' / ') || '—'}</TableCell>
                        <TableCell>{l.reason}</TableCell>
                        <TableCell align="right">{formatCount(l.streams)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {detail.unmatched.length < detail.lines_unmatched && (
                <Typography variant="caption" color="text.secondary" data-testid="stats-unmatched-more">
                  The first {formatCount(detail.unmatched.length)} of {formatCount(detail.lines_unmatched)} unmatched lines.
                </Typography>
              )}
            </Box>
          )}
          {detail.rejected.length > 0 && (
            <Box>
              <Typography variant="subtitle2">Refused lines</Typography>
              {detail.rejected.map((b) => (
                <Typography key={b.line} variant="body2" data-testid="stats-refused-line">
                  Line {b.line}: {b.reason}
                </Typography>
              ))}
              {detail.rejected.length < detail.lines_rejected && (
                <Typography variant="caption" color="text.secondary" data-testid="stats-refused-more">
                  The first {formatCount(detail.rejected.length)} of {formatCount(detail.lines_rejected)} refused lines.
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      )}
    </SidePanel>
  );
};
