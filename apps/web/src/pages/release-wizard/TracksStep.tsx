import { DOCUMENT_MESSAGES, formatIsrc, TRACK_AUDIO_UPLOAD, TRACK_MESSAGES, type TrackResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { deleteTrack, fetchTracks, reorderTracks } from '../../api/releases';
import { uploadTrack } from '../../api/uploads';
import { formatBytes } from '../../components/forms';
import type { StepProps } from './step-props';
import { TrackEditModal } from './TrackEditModal';
import { useWizardMessage, WIZARD_SERVER_MESSAGES } from './wizard-messages';
import { formatDuration, newIdempotencyKey } from './wizard-steps';

type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

interface UploadItem {
  readonly key: string;
  readonly file: File;
  readonly progress: number;
  readonly status: UploadStatus;
  readonly error?: string;
}

/** Extensions of the advertised formats (plus their usual variants), for files the browser gives no audio type. */
const AUDIO_EXTENSIONS = /\.(wav|wave|flac|mp3|aac|m4a|aif|aiff|ogg|oga|opus)$/i;

/** The browser's guess; the server decides by the content. */
function looksLikeAudio(file: File): boolean {
  if (file.type.startsWith('audio/')) return true;
  return (file.type === '' || file.type === 'application/octet-stream') && AUDIO_EXTENSIONS.test(file.name);
}

function titleOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  return dot > 0 ? file.name.slice(0, dot) : file.name;
}

const byNumber = (a: TrackResponse, b: TrackResponse) => a.track_number - b.track_number;
const renumbered = (list: readonly TrackResponse[]) => list.map((track, index) => ({ ...track, track_number: index + 1 }));
const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function TracksStep({ release, tracks, onTracks, goTo, notify }: StepProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const releaseId = release.release_id || release.id;
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TrackResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Uploads run one at a time, in the order chosen, so each gets the next track number.
  const queue = useRef<{ item: UploadItem; controller: AbortController }[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(false);
  const latestTracks = useRef<readonly TrackResponse[]>(tracks);
  useEffect(() => {
    latestTracks.current = tracks;
  }, [tracks]);

  // Leaving the step cancels what is still uploading.
  useEffect(() => {
    const active = controllers.current;
    return () => active.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { item, controller } = next;
        if (controller.signal.aborted) continue;
        patch(item.key, { status: 'uploading' });
        try {
          const fields = { title: titleOf(item.file), track_number: latestTracks.current.length + 1 };
          const answer = await uploadTrack(releaseId, item.file, fields, (progress) => patch(item.key, { progress }), controller.signal);
          if (answer?.track) {
            const list = [...latestTracks.current.filter((track) => track.id !== answer.track.id), answer.track].sort(byNumber);
            latestTracks.current = list;
            onTracks(list);
          }
          patch(item.key, { status: 'done', progress: 100 });
        } catch (error) {
          if (isAbortError(error)) patch(item.key, { status: 'cancelled' });
          else patch(item.key, { status: 'error', error: errorText(error, DOCUMENT_MESSAGES.uploadFailed) });
        } finally {
          controllers.current.delete(item.key);
        }
      }
    } finally {
      running.current = false;
    }
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const items: UploadItem[] = [];
    for (const file of files) {
      const item: UploadItem = looksLikeAudio(file)
        ? { key: newIdempotencyKey(), file, progress: 0, status: 'queued' }
        : { key: newIdempotencyKey(), file, progress: 0, status: 'error', error: WIZARD_SERVER_MESSAGES.audioOnly };
      items.push(item);
      if (item.status === 'queued') {
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        queue.current.push({ item, controller });
      }
    }
    setUploads((current) => [...current.filter((item) => item.status !== 'done'), ...items]);
    void run();
  };

  const cancelUpload = (key: string) => {
    controllers.current.get(key)?.abort();
    patch(key, { status: 'cancelled' });
  };

  const reload = useCallback(async () => {
    try {
      onTracks(await fetchTracks(releaseId));
    } catch (error) {
      notify({ tone: 'error', text: errorText(error, TRACK_MESSAGES.loadListFailed) });
    }
  }, [notify, onTracks, releaseId]);

  const saveOrder = async (order: readonly TrackResponse[]) => {
    const optimistic = renumbered(order);
    onTracks(optimistic);
    latestTracks.current = optimistic;
    setBusy(true);
    notify(null);
    try {
      const answer = await reorderTracks(releaseId, order.map((track) => track.id));
      if (Array.isArray(answer?.tracks)) onTracks([...answer.tracks].sort(byNumber));
      notify({ tone: 'success', text: answer?.message || TRACK_MESSAGES.orderUpdated });
    } catch (error) {
      notify({ tone: 'error', text: errorText(error, TRACK_MESSAGES.saveOrderFailed) });
      // The server's order is the truth again.
      await reload();
    } finally {
      setBusy(false);
    }
  };

  const move = (id: string, to: number) => {
    const from = tracks.findIndex((track) => track.id === id);
    if (from < 0 || to < 0 || to >= tracks.length || from === to) return;
    const order = [...tracks];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved);
    void saveOrder(order);
  };

  const moveBy = (id: string, direction: 'up' | 'down') => {
    const from = tracks.findIndex((track) => track.id === id);
    move(id, direction === 'up' ? from - 1 : from + 1);
    setFocusAfterMove({ id, direction });
  };

  // After a keyboard move, focus stays on the moved track (on the other button once it reached an end).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const same = document.getElementById(`track-${id}-move-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`track-${id}-move-${direction === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, tracks]);

  const remove = async (track: TrackResponse) => {
    if (!window.confirm(wm(TRACK_MESSAGES.removeConfirm))) return;
    setBusy(true);
    notify(null);
    try {
      const answer = await deleteTrack(track.id);
      notify({ tone: 'success', text: answer?.message || WIZARD_SERVER_MESSAGES.trackRemoved });
      onTracks(renumbered(tracks.filter((other) => other.id !== track.id)));
      // The server renumbered the rest; take its numbers.
      await reload();
    } catch (error) {
      notify({ tone: 'error', text: errorText(error, TRACK_MESSAGES.deleteFailed) });
    } finally {
      setBusy(false);
    }
  };

  const onDropFiles = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDropActive(false);
    addFiles(Array.from(event.dataTransfer.files ?? []));
  };

  const uploading = uploads.some((item) => item.status === 'queued' || item.status === 'uploading');

  return (
    <div className="wizard-tracks" data-testid="tracks-step">
      <div
        className={`wizard-dropzone${dropActive ? ' is-active' : ''}`}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
        data-testid="tracks-dropzone"
      >
        <p className="wizard-dropzone__text">{t('wizard.tracks.drop')}</p>
        <label className="btn btn--primary wizard-dropzone__button" htmlFor="tracks-files">
          {t('wizard.tracks.choose')}
        </label>
        <input
          ref={inputRef}
          id="tracks-files"
          className="visually-hidden"
          type="file"
          accept="audio/*"
          multiple
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            if (inputRef.current) inputRef.current.value = '';
          }}
          aria-describedby="tracks-formats"
          data-testid="tracks-file-input"
        />
        <p className="field__hint" id="tracks-formats">
          {t('wizard.tracks.formats', { formats: TRACK_AUDIO_UPLOAD.advertisedFormats.join(', ') })}
        </p>
      </div>

      {uploads.length > 0 && (
        <ul className="wizard-uploads" aria-label={t('wizard.tracks.uploadsLabel')} data-testid="track-uploads">
          {uploads.map((item) => (
            <li key={item.key} className={`wizard-upload wizard-upload--${item.status}`} data-testid="track-upload" data-status={item.status}>
              <div className="wizard-upload__head">
                <span className="wizard-upload__name">
                  {item.file.name} <span className="wizard-muted">· {formatBytes(item.file.size)}</span>
                </span>
                <span className="wizard-upload__state" data-testid="track-upload-state">
                  {item.status === 'uploading' || item.status === 'queued'
                    ? t('wizard.tracks.progress', { percent: item.progress })
                    : t(`wizard.tracks.status.${item.status}`)}
                </span>
                {(item.status === 'queued' || item.status === 'uploading') && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => cancelUpload(item.key)}
                    aria-label={t('wizard.tracks.cancelUpload', { name: item.file.name })}
                  >
                    {t('wizard.cancel')}
                  </button>
                )}
              </div>
              {item.status !== 'error' && item.status !== 'cancelled' && (
                <progress
                  className="wizard-upload__bar"
                  max={100}
                  value={item.progress}
                  aria-label={t('wizard.tracks.progressLabel', { name: item.file.name })}
                  data-testid="track-upload-progress"
                />
              )}
              {item.error && (
                <p className="field__error" role="alert" data-testid="track-upload-error">
                  {wm(item.error)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {tracks.length === 0 ? (
        <p className="wizard-muted" data-testid="tracks-empty">
          {t('wizard.tracks.empty')}
        </p>
      ) : (
        <>
          <p className="field__hint" id="tracks-reorder-help">
            {t('wizard.tracks.reorderHelp')}
          </p>
          <ol className="wizard-track-list" aria-describedby="tracks-reorder-help" data-testid="track-list">
            {tracks.map((track, index) => (
              <li
                key={track.id}
                className={`wizard-track${dragId === track.id ? ' is-dragging' : ''}${overId === track.id && dragId !== track.id ? ' is-over' : ''}`}
                draggable={!busy}
                onDragStart={(event) => {
                  setDragId(track.id);
                  if (event.dataTransfer) {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', track.id);
                  }
                }}
                onDragOver={(event) => {
                  if (!dragId) return;
                  event.preventDefault();
                  if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
                  setOverId(track.id);
                }}
                onDrop={(event) => {
                  if (!dragId) return;
                  event.preventDefault();
                  const from = dragId;
                  setDragId(null);
                  setOverId(null);
                  if (from !== track.id) move(from, index);
                }}
                onDragEnd={() => {
                  setDragId(null);
                  setOverId(null);
                }}
                data-testid="track-item"
                data-track-id={track.id}
              >
                <span className="wizard-track__handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <span className="wizard-track__number" data-testid="track-number">
                  {track.track_number}
                </span>
                <span className="wizard-track__main">
                  <span className="wizard-track__title" data-testid="track-title">
                    {track.title}
                    {track.version ? ` (${track.version})` : ''}
                  </span>
                  <span className="wizard-muted">
                    {formatDuration(track.duration)}
                    {track.isrc ? ` · ${t('wizard.tracks.isrc', { isrc: formatIsrc(track.isrc) })}` : ''}
                  </span>
                </span>
                <span className="wizard-track__actions">
                  <button
                    type="button"
                    id={`track-${track.id}-move-up`}
                    className="icon-btn"
                    disabled={busy || index === 0}
                    onClick={() => moveBy(track.id, 'up')}
                    aria-label={t('wizard.tracks.moveUp', { title: track.title })}
                    data-testid="track-move-up"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    id={`track-${track.id}-move-down`}
                    className="icon-btn"
                    disabled={busy || index === tracks.length - 1}
                    onClick={() => moveBy(track.id, 'down')}
                    aria-label={t('wizard.tracks.moveDown', { title: track.title })}
                    data-testid="track-move-down"
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => setEditing(track)}
                    aria-label={t('wizard.tracks.editLabel', { title: track.title })}
                    data-testid="track-edit"
                  >
                    {t('wizard.tracks.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--sm"
                    disabled={busy}
                    onClick={() => void remove(track)}
                    aria-label={t('wizard.tracks.removeLabel', { title: track.title })}
                    data-testid="track-remove"
                  >
                    {t('wizard.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}

      <div className="wizard__actions wizard__actions--end">
        <button type="button" className="btn btn--primary" disabled={uploading || busy} onClick={() => void goTo('artwork')} data-testid="tracks-next">
          {t('wizard.continue')}
        </button>
      </div>

      {editing && (
        <TrackEditModal
          releaseId={releaseId}
          track={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, message) => {
            onTracks(tracks.map((track) => (track.id === saved.id ? saved : track)));
            notify({ tone: 'success', text: message });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
