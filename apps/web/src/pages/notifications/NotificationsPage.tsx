import { ACCOUNT_MESSAGES, KYC_MESSAGES, type NotificationResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { announceUnreadCount, fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import './notifications.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; items: NotificationResponse[]; unread: number };

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Only paths inside the app are followed: a notification never sends anyone off-site. */
function inAppPath(url: string | null | undefined): string | null {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : null;
}

function NotificationItem({ item, onMarkRead }: { readonly item: NotificationResponse; readonly onMarkRead: (item: NotificationResponse) => void }) {
  const { t, i18n } = useTranslation();
  const unread = item.read_at === null;
  const link = inAppPath(item.data?.url);
  return (
    <li className={`notification${unread ? ' is-unread' : ''}`} data-testid={`notification-${item.id}`} data-unread={unread}>
      <div className="notification__body">
        <p className="notification__title" data-testid="notification-title">
          {unread && <span className="notification__dot" aria-hidden="true" />}
          {item.data?.title}
          {unread && <span className="visually-hidden"> ({t('notifications.unreadLabel')})</span>}
        </p>
        {/* Text as written, line breaks kept; never HTML. */}
        <p className="notification__message" data-testid="notification-message">
          {item.data?.message}
        </p>
        <time className="notification__time" dateTime={item.created_at} data-testid="notification-time">
          {formatTime(item.created_at, i18n.resolvedLanguage ?? 'en')}
        </time>
        {item.account && (
          <span className="notification__account" data-testid="notification-account">
            {t('notifications.inAccount', { account: item.account.name })}
          </span>
        )}
      </div>
      <div className="notification__actions">
        {link && (
          <Link to={link} className="btn btn--ghost btn--sm" data-testid="notification-open">
            {t('notifications.open')}
          </Link>
        )}
        {unread && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onMarkRead(item)} data-testid="notification-mark-read">
            {t('notifications.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}

/** /account/notifications: the recent 50, newest first, with the unread count (spec 001). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [actionError, setActionError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    fetchNotifications(controller.signal).then(
      (body) => {
        const items = Array.isArray(body?.items) ? body.items : [];
        const unread = typeof body?.unread === 'number' ? body.unread : items.filter((i) => i.read_at === null).length;
        setLoad({ kind: 'loaded', items, unread });
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, ACCOUNT_MESSAGES.loadNotificationsFailed) });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  // The bell follows every change of the count made here, without waiting for its next poll.
  const unreadNow = load.kind === 'loaded' ? load.unread : null;
  useEffect(() => {
    if (unreadNow !== null) announceUnreadCount(unreadNow);
  }, [unreadNow]);

  /** Optimistic: shown read at once; on failure the item and the count come back as they were. */
  const markRead = (item: NotificationResponse) => {
    if (load.kind !== 'loaded') return;
    setActionError(null);
    const readAt = new Date().toISOString();
    const update = (read: boolean) =>
      setLoad((current) => {
        if (current.kind !== 'loaded') return current;
        const was = current.items.find((i) => i.id === item.id);
        if (!was || (was.read_at === null) === !read) return current;
        const unread = Math.max(0, current.unread + (read ? -1 : 1));
        return { ...current, unread, items: current.items.map((i) => (i.id === item.id ? { ...i, read_at: read ? readAt : null } : i)) };
      });
    update(true);
    markNotificationRead(item.id).then(
      (body) => {
        if (typeof body?.unread === 'number') {
          const unread = body.unread;
          setLoad((current) => (current.kind === 'loaded' ? { ...current, unread } : current));
        }
      },
      (error: unknown) => {
        update(false);
        setActionError(errorText(error, KYC_MESSAGES.updateFailed));
      },
    );
  };

  /** Optimistic too; on failure the list is loaded again from the server. */
  const markAllRead = () => {
    if (load.kind !== 'loaded') return;
    setActionError(null);
    const readAt = new Date().toISOString();
    setLoad({ ...load, unread: 0, items: load.items.map((i) => (i.read_at === null ? { ...i, read_at: readAt } : i)) });
    markAllNotificationsRead().then(
      () => undefined,
      () => reload(),
    );
  };

  return (
    <section className="page notifications" data-testid="notifications-page">
      <header className="page__header notifications__header">
        <div>
          <h1 className="page__title" data-testid="page-title">
            {t('pages.notifications')}
          </h1>
          {load.kind === 'loaded' && (
            <p className="page__subtitle" data-testid="notifications-unread">
              {t('notifications.unreadCount', { count: load.unread })}
            </p>
          )}
        </div>
        {load.kind === 'loaded' && load.unread > 0 && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={markAllRead} data-testid="notifications-mark-all">
            {t('notifications.markAllRead')}
          </button>
        )}
      </header>
      {actionError && (
        <Alert tone="error" testId="notifications-action-error">
          {m(actionError)}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <p className="loading-text" role="status" data-testid="notifications-loading">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="notifications-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.items.length === 0 && (
        <p className="empty-state" data-testid="notifications-empty">
          {m(ACCOUNT_MESSAGES.noNotifications)}
        </p>
      )}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <ul className="notification-list" data-testid="notifications-list">
          {load.items.map((item) => (
            <NotificationItem key={item.id} item={item} onMarkRead={markRead} />
          ))}
        </ul>
      )}
    </section>
  );
}
