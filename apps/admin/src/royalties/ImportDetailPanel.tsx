import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatIsrc, formatMoney, type RoyaltyImportDetail, type RoyaltyTotal, type RoyaltyUnmatchedLine } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh, type Identifier } from 'react-admin';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import { fetchImport, fetchUnmatched, matchLine, postImport } from './royalties-api';

const Totals = ({ title, rows, testId }: { title: string; rows: readonly RoyaltyTotal[]; testId: string }) => (
  <Box>
    <Typography variant="subtitle2">{title}</Typography>
    <Table size="small" data-testid={testId}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.key || '—'}</TableCell>
            <TableCell align="right">{r.lines} lines</TableCell>
            <TableCell align="right">{formatMoney(r.revenue_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

const MatchLine = ({ line, onMatch }: { line: RoyaltyUnmatchedLine; onMatch: (code: { isrc?: string; upc?: string }) => Promise<void> }) => {
  const [code, setCode] = useState('');
  const send = () => onMatch(/^\d{12,14}$/.test(code.trim()) ? { upc: code.trim() } : { isrc: code.trim() });
  return (
    <Stack direction="row" spacing={1}>
      <TextField size="small" placeholder="ISRC or UPC" value={code} onChange={(e) => setCode(e.target.value)} inputProps={{ 'data-testid': `match-code-${line.id}` }} />
      <Button size="small" onClick={() => void send()} disabled={!code.trim()} data-testid={`match-${line.id}`}>
        Match
      </Button>
    </Stack>
  );
};

export const ImportDetailPanel = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [detail, setDetail] = useState<RoyaltyImportDetail | null>(null);
  const [unmatched, setUnmatched] = useState<RoyaltyUnmatchedLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setDetail(await fetchImport(String(id)));
      setUnmatched((await fetchUnmatched(String(id), 1)).data);
    } catch (e) {
      setError(errorMessage(e, 'The import could not be loaded.'));
    }
  }, [id]);
  useEffect(() => void load(), [load]);

  const [confirming, setConfirming] = useState(false);
  const [posting, setPosting] = useState(false);
  // One key per confirmation: a second click on Post after a lost answer replays the first result.
  const postKey = useRef(crypto.randomUUID());
  const post = async () => {
    setPosting(true);
    try {
      const posted = await postImport(String(id), postKey.current);
      notify(`Posted: ${formatMoney(posted.credited_cents)} credited, ${formatMoney(posted.held_cents)} held for invited collaborators.`, { type: 'success' });
      setDetail(posted);
      refresh();
    } catch (e) {
      notify(errorMessage(e, 'The import could not be posted.'), { type: 'error' });
    } finally {
      setPosting(false);
      setConfirming(false);
    }
  };
  const match = async (lineId: string, code: { isrc?: string; upc?: string }) => {
    try {
      setDetail(await matchLine(String(id), lineId, code));
      setUnmatched((await fetchUnmatched(String(id), 1)).data);
      refresh();
    } catch (e) {
      notify(errorMessage(e, 'The line could not be matched.'), { type: 'error' });
    }
  };

  return (
    <SidePanel title={detail ? `${detail.store_name} · ${detail.period_start} – ${detail.period_end}` : 'Import'} testId="royalty-import-panel" onClose={onClose} width={560}>
      {error && <Alert severity="error">{error}</Alert>}
      {detail && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Chip size="small" label={detail.status} color={detail.status === 'posted' ? 'success' : 'warning'} data-testid="royalty-import-status" />
            <Typography variant="body2">{detail.file_name}</Typography>
          </Stack>
          <Typography variant="body2" data-testid="royalty-import-counts">
            {detail.lines} lines · {detail.matched} matched ({formatMoney(detail.matched_cents)}) · {detail.unmatched} unmatched ({formatMoney(detail.unmatched_cents)}) · {detail.bad} bad
          </Typography>
          {detail.status === 'posted' ? (
            <Typography variant="body2" data-testid="royalty-import-credited">
              Credited {formatMoney(detail.credited_cents)}; held {formatMoney(detail.held_cents)}
            </Typography>
          ) : (
            <Button variant="contained" onClick={() => setConfirming(true)} data-testid="royalty-import-post">
              Post to wallets
            </Button>
          )}
          <Totals title="By store" rows={detail.by_store} testId="royalty-by-store" />
          <Totals title="By territory" rows={detail.by_territory} testId="royalty-by-territory" />
          {detail.bad_lines.length > 0 && (
            <Box>
              <Typography variant="subtitle2">Bad lines</Typography>
              {detail.bad_lines.map((b) => (
                <Typography key={b.line} variant="body2" data-testid="royalty-bad-line">
                  Line {b.line}: {b.reason}
                </Typography>
              ))}
            </Box>
          )}
          {unmatched.length > 0 && (
            <Box>
              <Typography variant="subtitle2">Unmatched lines</Typography>
              <Table size="small" data-testid="royalty-unmatched">
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Codes</TableCell>
                    <TableCell>Why</TableCell>
                    <TableCell align="right">Revenue</TableCell>
                    {detail.status !== 'posted' && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {unmatched.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>{l.line}</TableCell>
                      <TableCell>{[l.isrc && formatIsrc(l.isrc), l.upc].filter(Boolean).join(' / ') || '—'}</TableCell>
                      <TableCell>{l.reason_text}</TableCell>
                      <TableCell align="right">{formatMoney(l.revenue_cents)}</TableCell>
                      {detail.status !== 'posted' && (
                        <TableCell>
                          <MatchLine line={l} onMatch={(code) => match(l.id, code)} />
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      )}
      {/* Posting moves money and cannot be undone: staff confirm the amount first. */}
      <Dialog open={confirming && !!detail} onClose={() => !posting && setConfirming(false)} data-testid="royalty-post-dialog">
        <DialogTitle>Post to wallets</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="royalty-post-question">
            {detail ? `Credit ${formatMoney(detail.matched_cents)} of matched revenue to the artists' wallets? Posting cannot be undone.` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={posting} data-testid="royalty-post-cancel">
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void post()} disabled={posting} data-testid="royalty-post-confirm">
            Post
          </Button>
        </DialogActions>
      </Dialog>
    </SidePanel>
  );
};
