import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** After an account is closed: signed out, what happens next. */
export function GoodbyePage() {
  const { t } = useTranslation();
  return (
    <section className="page auth-page" data-testid="goodbye-page">
      <header className="page__header auth-page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('closing.goodbye.title')}
        </h1>
      </header>
      <div className="card auth-card">
        <p className="form__text">{t('closing.goodbye.text')}</p>
        <p className="form__text">{t('closing.goodbye.mail')}</p>
        <Link className="btn btn--secondary" to="/" data-testid="goodbye-home">
          {t('closing.goodbye.home')}
        </Link>
      </div>
    </section>
  );
}
