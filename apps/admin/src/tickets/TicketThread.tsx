import { Alert, Box, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  ADMIN_MESSAGES,
  SUPPORT_MESSAGES,
  TICKET_ATTACHMENT_UPLOAD,
  type AdminTicketDetail,
  type TicketAttachmentResponse,
  type TicketPriority,
  type TicketStatus,
} from '@soundpost/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import type { AdminDataProvider } from '../providers/data-provider';
import { PriorityChip, StatusChip } from './TicketList';
import { formatWait, REPLY_SENT, TICKET_PRIORITY_CHOICES, TICKET_STATUS_CHOICES } from './tickets';

const Files = ({ files }: { files: readonly TicketAttachmentResponse[] }) =>
  files.length === 0 ? null : (
    <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      {files.map((f) => (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="thread-attachment">
          {f.name}
        </Link>
      ))}
    </Stack>
  );

/** One message, as text (line breaks kept, never HTML); staff replies are labelled Support and sit on the right. */
const Message = ({ author, support, text, at, files }: { author: string; support: boolean; text: string; at: string; files: readonly TicketAttachmentResponse[] }) => (
  <Box
    data-testid={support ? 'thread-support' : 'thread-artist'}
    sx={{
      alignSelf: support ? 'flex-end' : 'flex-start',
      maxWidth: '88%',
      p: 1.5,
      borderRadius: 2,
      border: 1,
      borderColor: support ? 'primary.light' : 'divider',
      bgcolor: support ? 'action.hover' : 'background.paper',
    }}
  >
    <Typography variant="caption" color="text.secondary" component="p">
      <strong data-testid="thread-author">{author}</strong> · {new Date(at).toLocaleString()}
    </Typography>
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="thread-text">
      {text}
    </Typography>
    <Files files={files} />
  </Box>
);

/** The thread of one ticket, oldest first, with its status and priority selectors, Close or Reopen, and the reply box. */
/** What Close and Reopen say on success and on failure. */
const TOGGLE_MESSAGES = {
  close: [ADMIN_MESSAGES.ticketClosed, ADMIN_MESSAGES.closeTicketFailed],
  reopen: [ADMIN_MESSAGES.ticketReopened, ADMIN_MESSAGES.reopenTicketFailed],
} as const;

/** Close on an open ticket, Reopen on a closed one. */
function CloseOrReopen({ closed, busy, onClick }: { closed: boolean; busy: boolean; onClick: (action: 'close' | 'reopen') => void }) {
  const action = closed ? 'reopen' : 'close';
  return (
    <Button variant="outlined" disabled={busy} onClick={() => onClick(action)} data-testid={`thread-${action}`}>
      {closed ? 'Reopen' : 'Close'}
    </Button>
  );
}

export const TicketThread = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refreshList = useRefresh();
  const [ticket, setTicket] = useState<AdminTicketDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [replyError, setReplyError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await dataProvider.getOne('tickets', { id });
      setTicket(data as unknown as AdminTicketDetail);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorMessage(error, ADMIN_MESSAGES.loadTicketFailed));
    }
  }, [dataProvider, id]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (run: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await run();
      notify(success, { type: 'success' });
      await load();
      refreshList();
    } catch (error) {
      notify(errorMessage(error, failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const update = (data: { status?: TicketStatus; priority?: TicketPriority }) =>
    change(() => dataProvider.update('tickets', { id, data, previousData: ticket as never }), ADMIN_MESSAGES.ticketUpdated, ADMIN_MESSAGES.updateTicketFailed);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setReplyError(SUPPORT_MESSAGES.replyRequired);
    if (files.length > TICKET_ATTACHMENT_UPLOAD.maxFiles) return setReplyError(SUPPORT_MESSAGES.tooManyAttachments);
    setReplyError(null);
    await change(
      async () => {
        await dataProvider.replyToTicket(id, reply, files);
        setReply('');
        setFiles([]);
        setPickerKey((k) => k + 1);
      },
      REPLY_SENT,
      ADMIN_MESSAGES.sendReplyFailed,
    );
  };

  const artist = ticket?.user?.name || ticket?.user?.email || 'Artist';
  const archived = ticket?.status === 'archived';

  return (
    <SidePanel title={ticket ? `Ticket #${ticket.number}` : 'Ticket'} testId="ticket-thread" onClose={onClose} width={{ xs: '100vw', sm: 560 }}>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {ticket && (
        <Stack spacing={2}>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="thread-subject">
              {ticket.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {artist}
              {ticket.user?.email ? ` · ${ticket.user.email}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip status={ticket.status} />
              <PriorityChip priority={ticket.priority} />
              {ticket.waiting_since && <Typography variant="caption">Waiting {formatWait(ticket.waiting_seconds)}</Typography>}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <TextField
              select
              size="small"
              label="Status"
              value={ticket.status}
              disabled={busy}
              onChange={(e) => void update({ status: e.target.value as TicketStatus })}
              sx={{ minWidth: 150 }}
              slotProps={{ select: { inputProps: { 'data-testid': 'thread-status-select' } } }}
            >
              {TICKET_STATUS_CHOICES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Priority"
              value={ticket.priority}
              disabled={busy}
              onChange={(e) => void update({ priority: e.target.value as TicketPriority })}
              sx={{ minWidth: 130 }}
            >
              {TICKET_PRIORITY_CHOICES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            {!archived && <CloseOrReopen closed={ticket.status === 'closed'} busy={busy} onClick={(action) => void change(() => dataProvider.ticketAction(id, action), TOGGLE_MESSAGES[action][0], TOGGLE_MESSAGES[action][1])} />}
          </Stack>
          <Stack spacing={1.5} data-testid="thread-messages">
            <Message author={artist} support={false} text={ticket.message} at={ticket.created_at} files={ticket.attachments} />
            {ticket.replies.map((r) => (
              <Message
                key={r.reply_id}
                author={r.is_admin ? 'Support' : r.user?.name || artist}
                support={r.is_admin}
                text={r.message}
                at={r.created_at}
                files={r.attachments}
              />
            ))}
          </Stack>
          {archived ? (
            <Alert severity="info">{SUPPORT_MESSAGES.archived}</Alert>
          ) : (
            <Box component="form" noValidate onSubmit={send} data-testid="thread-reply-form">
              <TextField
                label="Reply"
                multiline
                minRows={3}
                fullWidth
                value={reply}
                onChange={(e) => setReply(e.target.value)}
                error={Boolean(replyError)}
                helperText={replyError ?? undefined}
                slotProps={{ htmlInput: { 'data-testid': 'thread-reply' } }}
              />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap' }}>
                <input
                  key={pickerKey}
                  type="file"
                  multiple
                  aria-label="Attachments"
                  accept=".png,.jpg,.jpeg,.pdf"
                  onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
                  data-testid="thread-files"
                />
                <Button type="submit" variant="contained" disabled={busy} data-testid="thread-send">
                  Send reply
                </Button>
              </Box>
            </Box>
          )}
        </Stack>
      )}
    </SidePanel>
  );
};
