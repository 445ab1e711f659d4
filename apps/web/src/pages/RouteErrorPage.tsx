import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** Shown instead of a blank screen when a route throws. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="page page--center" role="alert" data-testid="route-error">
      <h1 className="page__title">{t('errors.title')}</h1>
      <p>{t('errors.message')}</p>
      <Link to="/" className="btn btn--primary">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
