import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import './coming-soon.css';

/** A page whose content belongs to later work: its title and a short "coming soon" section. */
export function ComingSoonPage({ titleKey }: { readonly titleKey: string }) {
  const { t } = useTranslation();
  const params = Object.values(useParams()).filter((v): v is string => Boolean(v));

  return (
    <section className="page coming-soon" data-testid="coming-soon">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t(titleKey)}
        </h1>
        {params.length > 0 && (
          <p className="page__ref" data-testid="page-ref">
            {params.map((p) => (
              <code key={p}>{p}</code>
            ))}
          </p>
        )}
      </header>
      <div className="card coming-soon__card">
        <span className="badge">{t('comingSoon.badge')}</span>
        <h2 className="coming-soon__title">{t('comingSoon.title')}</h2>
        <p className="coming-soon__text">{t('comingSoon.message')}</p>
        <Link to="/" className="btn btn--ghost">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </section>
  );
}
