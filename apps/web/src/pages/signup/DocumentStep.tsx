import { DOCUMENT_MESSAGES, validateDocumentFile } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPicker } from '../../components/DocumentPicker';
import { Field } from '../../components/forms';
import { useMessage } from '../../i18n/messages';

interface DocumentStepProps {
  readonly busy: boolean;
  readonly onUpload: (file: File) => void;
  readonly onBack: () => void;
}

/** A file is required; jpg, jpeg, png or pdf; at most 2 MB (the size is also enforced by the server). */
export function DocumentStep({ busy, onUpload, onBack }: DocumentStepProps) {
  const { t } = useTranslation();
  const m = useMessage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const choose = (next: File | null) => {
    setFile(next);
    const result = next ? validateDocumentFile(next, { required: DOCUMENT_MESSAGES.chooseFileSignup }) : null;
    setError(result && !result.ok ? result.error : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDocumentFile(file, { required: DOCUMENT_MESSAGES.chooseFileSignup });
    if (!result.ok || !file) {
      setError(result.ok ? DOCUMENT_MESSAGES.chooseFileSignup : result.error);
      return;
    }
    setError(undefined);
    onUpload(file);
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="signup-document-form">
      <h2 className="form__title">{t('signup.document.title')}</h2>
      <p className="form__text">{t('signup.document.text')}</p>
      <Field id="signup-document" label={t('signup.document.label')} error={error && m(error)} errorTestId="document-error">
        <DocumentPicker id="signup-document" file={file} onChange={choose} error={error} testId="document-input" disabled={busy} />
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="document-submit">
        {busy ? t('forms.uploading') : t('signup.document.submit')}
      </button>
      <div className="form__links">
        <button type="button" className="link-button" onClick={onBack} data-testid="document-back">
          {t('signup.document.back')}
        </button>
      </div>
    </form>
  );
}
