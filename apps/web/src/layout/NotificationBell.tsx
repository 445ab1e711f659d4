import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchUnreadCount, UNREAD_COUNT_EVENT } from '../api/notifications';
import { BellIcon } from '../components/Icons';
import { useSession } from '../session/use-session';

/** Spec 001 §9: every 60 s, three times slower while the tab is hidden. */
export const UNREAD_POLL_MS = 60_000;
export const UNREAD_POLL_HIDDEN_MS = 3 * UNREAD_POLL_MS;

export function unreadBadge(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 99 ? '99+' : String(Math.floor(unread));
}

/** A failed poll keeps the last count. */
export function useUnreadCount(artistToken: string | null): number {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    // Polled per artist token: no token (a wallet page opened logged out), no calls.
    if (!artistToken) {
      setUnread(0);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(poll, document.visibilityState === 'hidden' ? UNREAD_POLL_HIDDEN_MS : UNREAD_POLL_MS);
    };
    function poll() {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchUnreadCount(current.signal).then(
        (body) => {
          if (!stopped && !current.signal.aborted && typeof body?.unread === 'number') setUnread(body.unread);
        },
        () => undefined,
      );
      schedule();
    }
    // Back to the tab: the hidden interval gives way to the visible one, from now.
    const onVisibility = () => schedule();
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail === 'number') setUnread(detail);
    };

    poll();
    window.addEventListener('focus', poll);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(UNREAD_COUNT_EVENT, onAnnounce);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      window.removeEventListener('focus', poll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(UNREAD_COUNT_EVENT, onAnnounce);
    };
  }, [artistToken]);

  return unread;
}

export function NotificationBell() {
  const { t } = useTranslation();
  const { artistToken } = useSession();
  const unread = useUnreadCount(artistToken);
  const badge = unreadBadge(unread);
  return (
    <Link
      to="/account/notifications"
      className="icon-btn bell"
      aria-label={badge ? t('notifications.bellUnread', { count: unread }) : t('console.notifications')}
      data-testid="console-notifications"
    >
      <BellIcon />
      {badge && (
        <span className="bell__badge" data-testid="notifications-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
