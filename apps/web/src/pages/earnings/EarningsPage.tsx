import {
  formatMoney,
  ROYALTY_GROUP_BYS,
  type RoyaltyGroupBy,
  type RoyaltyInvitationResponse,
  type RoyaltyStatementPage,
  type RoyaltySummaryResponse,
} from '@soundpost/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { acceptSplitInvitation, downloadEarningsCsv, fetchEarningsLines, fetchEarningsSummary, fetchSplitInvitations, type EarningsRange } from '../../api/royalties';
import { Alert } from '../../components/forms';
import { StreamedVsPaid } from './StreamedVsPaid';
import './earnings.css';

// The chart (and chart.js with it) loads only once there is something to draw.
const EarningsChart = lazy(() => import('./EarningsChart').then((m) => ({ default: m.EarningsChart })));

/** `<input type="month">` gives YYYY-MM; the API takes the same. */
function MonthInput({ id, label, value, onChange }: { readonly id: string; readonly label: string; readonly value: string; readonly onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="month" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id} />
    </div>
  );
}

function Invitations({ onAccepted }: { readonly onAccepted: () => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<RoyaltyInvitationResponse[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback((signal?: AbortSignal) => {
    fetchSplitInvitations(signal).then(
      (body) => setItems(body.invitations),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const open = items.filter((i) => i.status === 'invited');
  if (open.length === 0 && !notice) return null;
  const accept = async (id: string) => {
    try {
      const res = await acceptSplitInvitation(id);
      setNotice(t('earnings.invitations.accepted', { amount: formatMoney(res.released_cents) }));
      load();
      onAccepted();
    } catch (error) {
      setNotice(errorText(error, t('earnings.loadFailed')));
    }
  };
  return (
    <section className="card earnings-section" data-testid="earnings-invitations">
      <h2 className="support__heading">{t('earnings.invitations.title')}</h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ul className="earnings-invitations">
        {open.map((inv) => (
          <li key={inv.id} className="earnings-invitation" data-testid="earnings-invitation">
            <span>
              {t('earnings.invitations.line', { owner: inv.owner_name ?? '—', title: inv.track_title ?? inv.release_title ?? '—', share: inv.share })}
              {inv.held_cents > 0 && ` · ${t('earnings.invitations.held', { amount: formatMoney(inv.held_cents) })}`}
            </span>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => void accept(inv.id)} data-testid="invitation-accept">
              {t('earnings.invitations.accept')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /artist/earnings: the artist's own share of every posted report, by period, with charts, lines and a CSV export. */
export function EarningsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<EarningsRange>({ from: '', to: '' });
  const [groupBy, setGroupBy] = useState<RoyaltyGroupBy>('month');
  const [summary, setSummary] = useState<RoyaltySummaryResponse | null>(null);
  const [lines, setLines] = useState<RoyaltyStatementPage | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchEarningsSummary(range, groupBy, controller.signal).then(setSummary, (e: unknown) => {
      if (!isAbortError(e)) setError(errorText(e, t('earnings.loadFailed')));
    });
    return () => controller.abort();
  }, [range, groupBy, reload, t]);

  useEffect(() => {
    const controller = new AbortController();
    fetchEarningsLines(range, page, controller.signal).then(setLines, (e: unknown) => {
      if (!isAbortError(e)) setError(errorText(e, t('earnings.loadFailed')));
    });
    return () => controller.abort();
  }, [range, page, reload, t]);

  const setBound = (key: keyof EarningsRange) => (value: string) => {
    setPage(1);
    setRange((r) => ({ ...r, [key]: value }));
  };
  const exportCsv = () => downloadEarningsCsv(range).catch(() => setError(t('earnings.exportFailed')));
  const meta = lines?.meta;

  return (
    <div className="page earnings" data-testid="earnings-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.earnings')}
        </h1>
      </header>
      <Invitations onAccepted={() => setReload((n) => n + 1)} />
      <div className="earnings-filters">
        <MonthInput id="earnings-from" label={t('earnings.from')} value={range.from} onChange={setBound('from')} />
        <MonthInput id="earnings-to" label={t('earnings.to')} value={range.to} onChange={setBound('to')} />
        <button type="button" className="btn btn--ghost" onClick={() => void exportCsv()} data-testid="earnings-export">
          {t('earnings.export')}
        </button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}

      <section className="card earnings-section">
        <p className="page__subtitle">{t('earnings.total')}</p>
        <p className="earnings-total" data-testid="earnings-total">
          {summary ? formatMoney(summary.total_cents) : '…'}
        </p>
        <div className="earnings-tabs" role="tablist" aria-label={t('earnings.groupBy')}>
          {ROYALTY_GROUP_BYS.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              aria-selected={g === groupBy}
              className={`btn btn--ghost btn--sm${g === groupBy ? ' is-active' : ''}`}
              onClick={() => setGroupBy(g)}
              data-testid={`earnings-group-${g}`}
            >
              {t(`earnings.groups.${g}`)}
            </button>
          ))}
        </div>
        {summary && summary.groups.length === 0 && (
          <p className="empty-state" data-testid="earnings-empty">
            {t('earnings.empty')}
          </p>
        )}
        {summary && summary.groups.length > 0 && (
          <>
            <Suspense fallback={<div className="earnings-chart" />}>
              <EarningsChart groups={summary.groups} label={t(`earnings.groups.${groupBy}`)} />
            </Suspense>
            <div className="table-wrap">
              <table className="table table--cards" data-testid="earnings-groups">
                <thead>
                  <tr>
                    <th>{t(`earnings.groups.${groupBy}`)}</th>
                    <th>{t('earnings.units')}</th>
                    <th>{t('earnings.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.groups.map((g) => (
                    <tr key={g.key} data-testid="earnings-group-row">
                      <td className="table__cell--wide" data-label={t(`earnings.groups.${groupBy}`)}>
                        {g.label || g.key || t('earnings.releaseLevel')}
                      </td>
                      <td data-label={t('earnings.units')}>{g.units}</td>
                      <td data-label={t('earnings.amount')}>{formatMoney(g.amount_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      {summary?.statements && summary.statements.length > 0 && <Statements summary={summary} />}

      <section className="card earnings-section">
        <h2 className="support__heading">{t('earnings.lines')}</h2>
        {lines && lines.data.length === 0 ? (
          <p className="empty-state">{t('earnings.empty')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table table--cards" data-testid="earnings-lines">
              <thead>
                <tr>
                  <th>{t('earnings.groups.month')}</th>
                  <th>{t('earnings.groups.store')}</th>
                  <th>{t('earnings.groups.territory')}</th>
                  <th>{t('earnings.groups.release')}</th>
                  <th>{t('earnings.groups.track')}</th>
                  <th>{t('earnings.units')}</th>
                  <th>{t('earnings.yourShare')}</th>
                </tr>
              </thead>
              <tbody>
                {lines?.data.map((l) => (
                  <tr key={l.id} data-testid="earnings-line">
                    <td data-label={t('earnings.groups.month')}>{l.month}</td>
                    <td data-label={t('earnings.groups.store')}>{l.store}</td>
                    <td data-label={t('earnings.groups.territory')}>{l.territory ?? '—'}</td>
                    <td data-label={t('earnings.groups.release')}>{l.release_title ?? '—'}</td>
                    <td data-label={t('earnings.groups.track')}>{l.track_title ?? '—'}</td>
                    <td data-label={t('earnings.units')}>{l.units}</td>
                    <td data-label={t('earnings.yourShare')}>{formatMoney(l.share_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {meta && meta.last_page > 1 && (
          <div className="pager">
            <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('earnings.previous')}
            </button>
            <span className="pager__info">{t('earnings.pageOf', { page: meta.current_page, pages: meta.last_page })}</span>
            <button type="button" className="btn btn--ghost btn--sm" disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
              {t('earnings.next')}
            </button>
          </div>
        )}
      </section>

      <StreamedVsPaid from={range.from} to={range.to} />
    </div>
  );
}

/** One statement per posted report: gross credited, the US tax withheld from it, net; then their sums. */
function Statements({ summary }: { readonly summary: RoyaltySummaryResponse }) {
  const { t } = useTranslation();
  const total = summary.statements_total;
  const withheld = (cents: number) => (cents > 0 ? `−${formatMoney(cents)}` : formatMoney(0));
  return (
    <section className="card earnings-section" data-testid="earnings-statements">
      <h2 className="support__heading">{t('earnings.statements.title')}</h2>
      <div className="table-wrap">
        <table className="table table--cards">
          <thead>
            <tr>
              <th>{t('earnings.statements.report')}</th>
              <th>{t('earnings.statements.gross')}</th>
              <th>{t('earnings.statements.withheld')}</th>
              <th>{t('earnings.statements.net')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.statements.map((s) => (
              <tr key={s.import_id} data-testid="earnings-statement">
                <td className="table__cell--wide" data-label={t('earnings.statements.report')}>
                  {t('earnings.statements.period', { store: s.store, from: s.period_start, to: s.period_end })}
                </td>
                <td data-label={t('earnings.statements.gross')} data-testid="statement-gross">{formatMoney(s.gross_cents)}</td>
                <td data-label={t('earnings.statements.withheld')} data-testid="statement-withheld">{withheld(s.withheld_cents)}</td>
                <td data-label={t('earnings.statements.net')} data-testid="statement-net">{formatMoney(s.net_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="earnings-statements-total">
              <th scope="row">{t('earnings.statements.total')}</th>
              <td data-label={t('earnings.statements.gross')} data-testid="statements-gross">{formatMoney(total.gross_cents)}</td>
              <td data-label={t('earnings.statements.withheld')} data-testid="statements-withheld">{withheld(total.withheld_cents)}</td>
              <td data-label={t('earnings.statements.net')} data-testid="statements-net">{formatMoney(total.net_cents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="earnings-hint">{t('earnings.statements.hint')}</p>
    </section>
  );
}
