import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseVerificationCode, VERIFICATION_CODE_LENGTH } from '@soundpost/contracts';
import './forms.css';

export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [error ? `${id}-error` : null, hintId ?? null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string;
  readonly errorTestId?: string;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Field({ id, label, error, errorTestId, hint, optional, className, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('forms.optional')}</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  );
}

export type AlertTone = 'error' | 'success' | 'info';

/** Errors are announced assertively, the rest politely. */
export function Alert({ tone, children, testId }: { readonly tone: AlertTone; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}

export interface FormMessage {
  readonly tone: AlertTone;
  readonly text: string;
}

export function CodeInput({
  id,
  value,
  onChange,
  testId,
  error,
  autoFocus,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly testId: string;
  readonly error?: string;
  readonly autoFocus?: boolean;
}) {
  return (
    <input
      id={id}
      className="input input--code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(normaliseVerificationCode(event.target.value).slice(0, VERIFICATION_CODE_LENGTH))}
      data-testid={testId}
      {...describedBy(id, error)}
    />
  );
}

export function useImagePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const isImage = file !== null && /^image\/(jpeg|png)$/.test(file.type);
    if (!isImage || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL?.(objectUrl);
  }, [file]);
  return url;
}

export function scrollToFirstInvalid(order: readonly string[], errors: Readonly<Record<string, string | undefined>>, idOf: (field: string) => string): void {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const element = document.getElementById(idOf(first));
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
