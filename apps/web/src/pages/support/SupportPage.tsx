import {
  DEFAULT_TICKET_PRIORITY,
  SUPPORT_MESSAGES,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  type TicketAttachmentResponse,
  type TicketPriority,
  type TicketResponse,
} from '@soundpost/contracts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { createTicket, fetchTickets, replyToTicket } from '../../api/support';
import { Alert, Field } from '../../components/forms';
import { keysByText, useAreaMessage } from '../../i18n/messages';
import { attachmentsError } from './attachment-rules';
import './support.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; tickets: TicketResponse[] };
type Notice = { tone: 'error' | 'success'; text: string } | null;

const SUPPORT_KEYS = keysByText('tickets.msg', { support: SUPPORT_MESSAGES });
const supportKey = (text: string) => SUPPORT_KEYS.get(text);

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Files chosen in a file input; cleared by bumping `key`. */
function FilePicker({ id, files, onChange, testId }: { readonly id: string; readonly files: readonly File[]; readonly onChange: (files: File[]) => void; readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="support-files">
      <input
        id={id}
        type="file"
        multiple
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        className="support-files__input"
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        data-testid={testId}
      />
      {files.length > 0 && <p className="field__hint">{t('tickets.filesChosen', { n: files.length })}</p>}
    </div>
  );
}

function Attachments({ files }: { readonly files: readonly TicketAttachmentResponse[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="support-attachments" aria-label={t('tickets.attachments')}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener noreferrer" data-testid="ticket-attachment">
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One message of a thread: the artist's own on the left as You, support's on the right as Support. Text only, never HTML. */
function ThreadMessage({ mine, text, at, files, testId }: { readonly mine: boolean; readonly text: string; readonly at: string; readonly files: readonly TicketAttachmentResponse[]; readonly testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`support-message ${mine ? 'support-message--mine' : 'support-message--support'}`} data-testid={testId}>
      <p className="support-message__meta">
        <strong data-testid="message-author">{mine ? t('tickets.you') : t('tickets.supportLabel')}</strong>{' '}
        <time dateTime={at}>{formatTime(at, i18n.resolvedLanguage ?? 'en')}</time>
      </p>
      <p className="support-message__text" data-testid="message-text">
        {text}
      </p>
      <Attachments files={files} />
    </li>
  );
}

/** `focused`: the ticket a notification leads to (`?ticket=<id>`), shown open and scrolled into view. */
function TicketItem({ ticket, focused, onReplied }: { readonly ticket: TicketResponse; readonly focused: boolean; readonly onReplied: () => void }) {
  const { t, i18n } = useTranslation();
  const m = useAreaMessage(supportKey);
  const [open, setOpen] = useState(focused);
  const [reply, setReply] = useState('');
  const item = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    item.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const threadId = `ticket-thread-${ticket.ticket_id}`;
  const readOnly = ticket.status === 'archived';

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = reply.trim();
    const problem = message === '' ? SUPPORT_MESSAGES.replyRequired : message.length > TICKET_LIMITS.messageMax ? SUPPORT_MESSAGES.messageTooLong : attachmentsError(files);
    if (problem) return setError(problem);
    setSending(true);
    setError(null);
    try {
      await replyToTicket(ticket.ticket_id, reply, files, i18n.resolvedLanguage ?? 'en');
      setReply('');
      setFiles([]);
      setPickerKey((k) => k + 1);
      onReplied();
    } catch (e) {
      setError(errorText(e, SUPPORT_MESSAGES.replyFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <li ref={item} className="support-ticket card" data-testid={`ticket-${ticket.ticket_id}`}>
      <div className="support-ticket__summary">
        <div className="support-ticket__title">
          <span className="support-ticket__number">#{ticket.number}</span> <span data-testid="ticket-subject">{ticket.subject}</span>
        </div>
        <span className={`status-badge status-badge--ticket-${ticket.status}`} data-testid="ticket-status">
          {t(`tickets.status.${ticket.status}`)}
        </span>
        <span className="support-ticket__priority" data-testid="ticket-priority">
          {t(`tickets.priority.${ticket.priority}`)}
        </span>
        <time className="support-ticket__date" dateTime={ticket.created_at}>
          {formatTime(ticket.created_at, i18n.resolvedLanguage ?? 'en')}
        </time>
        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={open} aria-controls={threadId} onClick={() => setOpen(!open)} data-testid="ticket-toggle">
          {open ? t('tickets.hideConversation') : t('tickets.showConversation', { n: ticket.replies.length + 1 })}
        </button>
      </div>
      {open && (
        <div id={threadId} className="support-ticket__thread">
          <ol className="support-thread" data-testid="ticket-thread">
            <ThreadMessage mine text={ticket.message} at={ticket.created_at} files={ticket.attachments} testId="thread-first" />
            {ticket.replies.map((r) => (
              <ThreadMessage
                key={r.reply_id}
                mine={!r.is_admin && r.user_id === ticket.user_id}
                text={r.message}
                at={r.created_at}
                files={r.attachments}
                testId="thread-reply"
              />
            ))}
          </ol>
          {readOnly ? (
            <p className="field__hint" data-testid="ticket-archived">
              {m(SUPPORT_MESSAGES.archived)}
            </p>
          ) : (
            <form className="support-reply" onSubmit={send} noValidate data-testid="reply-form">
              <Field id={`${id}-reply`} label={t('tickets.replyLabel')} error={error ? m(error) : undefined} errorTestId="reply-error">
                <textarea id={`${id}-reply`} className="input support-textarea" rows={3} value={reply} onChange={(e) => setReply(e.target.value)} data-testid="reply-message" />
              </Field>
              <Field id={`${id}-files`} label={t('tickets.attachFiles')} hint={t('tickets.filesHint')} optional>
                <FilePicker key={pickerKey} id={`${id}-files`} files={files} onChange={setFiles} testId="reply-files" />
              </Field>
              <button type="submit" className="btn btn--primary btn--sm" disabled={sending} data-testid="reply-send">
                {sending ? t('tickets.sending') : t('tickets.send')}
              </button>
            </form>
          )}
        </div>
      )}
    </li>
  );
}

/** /artist/support: create a ticket, and My Tickets (newest first) with their conversations and a reply box. */
export function SupportPage() {
  const { t, i18n } = useTranslation();
  const m = useAreaMessage(supportKey);
  const [searchParams] = useSearchParams();
  const focus = searchParams.get('ticket');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [subject, setSubject] = useState('');
  const [priority, setPriority] = useState<TicketPriority>(DEFAULT_TICKET_PRIORITY);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoad((l) => (l.kind === 'loaded' ? l : { kind: 'loading' }));
    fetchTickets(current.signal).then(
      (tickets) => setLoad({ kind: 'loaded', tickets }),
      (error: unknown) => {
        if (isAbortError(error) || current.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, SUPPORT_MESSAGES.loadFailed) });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => controller.current?.abort();
  }, [reload]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      subject.trim() === '' || message.trim() === ''
        ? SUPPORT_MESSAGES.subjectAndMessageRequired
        : subject.trim().length > TICKET_LIMITS.subjectMax
          ? SUPPORT_MESSAGES.subjectTooLong
          : message.trim().length > TICKET_LIMITS.messageMax
            ? SUPPORT_MESSAGES.messageTooLong
            : attachmentsError(files);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setCreating(true);
    setNotice(null);
    try {
      await createTicket({ subject, message, priority }, files, i18n.resolvedLanguage ?? 'en');
      setSubject('');
      setMessage('');
      setPriority(DEFAULT_TICKET_PRIORITY);
      setFiles([]);
      setPickerKey((k) => k + 1);
      setNotice({ tone: 'success', text: SUPPORT_MESSAGES.created });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, SUPPORT_MESSAGES.createFailed) });
    } finally {
      setCreating(false);
    }
  }

  return (
    <section className="page support" data-testid="support-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('tickets.title')}
        </h1>
        <p className="page__subtitle">{t('tickets.subtitle')}</p>
      </header>

      <form className="card support-form" onSubmit={submit} noValidate data-testid="ticket-form">
        <h2 className="support__heading">{t('tickets.newTicket')}</h2>
        <Field id="ticket-subject" label={t('tickets.subject')}>
          <input id="ticket-subject" className="input" value={subject} maxLength={TICKET_LIMITS.subjectMax + 50} onChange={(e) => setSubject(e.target.value)} data-testid="ticket-subject-input" />
        </Field>
        <Field id="ticket-priority" label={t('tickets.priorityLabel')}>
          <select id="ticket-priority" className="input" value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)} data-testid="ticket-priority-select">
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`tickets.priority.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="ticket-message" label={t('tickets.message')}>
          <textarea id="ticket-message" className="input support-textarea" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="ticket-message-input" />
        </Field>
        <Field id="ticket-files" label={t('tickets.attachFiles')} hint={t('tickets.filesHint')} optional>
          <FilePicker key={pickerKey} id="ticket-files" files={files} onChange={setFiles} testId="ticket-files" />
        </Field>
        {notice && (
          <Alert tone={notice.tone} testId={notice.tone === 'error' ? 'ticket-form-error' : 'ticket-form-success'}>
            {m(notice.text)}
          </Alert>
        )}
        <button type="submit" className="btn btn--primary" disabled={creating} data-testid="ticket-create">
          {creating ? t('tickets.sending') : t('tickets.create')}
        </button>
      </form>

      <div className="support__list-header">
        <h2 className="support__heading">{t('tickets.myTickets')}</h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={reload} data-testid="tickets-refresh">
          {t('tickets.refresh')}
        </button>
      </div>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status" data-testid="tickets-loading">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="tickets-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.tickets.length === 0 && (
        <p className="empty-state" data-testid="tickets-empty">
          {m(SUPPORT_MESSAGES.noTickets)}
        </p>
      )}
      {load.kind === 'loaded' && load.tickets.length > 0 && (
        <ul className="support-tickets" data-testid="tickets-list">
          {load.tickets.map((ticket) => (
            <TicketItem key={ticket.ticket_id} ticket={ticket} focused={ticket.ticket_id === focus} onReplied={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
