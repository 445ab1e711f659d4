import { ARTWORK_MESSAGES, ARTWORK_UPLOAD } from '@soundpost/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../api/client';
import { uploadArtwork } from '../../api/uploads';
import { describedBy, Field, formatBytes, useImagePreview } from '../../components/forms';
import { checkArtwork, type ArtworkCheck } from './image-header';
import type { StepProps } from './step-props';
import { useWizardMessage } from './wizard-messages';

const ACCEPT = [...ARTWORK_UPLOAD.extensions.map((ext) => `.${ext}`), ...ARTWORK_UPLOAD.mimeTypes].join(',');

type Check = { kind: 'none' } | { kind: 'checking' } | ({ kind: 'done' } & ArtworkCheck);

/** Step 3: cover artwork with preview, the client-side checks and the upload with progress. */
export function ArtworkStep({ release, onRelease, goTo, notify }: StepProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>({ kind: 'none' });
  const [serverError, setServerError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const chosen = useRef<File | null>(null);
  const preview = useImagePreview(file);
  const releaseId = release.release_id || release.id;
  const uploading = progress !== null;

  const choose = async (next: File | null) => {
    chosen.current = next;
    setFile(next);
    setServerError(undefined);
    if (!next) {
      setCheck({ kind: 'none' });
      return;
    }
    setCheck({ kind: 'checking' });
    const result = await checkArtwork(next);
    // Only the latest choice counts when files are picked in quick succession.
    if (chosen.current === next) setCheck({ kind: 'done', ...result });
  };

  const upload = async () => {
    if (!file || check.kind !== 'done' || !check.ok) return;
    notify(null);
    setServerError(undefined);
    setProgress(0);
    try {
      const answer = await uploadArtwork(releaseId, file, setProgress);
      notify({ tone: 'success', text: answer?.message || ARTWORK_MESSAGES.uploaded });
      if (answer?.release) onRelease(answer.release);
      // The server moves the release on to distribution; follow it there in any case.
      if (answer?.release?.workflow_stage !== 'distribution') await goTo('distribution');
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiRequestError) setServerError(error.fieldError(ARTWORK_UPLOAD.fieldName));
      notify({ tone: 'error', text: errorText(error, ARTWORK_MESSAGES.uploadFailed) });
    }
  };

  const clientError = check.kind === 'done' && !check.ok ? check.error : undefined;
  const fieldError = clientError ?? serverError;

  return (
    <div className="wizard-artwork" data-testid="artwork-step">
      <div className="wizard-artwork__columns">
        <div className="wizard-artwork__current">
          {preview ? (
            <img className="wizard-artwork__image" src={preview} alt={t('wizard.artwork.previewAlt')} data-testid="artwork-preview" />
          ) : release.cover_art_url ? (
            <img className="wizard-artwork__image" src={release.cover_art_url} alt={t('wizard.artwork.currentAlt')} data-testid="artwork-current" />
          ) : (
            <div className="wizard-artwork__placeholder" aria-hidden="true">
              ♪
            </div>
          )}
          {!preview && release.cover_art_url && release.cover_art_width && release.cover_art_height && (
            <p className="field__hint">{t('wizard.artwork.dimensions', { width: release.cover_art_width, height: release.cover_art_height })}</p>
          )}
        </div>
        <div className="wizard-artwork__form">
          <ul className="wizard-guidance" data-testid="artwork-guidance">
            <li>{t('wizard.artwork.rules')}</li>
            <li>{t('wizard.artwork.srgb')}</li>
            <li>{t('wizard.artwork.noLogos')}</li>
          </ul>
          <Field id="artwork-file" label={t('wizard.artwork.choose')} error={fieldError ? wm(fieldError) : undefined} errorTestId="artwork-error">
            <input
              id="artwork-file"
              type="file"
              className="input"
              accept={ACCEPT}
              disabled={uploading}
              onChange={(event) => void choose(event.target.files?.[0] ?? null)}
              data-testid="artwork-file"
              {...describedBy('artwork-file', fieldError)}
            />
          </Field>
          {file && (
            <p className="wizard-muted" data-testid="artwork-chosen">
              {file.name} · {formatBytes(file.size)}
              {check.kind === 'done' && check.width && check.height ? ` · ${t('wizard.artwork.dimensions', { width: check.width, height: check.height })}` : ''}
            </p>
          )}
          {check.kind === 'checking' && (
            <p className="loading-text" role="status">
              {t('wizard.artwork.checking')}
            </p>
          )}
          {check.kind === 'done' && check.ok && !uploading && (
            <p className="wizard-note wizard-note--ok" role="status" data-testid="artwork-ready">
              {t('wizard.artwork.ready')}
            </p>
          )}
          {uploading && (
            <div className="wizard-upload" data-testid="artwork-progress">
              <label htmlFor="artwork-progress-bar">{t('wizard.artwork.uploading', { percent: progress })}</label>
              <progress id="artwork-progress-bar" max={100} value={progress ?? 0} />
            </div>
          )}
          <div className="wizard__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={uploading || check.kind !== 'done' || !check.ok}
              onClick={() => void upload()}
              data-testid="artwork-upload"
            >
              {uploading ? t('forms.uploading') : t('wizard.artwork.upload')}
            </button>
            {release.cover_art_url && (
              <button type="button" className="btn btn--ghost" disabled={uploading} onClick={() => void goTo('distribution')} data-testid="artwork-continue">
                {t('wizard.continue')}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
