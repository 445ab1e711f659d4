import { DOCUMENT_UPLOAD } from '@soundpost/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, formatBytes, useImagePreview } from './forms';
import './document-picker.css';

const ACCEPT = [...DOCUMENT_UPLOAD.extensions.map((ext) => `.${ext}`), ...DOCUMENT_UPLOAD.mimeTypes].join(',');

interface DocumentPickerProps {
  readonly id: string;
  readonly file: File | null;
  readonly onChange: (file: File | null) => void;
  readonly error?: string;
  /** Prefix of the data-testids: `${testId}` on the input, `${testId}-preview`, `${testId}-name`. */
  readonly testId: string;
  readonly disabled?: boolean;
}

/** File input for an identity document (jpg, jpeg, png, pdf) with an image preview and the chosen file's name and size. */
export function DocumentPicker({ id, file, onChange, error, testId, disabled }: DocumentPickerProps) {
  const { t } = useTranslation();
  const preview = useImagePreview(file);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div className="doc-picker">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT}
        className="doc-picker__input"
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        data-testid={testId}
        {...describedBy(id, error, `${id}-hint`)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t('documents.accepted')}
      </p>
      {file && (
        <div className="doc-picker__chosen">
          {preview ? (
            <img className="doc-picker__preview" src={preview} alt={t('documents.previewAlt')} data-testid={`${testId}-preview`} />
          ) : (
            <span className="doc-picker__icon" aria-hidden="true">
              {file.name.split('.').pop()?.toUpperCase() || '?'}
            </span>
          )}
          <span className="doc-picker__meta" data-testid={`${testId}-name`}>
            <span className="doc-picker__name">{file.name}</span>
            <span className="doc-picker__size">{formatBytes(file.size)}</span>
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onChange(null);
            }}
            data-testid={`${testId}-clear`}
          >
            {t('documents.remove')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Document status as a coloured badge (pending, approved, rejected, or none yet). */
export function DocumentStatusBadge({ status, testId }: { readonly status: string | null | undefined; readonly testId?: string }) {
  const { t } = useTranslation();
  const known = status === 'pending' || status === 'approved' || status === 'rejected';
  return (
    <span className={`status-badge status-badge--${known ? status : 'none'}`} data-testid={testId} data-status={status ?? ''}>
      {known ? t(`documents.status.${status}`) : t('documents.status.none')}
    </span>
  );
}
