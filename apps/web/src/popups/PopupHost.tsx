import { POPUP_FADE_MS, popupDismissedKey, type PopupType, type PublicPopupResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../constants';
import { loadPopupSanitizer, type PopupSanitizer } from './popup-html';
import { fetchPopups } from './popups-api';
import './popups.css';

interface ShownPopup extends PublicPopupResponse {
  readonly html: string;
}

function isDismissed(id: string): boolean {
  try {
    return window.sessionStorage.getItem(popupDismissedKey(id)) !== null;
  } catch {
    return false;
  }
}

function storeDismissal(id: string): void {
  try {
    window.sessionStorage.setItem(popupDismissedKey(id), '1');
  } catch {
    // Storage unavailable (private mode quota): it shows again on the next page load, nothing worse.
  }
}

function usePopupQueue(base: string) {
  const [queue, setQueue] = useState<ShownPopup[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const pending = (await fetchPopups(base, controller.signal)).filter((p) => !isDismissed(p.id));
      if (pending.length === 0 || controller.signal.aborted) return;
      let sanitize: PopupSanitizer;
      try {
        sanitize = await loadPopupSanitizer();
      } catch {
        // Without the sanitizer nothing is rendered: never show staff HTML unchecked.
        return;
      }
      const shown = pending.map((p) => ({ ...p, html: sanitize(p.message) }));
      if (controller.signal.aborted) return;
      setQueue(shown);
      setTotal(shown.length);
    })();
    return () => controller.abort();
  }, [base]);
  return { queue, setQueue, total };
}

function useBodyScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

function useRestoreFocus(open: boolean): void {
  const before = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = before.current;
      if (target && target.isConnected) target.focus();
    };
  }, [open]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function TypeIcon({ type }: { readonly type: PopupType }) {
  const common = { className: 'popup__icon', viewBox: '0 0 24 24', width: 28, height: 28, 'aria-hidden': true, focusable: false } as const;
  const ring = <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />;
  if (type === 'success')
    return (
      <svg {...common}>
        {ring}
        <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (type === 'warning')
    return (
      <svg {...common}>
        <path d="M12 3L2 20.5h20z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    );
  if (type === 'error')
    return (
      <svg {...common}>
        {ring}
        <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg {...common}>
      {ring}
      <path d="M12 11v6M12 7.3v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

interface PopupDialogProps {
  readonly popup: ShownPopup;
  readonly closing: boolean;
  readonly position: number;
  readonly total: number;
  readonly onClose: () => void;
}

function PopupDialog({ popup, closing, position, total, onClose }: PopupDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // Focus moves into each popup as it opens, so keyboard and screen-reader users start inside it.
  useEffect(() => {
    dialog.current?.focus();
  }, [popup.id]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Only the popup closes: a page modal underneath (listening on window) keeps its state.
        event.preventDefault();
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      // Keep Tab inside the dialog (aria-modal): wrap from the last control to the first and back.
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className={`popup-backdrop${closing ? ' popup-backdrop--closing' : ''}`} onClick={onBackdrop} data-testid="popup-backdrop">
      <div
        ref={dialog}
        className={`popup popup--${popup.type}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        tabIndex={-1}
        data-testid="popup"
        data-popup-id={popup.id}
        data-popup-type={popup.type}
      >
        <button type="button" className="popup__close" aria-label={t('popups.close')} onClick={onClose} data-testid="popup-close">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="popup__head">
          <TypeIcon type={popup.type} />
          <div>
            <p className="popup__kind">
              {t(`popups.types.${popup.type}`)}
              {total > 1 && <span className="popup__count"> · {t('popups.counter', { current: position, total })}</span>}
            </p>
            <h2 id={`${id}-title`} className="popup__title">
              {popup.title}
            </h2>
          </div>
        </div>
        {/* Sanitised twice: by the server on save and by the allowlist in popup-html.ts just above. */}
        <div id={`${id}-body`} className="popup__body" dangerouslySetInnerHTML={{ __html: popup.html }} data-testid="popup-body" />
        <div className="popup__actions">
          <button type="button" className="btn btn--primary" onClick={onClose} data-testid="popup-ok">
            {t('popups.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}

export interface PopupHostProps {
  readonly base?: string;
}

/** Mounted once in the shell; closing stores `popup_{id}_dismissed_session` and shows the next. */
export function PopupHost({ base = API_BASE }: PopupHostProps) {
  const { queue, setQueue, total } = usePopupQueue(base);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = queue[0];
  const open = current !== undefined;

  useBodyScrollLock(open);
  useRestoreFocus(open);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    if (!current || timer.current !== undefined) return;
    // Stored at once, so leaving the page during the fade still counts as dismissed.
    storeDismissal(current.id);
    setClosing(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setClosing(false);
      setQueue((q) => q.slice(1));
    }, POPUP_FADE_MS);
  }, [current, setQueue]);

  if (!current) return null;
  return createPortal(
    <PopupDialog key={current.id} popup={current} closing={closing} position={total - queue.length + 1} total={total} onClose={close} />,
    document.body,
  );
}
