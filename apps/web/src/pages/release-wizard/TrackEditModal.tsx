import { TRACK_MESSAGES, type TrackResponse } from '@soundpost/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrackForm } from '../releases/tracks/TrackForm';

interface TrackEditModalProps {
  readonly releaseId: string;
  readonly track: TrackResponse;
  readonly onSaved: (track: TrackResponse, message: string) => void;
  readonly onClose: () => void;
}

/** The wizard's track edit dialog: the shared track form (modal variant) and a link to the full editor. */
export function TrackEditModal({ releaseId, track, onSaved, onClose }: TrackEditModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  const titleId = `track-modal-title-${track.id}`;

  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    // Focus moves into the dialog, and back to where it was when the dialog closes.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className="card modal wizard-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        data-testid="track-modal"
      >
        <header className="wizard-modal__header">
          <h2 id={titleId} className="modal__title">
            {t('wizard.tracks.editTitle', { title: track.title })}
          </h2>
          <Link
            to={`/artist/release/${encodeURIComponent(releaseId)}/tracks/${encodeURIComponent(track.id)}`}
            className="link-button"
            data-testid="track-modal-full-editor"
          >
            {t('wizard.tracks.fullEditor')}
          </Link>
        </header>
        <TrackForm track={track} variant="modal" onSaved={(saved) => onSaved(saved, TRACK_MESSAGES.saved)} onCancel={onClose} />
      </div>
    </div>
  );
}
