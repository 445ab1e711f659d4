import { Box, Chip, Link, Typography } from '@mui/material';
import { CHAT_STATUSES, type AdminChatSummary, type ChatDeskResponse, type ChatEvent, type ChatStatus } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FunctionField, SelectInput, useBasename, useRefresh, type RaRecord } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../common/date-time/date-time';
import { column, PersonCell } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { ChatDesk } from './ChatDesk';
import { chatCalls, ticketListPath } from './chat-calls';
import { useStaffStream } from './chat-stream';
import { useChatTexts, type ChatTexts } from './chat-texts';

/** Live changes refresh the list and the desk at most this often. */
export const LIVE_REFRESH_MS = 1_000;

const STATUS_COLORS: Record<ChatStatus, 'warning' | 'primary' | 'default'> = { waiting: 'warning', active: 'primary', ended: 'default' };

export const ChatStatusChip = ({ status, texts }: { status: unknown; texts: ChatTexts }) =>
  (CHAT_STATUSES as readonly unknown[]).includes(status) ? (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status as ChatStatus]} label={texts.statusChoices[status as ChatStatus]} data-testid="chat-status" />
  ) : null;

const summary = (record: RaRecord) => record as unknown as AdminChatSummary;

/** The desk's answer, read again whenever the live stream says something changed. */
function useDesk(): { desk: ChatDeskResponse | null; failed: boolean; reload: () => void } {
  const [desk, setDesk] = useState<ChatDeskResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    chatCalls.desk().then(
      (answer) => {
        setDesk(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(reload, [reload]);
  return { desk, failed, reload };
}

/** Chats: /admin/chats, waiting ones first, refreshed live from GET /admin/chats/events; a row opens the chat. */
export const ChatList = () => {
  const texts = useChatTexts();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const { desk, failed, reload } = useDesk();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'typing' || event.type === 'read') return;
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        refresh();
        reload();
      }, LIVE_REFRESH_MS);
    },
    [refresh, reload],
  );
  useStaffStream(onEvent);

  const statusChoices = CHAT_STATUSES.map((id) => ({ id, name: texts.statusChoices[id] }));
  const sorts = [
    { id: 'waiting', name: texts.sorts.waiting, order: 'ASC' },
    { id: 'recent', name: texts.sorts.recent, order: 'DESC' },
    { id: 'newest', name: texts.sorts.newest, order: 'DESC' },
  ] as const;

  return (
    <ResourceList
      resource="chats"
      title={texts.title}
      testId="chats"
      rowTestId="chat-row"
      sort={{ field: 'waiting', order: 'ASC' }}
      search={{ placeholder: texts.search, minWidth: 280 }}
      filters={[<SelectInput key="status" source="status" label={texts.status} choices={statusChoices} emptyText={texts.allStatuses} />]}
      sorts={{ choices: sorts, minWidth: 180 }}
      emptyText={texts.empty}
      errorText={texts.loadFailed}
      header={<ChatDesk desk={desk} failed={failed} />}
      onRowClick={(id) => navigate(`${basename}/chats/${encodeURIComponent(String(id))}/show`)}
    >
      <FunctionField
        label={texts.columns.artist}
        sortable={false}
        render={(record: RaRecord) => {
          const user = summary(record).user;
          return user ? <PersonCell name={user.name} email={user.email} /> : '—';
        }}
      />
      <FunctionField label={texts.status} sortable={false} render={(record: RaRecord) => <ChatStatusChip status={record['status']} texts={texts} />} />
      <FunctionField
        label={texts.columns.waitingSince}
        sortable={false}
        {...column('secondary')}
        render={(record: RaRecord) => <span data-testid="chat-waiting-since">{summary(record).waiting_since ? formatDateTime(summary(record).waiting_since) : '—'}</span>}
      />
      <FunctionField
        label={texts.columns.lastMessage}
        sortable={false}
        render={(record: RaRecord) => (
          <Typography variant="body2" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} data-testid="chat-last-message">
            {summary(record).last_message ?? '—'}
          </Typography>
        )}
      />
      <FunctionField
        label={texts.columns.unread}
        sortable={false}
        render={(record: RaRecord) =>
          summary(record).unread > 0 ? <Chip size="small" color="error" label={summary(record).unread} data-testid="chat-row-unread" /> : <span>0</span>
        }
      />
      <FunctionField
        label={texts.columns.artistOnline}
        sortable={false}
        {...column('secondary')}
        render={(record: RaRecord) => (
          <Chip
            size="small"
            variant="outlined"
            color={summary(record).artist_online ? 'success' : 'default'}
            label={summary(record).artist_online ? texts.online : texts.offline}
            data-testid="chat-artist-online"
          />
        )}
      />
      <FunctionField
        label={texts.columns.ticket}
        sortable={false}
        {...column('secondary')}
        render={(record: RaRecord) => {
          const chat = summary(record);
          if (chat.ticket_number === null) return '—';
          return (
            <Box onClick={(e) => e.stopPropagation()}>
              <Link component={RouterLink} to={`${basename}${ticketListPath(chat.ticket_number)}`} data-testid="chat-ticket-link">
                #{chat.ticket_number}
              </Link>
            </Box>
          );
        }}
      />
    </ResourceList>
  );
};
