import { PASSWORD_CHANGE_MESSAGES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../api/client';
import { changePassword } from '../../api/endpoints';
import { withoutFixedErrors } from '../../components/form-errors';
import { Alert, describedBy, Field, scrollToFirstInvalid, type FormMessage } from '../../components/forms';
import { PasswordRules } from '../../components/PasswordRules';
import { useMessage } from '../../i18n/messages';
import { EMPTY_PASSWORDS, PASSWORD_FIELDS, validatePasswordChange, type PasswordErrors, type PasswordField, type PasswordValues } from './password-form';

const idOf = (field: string) => `profile-${field}`;

/** The profile's "Change password": every other session of the account ends with it. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const m = useMessage();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: PasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => withoutFixedErrors(current, validatePasswordChange(next).errors));
  };
  const err = (field: PasswordField) => (errors[field] ? m(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = validatePasswordChange(values);
    setErrors(result.errors);
    if (!result.payload) return scrollToFirstInvalid(PASSWORD_FIELDS, result.errors, idOf);
    setBusy(true);
    try {
      const answer = await changePassword(result.payload);
      setValues(EMPTY_PASSWORDS);
      setMessage({ tone: 'success', text: answer?.message || PASSWORD_CHANGE_MESSAGES.changed });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const found: PasswordErrors = {};
        for (const field of PASSWORD_FIELDS) {
          const text = error.fieldError(field);
          if (text) found[field] = text;
        }
        setErrors(found);
        scrollToFirstInvalid(PASSWORD_FIELDS, found, idOf);
      }
      setMessage({ tone: 'error', text: errorText(error, PASSWORD_CHANGE_MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  };

  const input = (field: PasswordField, label: string, autoComplete: string, extra?: string) => (
    <Field id={idOf(field)} label={label} error={err(field)} errorTestId={`profile-${field}-error`}>
      <input
        id={idOf(field)}
        className="input"
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        data-testid={`profile-${field}`}
        {...describedBy(idOf(field), err(field), extra)}
      />
    </Field>
  );

  return (
    <form className="card form form--wide" onSubmit={(e) => void submit(e)} noValidate data-testid="profile-password-form">
      <h2 className="form__title">{t('profile.passwordTitle')}</h2>
      <p className="form__text">{t('profile.passwordText')}</p>
      {input('current_password', t('profile.currentPassword'), 'current-password')}
      {input('password', t('profile.newPassword'), 'new-password', 'profile-password-rules')}
      <PasswordRules id="profile-password-rules" password={values.password} testId="profile-password-rules" />
      {input('password_confirmation', t('profile.confirmPassword'), 'new-password')}
      {message && (
        <Alert tone={message.tone} testId={`profile-password-form-${message.tone === 'error' ? 'error' : 'message'}`}>
          {m(message.text)}
        </Alert>
      )}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="profile-password-submit">
          {busy ? t('forms.saving') : t('profile.savePassword')}
        </button>
      </div>
    </form>
  );
}
