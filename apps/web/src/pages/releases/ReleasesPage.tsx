import { formatReleaseNumber, RELEASE_MESSAGES, type ReleaseResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { deleteRelease, fetchReleases } from '../../api/releases';
import { Alert, type FormMessage } from '../../components/forms';
import { useCatalogMessage } from './catalog-messages';
import { ReleaseCover } from './ReleaseCover';
import { formatDate, isFinalRelease, ReleaseStatusBadge } from './release-view';
import './releases.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; releases: ReleaseResponse[] };

/** The browser's confirm dialog, behind an object so tests can answer it. */
export const confirmDialog = { ask: (text: string): boolean => window.confirm(text) };

/** /artist/releases: the artist's releases, newest first, each with its cover and View / Edit / Tracks / Delete. */
export function ReleasesPage() {
  const { t, i18n } = useTranslation();
  const m = useCatalogMessage();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoad({ kind: 'loading' });
    fetchReleases(current.signal).then(
      (releases) => setLoad({ kind: 'loaded', releases }),
      (error: unknown) => {
        if (isAbortError(error) || current.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, RELEASE_MESSAGES.loadListFailed) });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => controller.current?.abort();
  }, [reload]);

  const remove = async (release: ReleaseResponse) => {
    if (!confirmDialog.ask(m(RELEASE_MESSAGES.deleteConfirm))) return;
    setDeleting(release.id);
    setNotice(null);
    try {
      const body = await deleteRelease(release.id);
      setLoad((current) => (current.kind === 'loaded' ? { kind: 'loaded', releases: current.releases.filter((r) => (r.release_id || r.id) !== release.id) } : current));
      if (body?.message) setNotice({ tone: 'success', text: body.message });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.deleteFailed) });
    } finally {
      setDeleting(null);
    }
  };

  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <section className="page releases" data-testid="releases-page">
      <header className="page__header catalog-header">
        <h1 className="page__title" data-testid="page-title">
          {t('catalog.releases.title')}
        </h1>
        <div className="releases__toolbar">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => navigate('/artist/release', { state: { forceNew: true } })}
            data-testid="releases-new"
          >
            {t('catalog.releases.new')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={reload} disabled={load.kind === 'loading'} data-testid="releases-refresh">
            {t('catalog.releases.refresh')}
          </button>
        </div>
      </header>
      {notice && (
        <Alert tone={notice.tone} testId={notice.tone === 'error' ? 'releases-action-error' : 'releases-notice'}>
          {m(notice.text)}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="releases-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.releases.length === 0 && (
        <div className="card empty-state" data-testid="releases-empty">
          <p>{t('catalog.releases.empty')}</p>
        </div>
      )}
      {load.kind === 'loaded' && load.releases.length > 0 && (
        <div className="table-wrap">
          <table className="table table--cards releases__table" data-testid="releases-table">
            <thead>
              <tr>
                <th scope="col" className="releases__cover">
                  <span className="visually-hidden">{t('catalog.releases.columns.cover')}</span>
                </th>
                <th scope="col">{t('catalog.releases.columns.number')}</th>
                <th scope="col">{t('catalog.releases.columns.title')}</th>
                <th scope="col">{t('catalog.releases.columns.artist')}</th>
                <th scope="col">{t('catalog.releases.columns.type')}</th>
                <th scope="col">{t('catalog.releases.columns.releaseDate')}</th>
                <th scope="col">{t('catalog.releases.columns.status')}</th>
                <th scope="col">{t('catalog.releases.columns.upc')}</th>
                <th scope="col">{t('catalog.releases.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {load.releases.map((release) => {
                const id = release.release_id || release.id;
                const final = isFinalRelease(release);
                const title = release.title || t('catalog.releases.untitled');
                return (
                  <tr key={id} data-testid={`release-row-${id}`}>
                    <td className="releases__cover">
                      <ReleaseCover url={release.cover_art_url} alt={t('catalog.releases.coverAlt', { title })} size="thumb" testId="release-cover" />
                    </td>
                    <th scope="row" className="releases__number table__cell--wide" data-testid="release-number">
                      {formatReleaseNumber(release.release_number) || '—'}
                    </th>
                    <td className="releases__title table__cell--wide" data-testid="release-title">
                      {title}
                    </td>
                    <td data-label={t('catalog.releases.columns.artist')}>{release.artist || '—'}</td>
                    <td className="releases__nowrap" data-label={t('catalog.releases.columns.type')}>{release.type || release.release_type || '—'}</td>
                    <td className="releases__nowrap" data-label={t('catalog.releases.columns.releaseDate')}>{formatDate(release.release_date, language)}</td>
                    <td className="releases__status table__cell--wide" data-label={t('catalog.releases.columns.status')}>
                      <ReleaseStatusBadge status={release.status} testId="release-status" />
                    </td>
                    <td className="detail__mono" data-label={t('catalog.releases.columns.upc')}>
                      {release.upc || '—'}
                    </td>
                    <td className="releases__row-actions table__cell--wide">
                      <div className="releases__actions">
                        <Link className="btn btn--ghost btn--sm" to={`/artist/releases/${id}`} data-testid="release-view">
                          {t('catalog.releases.view')}
                        </Link>
                        {!final && (
                          <>
                            <Link className="btn btn--ghost btn--sm" to={`/artist/release/${id}`} data-testid="release-edit">
                              {t('catalog.releases.edit')}
                            </Link>
                            <Link className="btn btn--ghost btn--sm" to={`/artist/release/${id}/tracks`} data-testid="release-tracks">
                              {t('catalog.releases.tracks')}
                            </Link>
                            <button
                              type="button"
                              className="btn btn--danger btn--sm"
                              disabled={deleting !== null}
                              onClick={() => void remove({ ...release, id })}
                              data-testid="release-delete"
                            >
                              {deleting === id ? t('forms.working') : t('catalog.releases.delete')}
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
