import { DISPLAYED_PLANS, formatPlanPrice } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './home.css';

const ANALYTICS = [
  { key: 'streaming', value: 71 },
  { key: 'downloads', value: 19 },
  { key: 'video', value: 10 },
] as const;

/** The four "earn" features, each opening the /resources tab that explains it. */
const EARN_FEATURES = [
  { key: 'smartLinks', to: '/resources#market' },
  { key: 'promoArt', to: '/resources#market' },
  { key: 'splits', to: '/resources#pay' },
  { key: 'codes', to: '/resources#sell' },
] as const;

/** Home: hero, plans teaser, analytics, approval and "earn" blocks. All text from translations. */
export function HomePage() {
  const { t } = useTranslation();

  return (
    <div className="home">
      <section className="hero" data-testid="home-hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home.hero.title')}
            </h1>
            <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
            <div className="hero__actions">
              <Link to="/signup" className="btn btn--primary btn--lg" data-testid="hero-signup">
                {t('home.hero.ctaPrimary')}
              </Link>
              <Link to="/resources" className="btn btn--ghost btn--lg" data-testid="hero-resources">
                {t('home.hero.ctaSecondary')}
              </Link>
            </div>
            <ul className="hero__stats">
              <li>{t('home.hero.statStores')}</li>
              <li>{t('home.hero.statRoyalties')}</li>
              <li>{t('home.hero.statSupport')}</li>
            </ul>
          </div>
          <div className="hero__visual" aria-hidden="true">
            <div className="equalizer">
              {Array.from({ length: 14 }, (_, i) => (
                <span key={i} style={{ animationDelay: `${(i % 7) * 0.12}s` }} />
              ))}
            </div>
          </div>
        </div>
      </section>

      <section className="section container" data-testid="plans-teaser" aria-labelledby="plans-title">
        <header className="section__header">
          <h2 id="plans-title" className="section__title">
            {t('home.plans.title')}
          </h2>
          <p className="section__subtitle">{t('home.plans.subtitle')}</p>
        </header>
        <ul className="plans-grid">
          {DISPLAYED_PLANS.map((plan) => (
            <li key={plan.key} className={`card plan-card${plan.key === 'producer' ? ' plan-card--featured' : ''}`}>
              <h3 className="plan-card__name">{t(`home.plans.${plan.key}.name`)}</h3>
              <p className="plan-card__price">
                <span className="plan-card__amount">{formatPlanPrice(plan.priceCents)}</span>
                {/* Free shows no period ("Free 0; Artist 0,99€/month; …"). */}
                {plan.priceCents > 0 && plan.billingCycle === 'monthly' && (
                  <span className="plan-card__period">{t('home.plans.perMonth')}</span>
                )}
              </p>
              <p className="plan-card__summary">{t(`home.plans.${plan.key}.summary`)}</p>
            </li>
          ))}
        </ul>
        <div className="section__actions">
          <Link to="/pricing" className="btn btn--primary" data-testid="plans-cta">
            {t('home.plans.cta')}
          </Link>
        </div>
      </section>

      <section className="section container split" aria-labelledby="analytics-title">
        <div>
          <h2 id="analytics-title" className="section__title">
            {t('home.analytics.title')}
          </h2>
          <p className="section__subtitle">{t('home.analytics.subtitle')}</p>
        </div>
        <ul className="card analytics" data-testid="home-analytics">
          {ANALYTICS.map((row) => (
            <li key={row.key} className="analytics__row">
              <span className="analytics__label">{t(`home.analytics.${row.key}`)}</span>
              <span className="analytics__bar" aria-hidden="true">
                <span style={{ width: `${row.value}%` }} />
              </span>
              <span className="analytics__value">{row.value}%</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container" aria-labelledby="approval-title">
        <div className="card approval">
          <div>
            <h2 id="approval-title" className="section__title">
              {t('home.approval.title')}
            </h2>
            <p className="section__subtitle">{t('home.approval.subtitle')}</p>
          </div>
          <Link to="/upload" className="btn btn--primary" data-testid="approval-cta">
            {t('home.approval.cta')}
          </Link>
        </div>
      </section>

      <section className="section container" aria-labelledby="earn-title">
        <header className="section__header">
          <h2 id="earn-title" className="section__title">
            {t('home.earn.title')}
          </h2>
        </header>
        <ul className="features-grid">
          {EARN_FEATURES.map(({ key, to }) => (
            <li key={key} className="card feature" data-testid={`earn-${key}`}>
              <h3 className="feature__title">{t(`home.earn.${key}.title`)}</h3>
              <p className="feature__text">{t(`home.earn.${key}.text`)}</p>
              <Link to={to} className="feature__link">
                {t('home.earn.cta')}
                <span className="visually-hidden">: {t(`home.earn.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
