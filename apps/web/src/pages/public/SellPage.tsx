import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPARISON_COLUMNS, COMPARISON_ROWS, PLATFORM_NAMES } from './content';
import './public.css';

const GUIDE_STEPS = ['account', 'upload', 'earn'] as const;

/**
 * /sell: Get started and Sign Up (both to /register), the three-step guide, the comparison table,
 * a testimonial and the platform grid. The table's figures and its "as of" date are editable content in the
 * bundles (`public.sell.compare`), never code.
 */
export function SellPage() {
  const { t } = useTranslation();

  return (
    <div className="public-page" data-testid="sell-page">
      <section className="public-hero container" aria-labelledby="sell-title">
        <p className="eyebrow">{t('public.sell.eyebrow')}</p>
        <h1 id="sell-title" className="public-hero__title" data-testid="page-title">
          {t('public.sell.title')}
        </h1>
        <p className="public-hero__subtitle">{t('public.sell.subtitle')}</p>
        <div className="hero__actions">
          <Link to="/register" className="btn btn--primary btn--lg" data-testid="sell-get-started">
            {t('public.sell.getStarted')}
          </Link>
          <Link to="/register" className="btn btn--ghost btn--lg" data-testid="sell-sign-up">
            {t('public.sell.signUp')}
          </Link>
        </div>
      </section>

      <section className="section container" aria-labelledby="sell-guide-title">
        <header className="section__header">
          <h2 id="sell-guide-title" className="section__title">
            {t('public.sell.guide.title')}
          </h2>
          <p className="section__subtitle">{t('public.sell.guide.subtitle')}</p>
        </header>
        <ol className="guide" data-testid="sell-guide">
          {GUIDE_STEPS.map((step, index) => (
            <li key={step} className="card guide__step">
              <span className="guide__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="guide__title">{t(`public.sell.guide.${step}.title`)}</h3>
              <p className="guide__text">{t(`public.sell.guide.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section container" aria-labelledby="sell-compare-title">
        <header className="section__header">
          <h2 id="sell-compare-title" className="section__title">
            {t('public.sell.compare.title')}
          </h2>
          <p className="section__subtitle">{t('public.sell.compare.subtitle')}</p>
        </header>
        <div className="compare-wrap" role="region" aria-labelledby="sell-compare-title" tabIndex={0}>
          <table className="compare" data-testid="compare-table">
            <caption className="visually-hidden">{t('public.sell.compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('public.sell.compare.feature')}</th>
                {COMPARISON_COLUMNS.map((column) => (
                  <th key={column} scope="col" className={column === 'soundpost' ? 'compare__ours' : undefined}>
                    {t(`public.sell.compare.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row} data-testid={`compare-row-${row}`}>
                  <th scope="row">{t(`public.sell.compare.rows.${row}`)}</th>
                  {COMPARISON_COLUMNS.map((column) => (
                    <td key={column} className={column === 'soundpost' ? 'compare__ours' : undefined}>
                      {t(`public.sell.compare.cells.${row}.${column}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="compare__note" data-testid="compare-as-of">
          {t('public.sell.compare.asOf', { date: t('public.sell.compare.date') })}
        </p>
        <p className="compare__note">{t('public.sell.compare.notFound')}</p>
      </section>

      <section className="section container" aria-label={t('public.sell.testimonial.label')}>
        <figure className="card testimonial" data-testid="testimonial">
          <blockquote className="testimonial__quote">
            <p>{t('public.sell.testimonial.quote')}</p>
          </blockquote>
          <figcaption className="testimonial__author">
            <span className="avatar" aria-hidden="true">
              {t('public.sell.testimonial.name').charAt(0)}
            </span>
            <span>
              <strong>{t('public.sell.testimonial.name')}</strong>
              <span className="testimonial__role">{t('public.sell.testimonial.role')}</span>
            </span>
          </figcaption>
        </figure>
      </section>

      <section className="section container" aria-labelledby="sell-platforms-title">
        <header className="section__header">
          <h2 id="sell-platforms-title" className="section__title">
            {t('public.sell.platforms.title')}
          </h2>
          <p className="section__subtitle">{t('public.sell.platforms.subtitle')}</p>
        </header>
        <ul className="platform-grid" data-testid="platform-grid">
          {PLATFORM_NAMES.map((name) => (
            <li key={name} className="platform-grid__item">
              {name}
            </li>
          ))}
        </ul>
        <div className="section__actions">
          <Link to="/partners" className="btn btn--ghost" data-testid="sell-partners">
            {t('public.sell.platforms.cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
