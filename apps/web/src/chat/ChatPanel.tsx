import { CHAT_LIMITS, type ArtistChatResponse, type ChatMessageResponse, type ChatOfficeResponse, type ChatResponse, type TicketAttachmentResponse } from '@soundpost/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhen, noticeText, useChatMessage } from './chat-messages';
import { messageProblem, useChat, type PendingMessage } from './use-chat';
import './chat-panel.css';

/** The counter shows from this many characters on. */
export const COUNTER_FROM = CHAT_LIMITS.bodyMax - 200;

export interface ChatPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The launcher's badge follows the panel's count. */
  readonly onUnread: (unread: number) => void;
  readonly initial?: ArtistChatResponse | null;
}

const ticketPath = (ticketId: string) => `/artist/support?ticket=${encodeURIComponent(ticketId)}`;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

function timeOf(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

function OfficeStatus({ office }: { readonly office: ChatOfficeResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  let text: string;
  let tone: string;
  if (!office.open) {
    const opensAt = formatWhen(office.opens_at, language);
    text = opensAt ? t('chat.office.closed', { opensAt }) : t('chat.office.closedNoTime');
    tone = 'closed';
  } else if (office.staff_online > 0) {
    text = t('chat.office.online');
    tone = 'online';
  } else {
    text = t('chat.office.nobody', { minutes: office.no_answer_minutes });
    tone = 'away';
  }
  return (
    <p className={`chat-office chat-office--${tone}`} data-testid="chat-office" data-state={tone}>
      <span className="chat-office__dot" aria-hidden="true" />
      <span>{text}</span>
      {office.hours && <span className="chat-office__hours">{t('chat.office.hours', { hours: office.hours })}</span>}
    </p>
  );
}

function ChatStatusLine({ chat }: { readonly chat: ChatResponse }) {
  const { t } = useTranslation();
  if (chat.status === 'waiting') return <p className="chat-status" data-testid="chat-status">{t('chat.status.waiting')}</p>;
  if (chat.status === 'active')
    return <p className="chat-status" data-testid="chat-status">{chat.staff_name ? t('chat.status.active', { name: chat.staff_name }) : t('chat.status.activeNoName')}</p>;
  return (
    <p className="chat-status chat-status--ended" data-testid="chat-status">
      {t('chat.status.ended')}{' '}
      {chat.ticket_id && chat.ticket_number !== null && (
        <Link to={ticketPath(chat.ticket_id)} data-testid="chat-ticket-link">
          {t('chat.openTicket', { number: chat.ticket_number })}
        </Link>
      )}
    </p>
  );
}

function Files({ files }: { readonly files: readonly TicketAttachmentResponse[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="chat-msg__files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener noreferrer" data-testid="chat-attachment">
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Message({ message, chat }: { readonly message: ChatMessageResponse; readonly chat: ChatResponse | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (message.from === 'system') {
    // The ticket link goes with the notice that names the chat's ticket.
    const linked = chat?.ticket_id && message.params?.['ticket_number'] !== undefined && message.params['ticket_number'] === String(chat.ticket_number);
    return (
      <li className="chat-msg chat-msg--notice" data-testid="chat-message" data-from="system" data-id={message.id}>
        <p className="chat-msg__text" data-testid="chat-message-text">
          {noticeText(t, message, language)}
        </p>
        {linked && chat?.ticket_id && (
          <Link to={ticketPath(chat.ticket_id)} className="chat-msg__ticket" data-testid="chat-notice-ticket">
            {t('chat.openTicket', { number: chat.ticket_number })}
          </Link>
        )}
      </li>
    );
  }
  const mine = message.from === 'artist';
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--staff'}`} data-testid="chat-message" data-from={message.from} data-id={message.id}>
      <p className="chat-msg__meta">
        <strong data-testid="chat-message-author">{mine ? t('chat.you') : message.author_name || t('chat.support')}</strong>{' '}
        <time dateTime={message.created_at}>{timeOf(message.created_at, language)}</time>
      </p>
      {/* Text, never HTML: React escapes it, and CSS keeps the line breaks. */}
      <p className="chat-msg__text" data-testid="chat-message-text">
        {message.body}
      </p>
      <Files files={message.attachments} />
    </li>
  );
}

function Pending({ pending, onRetry }: { readonly pending: PendingMessage; readonly onRetry: (clientId: string) => void }) {
  const { t } = useTranslation();
  return (
    <li className="chat-msg chat-msg--mine chat-msg--pending" data-testid="chat-pending" data-state={pending.state}>
      <p className="chat-msg__text">{pending.body}</p>
      {pending.state === 'sending' ? (
        <p className="chat-msg__meta">{t('chat.sending')}</p>
      ) : (
        <p className="chat-msg__meta chat-msg__meta--error">
          {t('chat.notSent')}{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onRetry(pending.client_id)} data-testid="chat-retry">
            {t('chat.retry')}
          </button>
        </p>
      )}
    </li>
  );
}

/** The live chat: office status, the thread, staff typing, and the composer. Loaded only once the launcher opens it. */
export default function ChatPanel({ open, onClose, onUnread, initial }: ChatPanelProps) {
  const { t } = useTranslation();
  const m = useChatMessage();
  const visible = usePageVisible();
  const { state, unread, send, retry, typing, end } = useChat({ initial, reading: open && visible });
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const thread = useRef<HTMLOListElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  useEffect(() => onUnread(unread), [unread, onUnread]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // The newest message in view.
  const count = state.messages.length + state.pending.length;
  useEffect(() => {
    const list = thread.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, open, state.typing, state.chat?.ticket_id]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = messageProblem(body, files);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const sending = { body, files };
    setBody('');
    setFiles([]);
    setPickerKey((k) => k + 1);
    const refusal = await send(sending.body, sending.files);
    if (refusal) {
      setError(refusal.text);
      // Back in the composer unless the artist has started another message meanwhile.
      setBody((current) => (current === '' ? refusal.body : current));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  async function onEnd() {
    setEnding(true);
    try {
      await end();
    } catch {
      setError(null);
    } finally {
      setEnding(false);
    }
  }

  const chat = state.chat;
  const live = chat !== null && chat.status !== 'ended';
  const left = CHAT_LIMITS.bodyMax - body.length;
  const typingName = state.typing;

  return (
    <section
      id="chat-panel"
      className="chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      data-testid="chat-panel"
    >
      <header className="chat-panel__header">
        <h2 className="chat-panel__title" id={titleId}>
          {t('chat.title')}
        </h2>
        {live && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void onEnd()} disabled={ending} data-testid="chat-end">
            {t('chat.end')}
          </button>
        )}
        <button type="button" className="icon-btn chat-panel__close" aria-label={t('chat.close')} onClick={onClose} data-testid="chat-close">
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {state.office && <OfficeStatus office={state.office} />}
      {chat && <ChatStatusLine chat={chat} />}
      {state.stream === 'retrying' && (
        <p className="chat-connection" role="status" data-testid="chat-reconnecting">
          {t('chat.reconnecting')}
        </p>
      )}
      {state.load === 'error' && (
        <p className="alert alert--error" role="alert" data-testid="chat-load-error">
          {t('chat.loadFailed')}
        </p>
      )}
      <ol className="chat-thread" ref={thread} aria-live="polite" aria-label={t('chat.threadLabel')} data-testid="chat-thread">
        {state.load === 'loaded' && state.messages.length === 0 && state.pending.length === 0 && (
          <li className="chat-thread__empty" data-testid="chat-empty">
            {t('chat.empty')}
          </li>
        )}
        {state.messages.map((message) => (
          <Message key={message.id} message={message} chat={chat} />
        ))}
        {state.pending.map((pending) => (
          <Pending key={pending.client_id} pending={pending} onRetry={(clientId) => void retry(clientId)} />
        ))}
      </ol>
      <p className="chat-typing" aria-live="polite" data-testid={typingName !== null ? 'chat-typing' : undefined}>
        {typingName !== null && (typingName ? t('chat.typing', { name: typingName }) : t('chat.typingNoName'))}
      </p>
      <form className="chat-composer" onSubmit={(e) => void submit(e)} noValidate data-testid="chat-form">
        {error && (
          <p className="chat-composer__error" role="alert" data-testid="chat-error">
            {m(error)}
          </p>
        )}
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {t('chat.inputLabel')}
        </label>
        <textarea
          id={`${id}-input`}
          ref={input}
          className="input chat-composer__input"
          rows={2}
          value={body}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setBody(e.target.value);
            if (e.target.value !== '') typing();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <div className="chat-composer__row">
          <span id={`${id}-hint`} className="chat-composer__hint">
            {left <= CHAT_LIMITS.bodyMax - COUNTER_FROM ? (
              <span className={left < 0 ? 'chat-composer__count is-over' : 'chat-composer__count'} data-testid="chat-counter">
                {t('chat.charactersLeft', { n: left })}
              </span>
            ) : (
              t('chat.hint')
            )}
          </span>
          <label className="btn btn--ghost btn--sm chat-composer__attach">
            {files.length > 0 ? t('chat.filesChosen', { n: files.length }) : t('chat.attach')}
            <input
              key={pickerKey}
              type="file"
              multiple
              className="visually-hidden"
              accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              data-testid="chat-files"
            />
          </label>
          <button type="submit" className="btn btn--primary btn--sm" data-testid="chat-send">
            {t('chat.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
