import { RELEASE_MESSAGES, TRACK_MESSAGES } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Redirect } from '../../../layout/Redirect';
import { fetchRelease, fetchTracks } from '../../../api/releases';
import { useCatalogMessage } from '../catalog-messages';
import { isFinalRelease, LoadStatus, ReleaseStatusBadge, TrackCells, useLoadable } from '../release-view';
import '../releases.css';

/** /artist/release/{id}/tracks: the release's tracks with audio preview, links to the full editor and the wizard. */
export function ReleaseTracksPage() {
  const { t } = useTranslation();
  const m = useCatalogMessage();
  const location = useLocation();
  const { id = '' } = useParams();
  const [load] = useLoadable(
    id,
    async (signal) => {
      const [body, tracks] = await Promise.all([fetchRelease(id, signal), fetchTracks(id, signal)]);
      return { release: body.release, tracks };
    },
    TRACK_MESSAGES.loadListFailed,
  );

  if (load.kind === 'login') return <Redirect to="/login" state={{ from: location }} />;

  const release = load.kind === 'loaded' ? load.release : null;
  const final = release ? isFinalRelease(release) : false;

  return (
    <section className="page release-tracks" data-testid="release-tracks-page">
      <header className="page__header catalog-header">
        <div>
          <h1 className="page__title" data-testid="page-title">
            {t('catalog.tracks.title')}
          </h1>
          {release && (
            <p className="page__subtitle" data-testid="release-tracks-release">
              {release.title || t('catalog.releases.untitled')} <ReleaseStatusBadge status={release.status} />
            </p>
          )}
        </div>
        <div className="releases__toolbar">
          {release && !final && (
            <Link className="btn btn--primary" to={`/artist/release/${id}`} data-testid="release-tracks-wizard">
              {t('catalog.tracks.backToWizard')}
            </Link>
          )}
          <Link className="btn btn--ghost" to={`/artist/releases/${id}`} data-testid="release-tracks-view">
            {t('catalog.tracks.viewRelease')}
          </Link>
        </div>
      </header>
      <LoadStatus load={load} notFound={RELEASE_MESSAGES.notFoundOrNoAccess} testId="release-tracks-error" message={m} />
      {load.kind === 'loaded' && load.tracks.length === 0 && (
        <div className="card empty-state" data-testid="release-tracks-empty">
          <p>{t('catalog.tracks.empty')}</p>
        </div>
      )}
      {load.kind === 'loaded' && load.tracks.length > 0 && (
        <div className="table-wrap">
          <table className="table table--cards" data-testid="release-tracks-table">
            <thead>
              <tr>
                <th scope="col">{t('catalog.tracks.columns.number')}</th>
                <th scope="col">{t('catalog.tracks.columns.title')}</th>
                <th scope="col">{t('catalog.tracks.columns.duration')}</th>
                <th scope="col">{t('catalog.tracks.columns.isrc')}</th>
                <th scope="col">{t('catalog.tracks.columns.audio')}</th>
                <th scope="col">{t('catalog.tracks.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {load.tracks.map((track) => {
                const trackId = track.track_id || track.id;
                return (
                  <tr key={trackId} data-testid={`track-row-${trackId}`}>
                    <TrackCells track={track} playerTestId={`track-player-${trackId}`} />
                    <td className="table__cell--wide">
                      <div className="releases__actions">
                        {!final && (
                          <Link className="btn btn--ghost btn--sm" to={`/artist/release/${id}/tracks/${trackId}`} data-testid="track-edit">
                            {t('catalog.tracks.edit')}
                          </Link>
                        )}
                        <Link className="btn btn--ghost btn--sm" to={`/artist/tracks/${trackId}`} data-testid="track-view">
                          {t('catalog.releases.view')}
                        </Link>
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
