import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from './signup-storage';

/** No dashboard until the documents are approved; an e-mail will follow; log in later. */
export function DoneStep({ next }: { readonly next: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="form form--done">
      <div className="done__icon" aria-hidden="true">
        ✓
      </div>
      <h2 className="form__title">{t('signup.done.title')}</h2>
      <p className="form__text" data-testid="done-message">
        {t('signup.done.message')}
      </p>
      <div className="form__actions">
        <Link to={loginPath(next)} className="btn btn--primary" data-testid="signup-go-login">
          {t('signup.done.goLogin')}
        </Link>
        <Link to="/" className="btn btn--ghost" data-testid="signup-go-home">
          {t('signup.done.goHome')}
        </Link>
      </div>
    </div>
  );
}
