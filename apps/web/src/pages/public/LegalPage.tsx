import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { RichText } from './RichText';
import './public.css';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * /terms, /privacy and /cookies: our own texts (bundles `legal.<document>`, editable by staff like every
 * text) with links between the three.
 */
export function LegalPage({ document }: { readonly document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <div className="public-page" data-testid={`legal-page-${document}`}>
      <article className="post legal container" aria-labelledby="legal-title">
        <header className="post__header">
          <span className="badge">{t('legal.nav')}</span>
          <h1 id="legal-title" className="post__title" data-testid="page-title">
            {t(`legal.${document}.title`)}
          </h1>
          <p className="post__lead">{t(`legal.${document}.lead`)}</p>
          <p className="legal__updated">{t('legal.updated')}</p>
        </header>
        <div className="prose" data-testid="legal-body">
          <RichText source={t(`legal.${document}.body`)} />
        </div>
        <nav className="card legal__others" aria-label={t('legal.others')} data-testid="legal-nav">
          <h2 className="legal__others-title">{t('legal.others')}</h2>
          <ul className="legal__others-list">
            {LEGAL_DOCUMENTS.map((other) => (
              <li key={other}>
                <NavLink to={`/${other}`} data-testid={`legal-link-${other}`}>
                  {t(`legal.${other}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const CookiesPage = () => <LegalPage document="cookies" />;
