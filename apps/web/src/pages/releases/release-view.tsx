import {
  type ExtraArtistResponse,
  formatIsrc,
  isFinalReleaseStatus,
  normaliseReleaseStatus,
  type ReleaseResponse,
  type ReleaseStatus,
  releaseStatusColor,
  type TrackResponse,
  type TrackWithReleaseResponse,
} from '@soundpost/contracts';
import { useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, isAbortError } from '../../api/client';
import { Alert } from '../../components/forms';

export function releaseStatusKey(status: string | null | undefined): ReleaseStatus | 'draft' | null {
  const normalised = normaliseReleaseStatus(status);
  if (normalised) return normalised;
  return typeof status === 'string' && status.trim().toLowerCase() === 'draft' ? 'draft' : null;
}

export type TrackWithOptionalRelease = TrackResponse & Partial<Pick<TrackWithReleaseResponse, 'release'>>;

export function isFinalRelease(release: Pick<ReleaseResponse, 'status'> & Partial<Pick<ReleaseResponse, 'is_final'>>): boolean {
  return release.is_final === true || isFinalReleaseStatus(release.status);
}

export function ReleaseStatusBadge({ status, testId }: { readonly status: string | null | undefined; readonly testId?: string }) {
  const { t } = useTranslation();
  const key = releaseStatusKey(status);
  const color = key === 'draft' ? 'default' : releaseStatusColor(status);
  return (
    <span className={`status-badge status-badge--${color}`} data-testid={testId} data-status={key ?? undefined}>
      {key ? t(`catalog.status.${key}`) : (status ?? '—')}
    </span>
  );
}

/** 245 → '4:05'; hours when needed ('1:02:03'). */
export function formatDuration(seconds: number | string | null | undefined): string {
  const value = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return '—';
  const total = Math.round(value);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Without shifting a date-only value through the local time zone. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(match ? { timeZone: 'UTC' } : {}) }).format(date);
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Older answers send JSON text of the list. */
export function parseJsonList(value: unknown): unknown[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list : [];
}

export function parseExtraArtists(value: ReleaseResponse['extra_artists'] | null | undefined): ExtraArtistResponse[] {
  return parseJsonList(value).filter((item): item is ExtraArtistResponse => typeof item === 'object' && item !== null && 'artist_id' in item);
}

export function trackAudioUrl(track: Pick<TrackResponse, 'preview_url' | 'audio_url' | 'audio_file_url'>): string | null {
  return track.preview_url || track.audio_url || track.audio_file_url || null;
}

/** Streams on demand: nothing loads before play. */
/** A track's number, title, length, ISRC and player as table cells (labelled for the phone's cards): the release page and its tracks page share them. */
export function TrackCells({ track, playerTestId }: { readonly track: TrackResponse; readonly playerTestId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <th scope="row" data-label={t('catalog.tracks.columns.number')}>
        {track.track_number}
      </th>
      <td data-label={t('catalog.tracks.columns.title')}>{track.title}</td>
      <td data-label={t('catalog.tracks.columns.duration')}>{formatDuration(track.duration)}</td>
      <td className="detail__mono" data-label={t('catalog.tracks.columns.isrc')}>
        {track.isrc ? formatIsrc(track.isrc) : '—'}
      </td>
      <td className="table__cell--wide" data-label={t('catalog.tracks.columns.audio')}>
        <AudioPlayer src={trackAudioUrl(track)} label={track.title} testId={playerTestId} />
      </td>
    </>
  );
}

export function AudioPlayer({ src, label, testId }: { readonly src: string | null; readonly label: string; readonly testId?: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [volume, setVolume] = useState(1);

  useEffect(() => {
    if (audio.current) audio.current.volume = Math.min(1, Math.max(0, volume));
  }, [volume, src]);

  if (!src) {
    return (
      <span className="field__hint" data-testid={testId ? `${testId}-none` : undefined}>
        {t('catalog.audio.none')}
      </span>
    );
  }
  return (
    <div className="audio-player" data-testid={testId}>
      <audio ref={audio} controls preload="none" src={src} aria-label={label} data-testid={testId ? `${testId}-audio` : undefined} />
      <label className="audio-player__volume">
        <span>{t('catalog.audio.volume')}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
          data-testid={testId ? `${testId}-volume` : undefined}
        />
      </label>
    </div>
  );
}

export type LoadFailure = { kind: 'login' } | { kind: 'not-found' } | { kind: 'error'; text: string };

/** 401 goes to /login; 403 or 404 is "not found or no access". */
export function loadFailure(error: unknown, fallback: string): LoadFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return { kind: 'login' };
    if (error.status === 403 || error.status === 404) return { kind: 'not-found' };
    if (error.message) return { kind: 'error', text: error.message };
  }
  return { kind: 'error', text: fallback };
}

export type Loadable<T extends object> = { kind: 'loading' } | LoadFailure | ({ kind: 'loaded' } & T);

/** Aborts the previous call when `key` changes; a null answer is "not found". */
export function useLoadable<T extends object>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T | null>,
  fallback: string,
): [Loadable<T>, Dispatch<SetStateAction<Loadable<T>>>] {
  const [load, setLoad] = useState<Loadable<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetcher(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoad(value ? { kind: 'loaded', ...value } : { kind: 'not-found' });
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad(loadFailure(error, fallback));
      },
    );
    return () => controller.abort();
    // `key` names everything the fetcher reads; the fetcher is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, fallback]);
  return [load, setLoad];
}

export function LoadStatus({
  load,
  notFound,
  testId,
  message,
}: {
  readonly load: Loadable<object>;
  readonly notFound: string;
  readonly testId: string;
  readonly message: (text: string) => string;
}) {
  const { t } = useTranslation();
  if (load.kind === 'loading') {
    return (
      <p className="loading-text" role="status">
        {t('forms.loading')}
      </p>
    );
  }
  if (load.kind === 'not-found' || load.kind === 'error') {
    return (
      <Alert tone="error" testId={testId}>
        {message(load.kind === 'error' ? load.text : notFound)}
      </Alert>
    );
  }
  return null;
}

export function Row({ label, value, testId, mono }: { readonly label: string; readonly value: ReactNode; readonly testId?: string; readonly mono?: boolean }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? 'detail__mono' : undefined} data-testid={testId}>
        {empty ? '—' : value}
      </dd>
    </>
  );
}
