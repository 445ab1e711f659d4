import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './not-found.css';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--center not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title" data-testid="page-title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__message" data-testid="not-found-message">
        {t('notFound.message')}
      </p>
      <Link to="/" className="btn btn--primary" data-testid="go-home">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
