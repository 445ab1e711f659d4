import { TRACK_MESSAGES } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Redirect } from '../../../layout/Redirect';
import { fetchTrack } from '../../../api/releases';
import { Alert } from '../../../components/forms';
import { TRACK_LOAD_FAILED, useCatalogMessage } from '../catalog-messages';
import { AudioPlayer, formatDuration, isFinalRelease, LoadStatus, trackAudioUrl, useLoadable, type TrackWithOptionalRelease } from '../release-view';
import '../releases.css';
import { TrackForm } from './TrackForm';

/** 'HH:mm:ss' in local time, for the saved-at badge. */
export function clockTime(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

/** /artist/release/{releaseId}/tracks/{trackId}: the full track editor with Back, Done and a saved-at badge. */
export function TrackEditorPage() {
  const { t } = useTranslation();
  const m = useCatalogMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const { releaseId = '', trackId = '' } = useParams();
  const [load, setLoad] = useLoadable<{ track: TrackWithOptionalRelease }>(
    `${releaseId}/${trackId}`,
    async (signal) => {
      const track = (await fetchTrack(trackId, signal))?.track;
      // A track of another release under this URL is treated like one the artist cannot reach.
      return track && !(track.release_id && releaseId && track.release_id !== releaseId) ? { track } : null;
    },
    TRACK_LOAD_FAILED,
  );
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => setSavedAt(null), [releaseId, trackId]);

  const onSaved = useCallback((track: TrackWithOptionalRelease) => {
    setLoad({ kind: 'loaded', track });
    setSavedAt(new Date());
  }, [setLoad]);

  if (load.kind === 'login') return <Redirect to="/login" state={{ from: location }} />;

  const track = load.kind === 'loaded' ? load.track : null;
  const final = track?.release ? isFinalRelease(track.release) : false;
  const releasePath = `/artist/release/${releaseId}`;

  return (
    <section className="page track-editor" data-testid="track-editor-page">
      <header className="page__header catalog-header">
        <div>
          <h1 className="page__title" data-testid="page-title">
            {t('catalog.editor.title')}
          </h1>
          {track && (
            <p className="page__subtitle" data-testid="track-editor-subtitle">
              {t('catalog.editor.subtitle', { number: track.track_number, title: track.title, release: track.release?.title || t('catalog.releases.untitled') })}
            </p>
          )}
        </div>
        <div className="track-editor__bar">
          {savedAt && (
            <span className="saved-badge" role="status" data-testid="track-saved-at">
              {t('catalog.editor.savedAt', { time: clockTime(savedAt) })}
            </span>
          )}
          <Link className="btn btn--ghost" to={`${releasePath}/tracks`} data-testid="track-editor-back">
            {t('catalog.editor.back')}
          </Link>
          <button type="button" className="btn btn--primary" onClick={() => navigate(releasePath)} data-testid="track-editor-done">
            {t('catalog.editor.done')}
          </button>
        </div>
      </header>
      <LoadStatus load={load} notFound={TRACK_MESSAGES.notFoundOrNoAccess} testId="track-editor-error" message={m} />
      {track && (
        <div className="card">
          <div className="audio-player track-editor__audio">
            <span className="field__hint">{t('catalog.editor.duration', { duration: formatDuration(track.duration) })}</span>
            <AudioPlayer src={trackAudioUrl(track)} label={track.title} testId="track-editor-player" />
          </div>
          {final ? (
            <Alert tone="info" testId="track-editor-final">
              {t('catalog.editor.final')}{' '}
              <Link to={`/artist/tracks/${track.track_id || track.id}`}>{t('catalog.releases.view')}</Link>
            </Alert>
          ) : (
            <TrackForm track={track} variant="full" onSaved={onSaved} />
          )}
        </div>
      )}
    </section>
  );
}
