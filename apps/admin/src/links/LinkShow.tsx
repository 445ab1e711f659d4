import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { LINK_LIMITS, LINK_MESSAGES, type AdminLinkResponse } from '@soundpost/contracts';
import { useState } from 'react';
import { HttpError, ListButton, Show, TopToolbar, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatDateTime } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { LinkStateChip } from './LinkStateChip';
import { linksApi } from './links-api';

const Fact = ({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body1" component="div" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** Disable asks why (the reason is kept with the page and in the audit log); the field shows the server's 422 too. */
const DisableButton = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = reason.trim();
    if (text === '' || text.length > LINK_LIMITS.disableReasonMax) {
      setError(LINK_MESSAGES.disableReasonRequired);
      return;
    }
    setBusy(true);
    try {
      await linksApi.disable(id, { reason: text });
      setOpen(false);
      setReason('');
      notify('Link disabled.', { type: 'success' });
      onDone();
    } catch (e) {
      const field = e instanceof HttpError ? (e.body as { errors?: Record<string, string[] | string> } | undefined)?.errors?.['reason'] : undefined;
      if (field) setError(Array.isArray(field) ? field[0] : field);
      else notify(errorMessage(e, 'Could not disable the link.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)} data-testid="link-disable">
        Disable
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="link-disable-dialog" fullWidth maxWidth="sm">
        <DialogTitle>Disable this link</DialogTitle>
        <DialogContent>
          <DialogContentText>The public page answers “not found” until it is enabled again. The artist still sees it, marked disabled.</DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            label="Reason"
            value={reason}
            error={error !== null}
            helperText={error ?? `At most ${LINK_LIMITS.disableReasonMax} characters.`}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            slotProps={{ htmlInput: { maxLength: LINK_LIMITS.disableReasonMax, 'data-testid': 'link-disable-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void submit()} data-testid="link-disable-confirm">
            Disable
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const EnableButton = ({ id, onDone }: { id: string; onDone: () => void }) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      await linksApi.enable(id);
      notify('Link enabled.', { type: 'success' });
      onDone();
    } catch (e) {
      notify(errorMessage(e, 'Could not enable the link.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" color="success" disabled={busy} onClick={() => void enable()} data-testid="link-enable">
      Enable
    </Button>
  );
};

const LinkDetail = () => {
  const record = useRecordContext<AdminLinkResponse & { id: string }>();
  const refresh = useRefresh();
  if (!record) return null;
  const disabled = record.disabled_at !== null;
  return (
    <Card variant="outlined" data-testid="link-show">
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <a href={record.url} target="_blank" rel="noopener noreferrer" data-testid="link-show-public">
                {record.slug}
              </a>
            </Typography>
            <LinkStateChip state={record.state} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <Fact label="Release" testId="link-show-release">
              {record.release_title}
            </Fact>
            <Fact label="Artist" testId="link-show-artist">
              {record.artist_name}
            </Fact>
            <Fact label="Views" testId="link-show-views">
              {record.views.toLocaleString('en')}
            </Fact>
            <Fact label="Clicks" testId="link-show-clicks">
              {record.clicks.toLocaleString('en')}
            </Fact>
            <Fact label="Created" testId="link-show-created">
              {formatDateTime(record.created_at)}
            </Fact>
            {disabled && (
              <Fact label="Disabled" testId="link-show-disabled-at">
                {formatDateTime(record.disabled_at)}
              </Fact>
            )}
            {disabled && (
              <Fact label="Reason" testId="link-show-reason">
                {record.disabled_reason ?? '—'}
              </Fact>
            )}
          </Box>
          <Box>{disabled ? <EnableButton id={record.id} onDone={refresh} /> : <DisableButton id={record.id} onDone={refresh} />}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** GET /api/admin/links/:id with its counts, and Disable (with a reason) or Enable; the page is read again after either. */
export const LinkShow = () => (
  <Show
    title="Link"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <ListButton label="All links" data-testid="link-show-back" />
      </TopToolbar>
    }
  >
    <LinkDetail />
  </Show>
);
