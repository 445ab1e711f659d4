import type { LinkState, LinkTotals } from '@soundpost/contracts';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const STATE_TONES: Record<LinkState, string> = { live: 'success', presave: 'event-updated', waiting: 'warning', disabled: 'rejected' };

/** The page's state, and for a waiting page why nobody sees it yet. */
export function LinkStateBadge({ state, testId }: { readonly state: LinkState; readonly testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="link-state">
      <span className={`status-badge status-badge--${STATE_TONES[state]}`} data-testid={testId}>
        {t(`links.states.${state}`)}
      </span>
      {(state === 'waiting' || state === 'disabled') && <span className="link-state__note">{t(`links.stateNotes.${state}`)}</span>}
    </span>
  );
}

/** A click-through rate (0..1) as a whole-ish percentage in the reader's language; a dash without views. */
export function useCtrFormat(): (ctr: number | null) => string {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { style: 'percent', maximumFractionDigits: 1 });
  return (ctr) => (ctr === null ? '—' : percent.format(ctr));
}

export function LinkTotalsLine({ totals, testId }: { readonly totals: LinkTotals; readonly testId: string }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const ctr = useCtrFormat();
  return (
    <dl className="link-totals" data-testid={testId}>
      <div>
        <dt>{t('links.figures.views')}</dt>
        <dd data-testid={`${testId}-views`}>{n.format(totals.views)}</dd>
      </div>
      <div>
        <dt>{t('links.figures.clicks')}</dt>
        <dd data-testid={`${testId}-clicks`}>{n.format(totals.clicks)}</dd>
      </div>
      <div>
        <dt>{t('links.figures.ctr')}</dt>
        <dd data-testid={`${testId}-ctr`}>{ctr(totals.ctr)}</dd>
      </div>
    </dl>
  );
}

/** Copies `text`; says "Copied" for a moment, or that it could not (no clipboard outside a secure page). */
export function CopyButton({ text, label, testId }: { readonly text: string; readonly label: string; readonly testId: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), 2_000);
    return () => clearTimeout(timer);
  }, [done]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone('copied');
    } catch {
      setDone('failed');
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy()} aria-label={label} data-testid={testId}>
      <span aria-live="polite">{done === 'copied' ? t('links.copied') : done === 'failed' ? t('links.copyFailed') : t('links.copy')}</span>
    </button>
  );
}

/** An address that wraps after its slashes, dots and hyphens rather than inside a word (a phone is 390 px wide). */
export function BreakableUrl({ url }: { readonly url: string }) {
  const parts = url.split(/(?<=[/.?&=_-])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The public address with its copy and open buttons. */
export function PublicUrl({ url, testId }: { readonly url: string; readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="link-url">
      <code className="link-url__text" data-testid={`${testId}-url`}>
        <BreakableUrl url={url} />
      </code>
      <CopyButton text={url} label={t('links.copyUrl', { url })} testId={`${testId}-copy`} />
      <a className="btn btn--ghost btn--sm" href={url} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-open`}>
        {t('links.open')}
      </a>
    </div>
  );
}
