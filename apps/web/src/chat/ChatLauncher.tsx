import type { ArtistChatResponse } from '@soundpost/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { fetchChat } from './chat-api';
import './chat-launcher.css';

// The panel, the stream reader and the SSE parser are their own chunk, fetched on the first open.
const ChatPanel = lazy(() => import('./ChatPanel'));

export function unreadBadge(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 9 ? '9+' : String(Math.floor(unread));
}

/**
 * The chat button on every artist page. Closed, it asks GET /artist/chat once per page load for the badge (no
 * polling); an open chat (waiting or active) brings the panel in hidden, so its stream keeps the artist
 * connected and the badge live.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { artistToken } = useSession();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [unread, setUnread] = useState(0);
  const [initial, setInitial] = useState<ArtistChatResponse | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!artistToken) return undefined;
    const controller = new AbortController();
    fetchChat(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setUnread(answer.chat?.unread ?? 0);
        if (answer.chat && answer.chat.status !== 'ended') {
          setInitial(answer);
          setMounted(true);
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [artistToken]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  const badge = unreadBadge(unread);
  return (
    <div className="chat-dock">
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls="chat-panel"
        aria-label={badge ? t('chat.launcherUnread', { n: unread }) : t('chat.launcher')}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}
        data-testid="chat-launcher"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 5v2h10V8H7zm0 4v2h7v-2H7z"
          />
        </svg>
        {badge && (
          <span className="chat-launcher__badge" data-testid="chat-unread">
            {badge}
          </span>
        )}
      </button>
      {mounted && (
        <Suspense
          fallback={
            open ? (
              <div className="chat-panel chat-panel--loading" role="status" data-testid="chat-loading">
                {t('forms.loading')}
              </div>
            ) : null
          }
        >
          <ChatPanel open={open} onClose={close} onUnread={setUnread} initial={initial} />
        </Suspense>
      )}
    </div>
  );
}
