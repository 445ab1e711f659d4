import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import { CHAT_LIMITS, CHAT_MESSAGES, SUPPORT_MESSAGES, type AdminChatDetail, type AdminChatSummary, type ChatEvent, type ChatMessageResponse, type TicketAttachmentResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useBasename, useDataProvider } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { ChatStatusChip } from './ChatList';
import { chatCalls, compareIds, newClientId, ticketListPath } from './chat-calls';
import { noticeText } from './chat-notice';
import { useStaffStream, type StreamState } from './chat-stream';
import { fill, useChatTexts, type ChatTexts } from './chat-texts';

/** Staff typing signals go at most once per this many ms. */
export const TYPING_THROTTLE_MS = 3_000;
/** The artist's typing indicator fades after this long without news. */
export const TYPING_SHOWN_MS = 5_000;

interface Pending {
  client_id: string;
  body: string;
  files: File[];
  failed: boolean;
}

export function mergeMessages(list: readonly ChatMessageResponse[], incoming: readonly ChatMessageResponse[]): ChatMessageResponse[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

const newestId = (messages: readonly ChatMessageResponse[]): string | null => messages.at(-1)?.id ?? null;

const Files = ({ files }: { files: readonly TicketAttachmentResponse[] }) =>
  files.length === 0 ? null : (
    <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      {files.map((f) => (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="admin-chat-attachment">
          {f.name}
        </Link>
      ))}
    </Stack>
  );

/** One message as text (line breaks kept, never HTML): the artist's on the left, staff's on the right, notices centred. */
const Message = ({ message, artist, texts }: { message: ChatMessageResponse; artist: string; texts: ChatTexts }) => {
  if (message.from === 'system')
    return (
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center', textAlign: 'center' }} data-testid="admin-chat-message" data-from="system">
        {noticeText(texts, message)}
      </Typography>
    );
  const staff = message.from === 'staff';
  return (
    <Box
      data-testid="admin-chat-message"
      data-from={message.from}
      sx={{
        alignSelf: staff ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        p: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: staff ? 'primary.light' : 'divider',
        bgcolor: staff ? 'action.hover' : 'background.paper',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        <strong data-testid="admin-chat-author">{staff ? message.author_name || texts.view.support : message.author_name || artist}</strong> · {formatDateTime(message.created_at)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="admin-chat-text">
        {message.body}
      </Typography>
      <Files files={message.attachments} />
    </Box>
  );
};

/** /admin/chats/:id/show: the transcript live, the artist typing, the composer, End chat, and the ticket once it is one. */
export const ChatShow = () => {
  const texts = useChatTexts();
  const basename = useBasename();
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useDataProvider();
  const [chat, setChat] = useState<AdminChatDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [typing, setTyping] = useState(false);
  const [stream, setStream] = useState<StreamState>('connecting');
  const lastTyping = useRef(0);
  const readUpTo = useRef<string | null>(null);
  const chatRef = useRef<AdminChatDetail | null>(null);
  chatRef.current = chat;

  const load = useCallback(async () => {
    try {
      const { data } = await dataProvider.getOne('chats', { id });
      const detail = data as unknown as AdminChatDetail;
      // Messages that came live meanwhile are kept.
      setChat((current) => ({ ...detail, messages: mergeMessages(current?.messages ?? [], detail.messages) }));
      setLoadError(null);
    } catch (e) {
      setLoadError(errorMessage(e, texts.view.loadFailed));
    }
  }, [dataProvider, id, texts.view.loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'message' && event.message.chat_id === chatRef.current?.chat_id) {
        const message = event.message;
        setChat((current) => (current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current));
        if (message.client_id) setPending((list) => list.filter((p) => p.client_id !== message.client_id));
        if (message.from === 'artist') setTyping(false);
      } else if (event.type === 'typing' && event.from === 'artist' && event.chat_id === chatRef.current?.chat_id) {
        setTyping(true);
      } else if (event.type === 'chat') {
        const incoming = event.chat as AdminChatSummary;
        if (incoming.id === id || incoming.chat_id === chatRef.current?.chat_id) setChat((current) => (current ? { ...current, ...incoming, messages: current.messages } : current));
      }
    },
    [id],
  );
  useStaffStream(onEvent, setStream, () => newestId(chatRef.current?.messages ?? []));

  useEffect(() => {
    if (!typing) return undefined;
    const timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  // The transcript on screen is read; the artist's unread messages count down for the other staff.
  const newest = chat ? newestId(chat.messages) : null;
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!visible || !newest || (readUpTo.current !== null && compareIds(readUpTo.current, newest) >= 0)) return;
    readUpTo.current = newest;
    chatCalls.read(id, newest).catch(() => undefined);
  }, [id, newest, visible]);

  const deliver = async (item: Pending) => {
    setPending((list) => [...list.filter((p) => p.client_id !== item.client_id), { ...item, failed: false }]);
    try {
      const message = await chatCalls.send(id, item.body, item.client_id, item.files);
      setPending((list) => list.filter((p) => p.client_id !== item.client_id));
      setChat((current) => (current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current));
      // The first answer makes it active; one to an absent artist makes it a ticket: read it again.
      if (chatRef.current?.status !== 'active') void load();
    } catch (e) {
      const status = (e as { status?: number }).status ?? 0;
      if (status >= 400 && status < 500) {
        setPending((list) => list.filter((p) => p.client_id !== item.client_id));
        setError(errorMessage(e, texts.view.sendFailed));
        setBody((current) => (current === '' ? item.body : current));
      } else setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, failed: true } : p)));
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (body.trim() === '') return setError(CHAT_MESSAGES.bodyRequired);
    if (body.length > CHAT_LIMITS.bodyMax) return setError(CHAT_MESSAGES.bodyTooLong);
    if (files.length > CHAT_LIMITS.maxFiles) return setError(SUPPORT_MESSAGES.tooManyAttachments);
    setError(null);
    const item = { client_id: newClientId(), body, files, failed: false };
    setBody('');
    setFiles([]);
    setPickerKey((k) => k + 1);
    void deliver(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onType = (value: string) => {
    setBody(value);
    if (value === '' || !chat || chat.status === 'ended') return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    chatCalls.typing(id).catch(() => undefined);
  };

  const end = async () => {
    setBusy(true);
    try {
      const detail = await chatCalls.end(id);
      setChat((current) => ({ ...detail, messages: mergeMessages(current?.messages ?? [], detail.messages ?? []) }));
    } catch (e) {
      setError(errorMessage(e, texts.view.endFailed));
    } finally {
      setBusy(false);
    }
  };

  const artist = chat?.user?.name || chat?.user?.email || texts.view.artist;
  const left = CHAT_LIMITS.bodyMax - body.length;

  return (
    <Box sx={{ mt: 2, maxWidth: 880 }} data-testid="admin-chat-view">
      <Button component={RouterLink} to={`${basename}/chats`} size="small" sx={{ mb: 1 }} data-testid="admin-chat-back">
        {texts.view.back}
      </Button>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {chat && (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Typography variant="h6" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }} data-testid="admin-chat-title">
                {fill(texts.view.title, { name: artist })}
              </Typography>
              <ChatStatusChip status={chat.status} texts={texts} />
              {chat.ticket_number !== null && (
                <Link component={RouterLink} to={`${basename}${ticketListPath(chat.ticket_number)}`} data-testid="admin-chat-ticket">
                  {fill(texts.view.ticket, { n: chat.ticket_number })}
                </Link>
              )}
              {chat.status !== 'ended' && (
                <Button variant="outlined" color="warning" size="small" disabled={busy} onClick={() => void end()} data-testid="admin-chat-end">
                  {texts.view.end}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 1 }}>
              {chat.user?.email ?? ''}
              {chat.status !== 'ended' && (
                <Chip
                  size="small"
                  sx={{ ml: chat.user?.email ? 1 : 0 }}
                  variant="outlined"
                  color={chat.artist_online ? 'success' : 'default'}
                  label={chat.artist_online ? texts.view.artistConnected : texts.view.artistAway}
                  data-testid="admin-chat-artist-online"
                />
              )}
            </Typography>
            {stream === 'retrying' && (
              <Alert severity="warning" sx={{ mb: 1 }} data-testid="admin-chat-reconnecting">
                {texts.view.reconnecting}
              </Alert>
            )}
            <Stack spacing={1.25} sx={{ py: 1, maxHeight: '55vh', overflowY: 'auto' }} data-testid="admin-chat-messages">
              {chat.messages.map((message) => (
                <Message key={message.id} message={message} artist={artist} texts={texts} />
              ))}
              {pending.map((item) => (
                <Box key={item.client_id} sx={{ alignSelf: 'flex-end', maxWidth: '80%', p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider', opacity: 0.75 }} data-testid="admin-chat-pending">
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {item.body}
                  </Typography>
                  {item.failed ? (
                    <Typography variant="caption" color="error">
                      {texts.view.notSent}{' '}
                      <Button size="small" onClick={() => void deliver(item)} data-testid="admin-chat-retry">
                        {texts.view.retry}
                      </Button>
                    </Typography>
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      {texts.view.sending}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: 20, fontStyle: 'italic' }} aria-live="polite">
              {typing && <span data-testid="admin-chat-typing">{chat.user?.name ? fill(texts.view.typing, { name: chat.user.name }) : texts.view.artistTyping}</span>}
            </Typography>
            {chat.status === 'ended' && (
              <Alert severity="info" sx={{ mb: 1 }} data-testid="admin-chat-ended">
                {texts.view.ended}
              </Alert>
            )}
            <Box component="form" noValidate onSubmit={submit} data-testid="admin-chat-form">
              <TextField
                label={texts.view.message}
                multiline
                minRows={2}
                fullWidth
                value={body}
                onChange={(e) => onType(e.target.value)}
                onKeyDown={onKeyDown}
                error={Boolean(error) || left < 0}
                helperText={error ?? (left <= 200 ? fill(texts.view.charactersLeft, { n: left }) : texts.view.hint)}
                slotProps={{ htmlInput: { 'data-testid': 'admin-chat-input' }, formHelperText: { 'data-testid': error ? 'admin-chat-error' : undefined } as object }}
              />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', mt: 1, flexWrap: 'wrap' }}>
                <Button component="label" size="small" variant="text">
                  {files.length > 0 ? fill(texts.view.files, { n: files.length }) : texts.view.attach}
                  <input
                    key={pickerKey}
                    hidden
                    type="file"
                    multiple
                    accept=".png,.jpg,.jpeg,.pdf"
                    onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
                    data-testid="admin-chat-files"
                  />
                </Button>
                <Button type="submit" variant="contained" data-testid="admin-chat-send">
                  {texts.view.send}
                </Button>
              </Box>
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
