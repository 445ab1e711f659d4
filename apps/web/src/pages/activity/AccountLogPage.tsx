import {
  ACCOUNT_MESSAGES,
  auditFieldLabelEn,
  auditSentences,
  type AuditLogPage,
  type AuditLogResponse,
  isAuditEvent,
  isHiddenAuditField,
  lastPage,
  PAGE_SIZES,
} from '@soundpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuditLogs } from '../../api/endpoints';
import { PagedListStatus, Pager, usePageLoad } from '../../components/PagedList';
import { useMessage } from '../../i18n/messages';
import { useSession } from '../../session/use-session';
import { useAuditText } from './audit-text';
import { useSignedInPersonId } from './signed-in-person';
import './activity.css';

export interface FieldChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The From/To rows of an entry: every changed field, hidden fields (password, remember_token, login_code) never. */
export function fieldChanges(entry: { readonly changes: unknown; readonly original: unknown }): FieldChange[] {
  const changes = isRecord(entry.changes) ? entry.changes : {};
  const original = isRecord(entry.original) ? entry.original : {};
  const fields = [...new Set([...Object.keys(changes), ...Object.keys(original)])];
  return fields
    .filter((field) => !isHiddenAuditField(field))
    .map((field) => ({ field, from: original[field], to: changes[field] }));
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function LogEntry({ entry, viewerId }: { readonly entry: AuditLogResponse; readonly viewerId: string }) {
  const { t, i18n } = useTranslation();
  const say = useAuditText();
  const [open, setOpen] = useState(false);
  const rows = fieldChanges(entry);
  const event = isAuditEvent(entry.event) ? entry.event : null;
  // What happened, as a sentence naming who did it ("You changed …", "Alex (manager) changed …", "Support approved …").
  const sentences = event ? auditSentences(entry, { kind: 'artist', userId: viewerId }).map(say) : [];
  const detailsId = `log-details-${entry.id}`;

  return (
    <li className="log-entry" data-testid={`log-entry-${entry.id}`}>
      <div className="log-entry__summary">
        <span className={`status-badge status-badge--event-${event ?? 'other'}`} data-testid="log-event">
          {event ? t(`activity.events.${event}`) : entry.event}
        </span>
        <span className="log-entry__what" data-testid="log-sentence">
          {sentences.join(' · ')}
        </span>
        <dl className="log-entry__meta">
          <div>
            <dt>{t('activity.time')}</dt>
            <dd data-testid="log-time">
              <time dateTime={entry.created_at}>{formatTime(entry.created_at, i18n.resolvedLanguage ?? 'en')}</time>
            </dd>
          </div>
          <div>
            <dt>{t('activity.ip')}</dt>
            <dd data-testid="log-ip">{entry.ip_address || '—'}</dd>
          </div>
        </dl>
        {rows.length > 0 && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
            data-testid={`log-toggle-${entry.id}`}
          >
            {open ? t('activity.hideChanges') : t('activity.showChanges', { n: rows.length })}
          </button>
        )}
      </div>
      {open && (
        <table className="table table--cards log-entry__table" id={detailsId} data-testid={`log-details-${entry.id}`}>
          <thead>
            <tr>
              <th scope="col">{t('activity.field')}</th>
              <th scope="col">{t('activity.from')}</th>
              <th scope="col">{t('activity.to')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} data-testid={`log-field-${row.field}`}>
                <th scope="row" className="table__cell--wide" data-label={t('activity.field')}>
                  {t(`people.fields.${row.field}`, { defaultValue: auditFieldLabelEn(row.field) })}
                </th>
                <td data-label={t('activity.from')}>{formatValue(row.from)}</td>
                <td data-label={t('activity.to')}>{formatValue(row.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** /account/log: Account Activity, 20 per page, newest first as the server sends them. */
export function AccountLogPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const session = useSession();
  const viewerId = useSignedInPersonId(session.artistToken, session.profile?.id ?? '');
  const [page, setPage] = useState(1);
  const load = usePageLoad<AuditLogResponse, AuditLogPage['meta']>((signal) => fetchAuditLogs(page, signal), ACCOUNT_MESSAGES.loadAuditLogsFailed, [page]);

  const meta = load.kind === 'loaded' ? load.page.meta : undefined;
  const perPage = meta?.per_page ?? PAGE_SIZES.accountActivity.default;
  const pages = meta?.last_page ?? lastPage(meta?.total ?? 0, perPage);

  return (
    <section className="page activity" data-testid="account-log-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('activity.title')}
        </h1>
        <p className="page__subtitle">{t('activity.subtitle')}</p>
      </header>
      <PagedListStatus load={load} translate={m} empty={m(ACCOUNT_MESSAGES.noActivity)} testIds={{ error: 'log-error', empty: 'log-empty', loading: 'log-loading' }}>
        {(rows) => (
          <ul className="log-list" data-testid="log-list">
            {rows.map((entry) => (
              <LogEntry key={entry.id} entry={entry} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </PagedListStatus>
      {load.kind === 'loaded' && <Pager page={page} pages={pages} onPage={setPage} testPrefix="log" />}
    </section>
  );
}
