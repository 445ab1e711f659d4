import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Redirect } from '../../layout/Redirect';
import { useCatalogMessage } from './catalog-messages';
import { formatDate, formatDateTime, LoadStatus, type Loadable } from './release-view';

export interface DetailPageProps<T extends object> {
  /** Stem of the test ids and of the section's class: `<name>-page`, `<name>-error`, `<name>-back`. */
  readonly name: string;
  readonly load: Loadable<T>;
  readonly title: string;
  readonly back?: { readonly to: string; readonly label: string } | null;
  /** The spec's "not found or no access" text. */
  readonly notFound: string;
  readonly children: (loaded: T) => ReactNode;
}

/** A 401 goes to /login and back here after signing in. */
export function DetailPage<T extends object>({ name, load, title, back, notFound, children }: DetailPageProps<T>) {
  const m = useCatalogMessage();
  const location = useLocation();
  if (load.kind === 'login') return <Redirect to="/login" state={{ from: location }} />;
  return (
    <section className={`page ${name}`} data-testid={`${name}-page`}>
      <header className="page__header catalog-header">
        <h1 className="page__title" data-testid="page-title">
          {title}
        </h1>
        {back && (
          <Link className="btn btn--ghost" to={back.to} data-testid={`${name}-back`}>
            {back.label}
          </Link>
        )}
      </header>
      <LoadStatus load={load} notFound={notFound} testId={`${name}-error`} message={m} />
      {load.kind === 'loaded' && <div className="detail">{children(load)}</div>}
    </section>
  );
}

export function DetailCard({
  title,
  actions,
  testId,
  children,
}: {
  readonly title: string;
  readonly actions?: ReactNode;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const heading = <h2 className="catalog-card__title">{title}</h2>;
  return (
    <article className="card" data-testid={testId}>
      {actions ? (
        <div className="catalog-card__header">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </article>
  );
}

export function FieldsCard({
  title,
  testId,
  fieldsTestId,
  children,
}: {
  readonly title: string;
  readonly testId?: string;
  readonly fieldsTestId?: string;
  readonly children: ReactNode;
}) {
  return (
    <DetailCard title={title} testId={testId}>
      <dl className="detail__grid" data-testid={fieldsTestId}>
        {children}
      </dl>
    </DetailCard>
  );
}

export function detailList(entries: readonly { readonly key: string; readonly text: ReactNode }[]): ReactNode {
  if (entries.length === 0) return null;
  return (
    <ul className="detail__list">
      {entries.map((entry) => (
        <li key={entry.key}>{entry.text}</li>
      ))}
    </ul>
  );
}

export function useDetailFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return {
    date: (value: string | null | undefined) => (value ? formatDate(value, language) : null),
    dateTime: (value: string | null | undefined) => (value ? formatDateTime(value, language) : null),
    yesNo: (value: unknown) => (Number(value) === 1 ? t('catalog.detail.yes') : t('catalog.detail.no')),
  };
}
