import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/use-session';
import './public.css';

/** The road from upload to stores, in order; each step's texts are at `public.upload.steps.<key>`. */
const STEPS = [
  { key: 'prepare', points: ['audio', 'artwork', 'metadata'] },
  { key: 'wizard', points: [] },
  { key: 'review', points: ['checks', 'time', 'fixes'] },
  { key: 'delivery', points: ['stores', 'date', 'video'] },
  { key: 'royalties', points: ['keep', 'stats', 'payout'] },
] as const;

/** The six steps of the release wizard. */
const WIZARD_STEPS = ['albumInfo', 'tracks', 'artwork', 'distribution', 'preview', 'submit'] as const;

/** /upload: how a release goes from upload to the stores, with a call to sign up. */
export function UploadPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const loggedIn = status === 'loggedIn';

  const cta = (testId: string) =>
    loggedIn ? (
      <Link to="/artist/releases" className="btn btn--primary btn--lg" data-testid={testId}>
        {t('public.upload.ctaArtist')}
      </Link>
    ) : (
      <Link to="/signup" className="btn btn--primary btn--lg" data-testid={testId}>
        {t('public.upload.ctaPrimary')}
      </Link>
    );

  return (
    <div className="public-page" data-testid="upload-page">
      <section className="public-hero container" aria-labelledby="upload-title">
        <p className="eyebrow">{t('public.upload.eyebrow')}</p>
        <h1 id="upload-title" className="public-hero__title" data-testid="page-title">
          {t('public.upload.title')}
        </h1>
        <p className="public-hero__subtitle">{t('public.upload.subtitle')}</p>
        <div className="hero__actions">
          {cta('upload-cta')}
          <Link to="/pricing" className="btn btn--ghost btn--lg">
            {t('public.upload.ctaSecondary')}
          </Link>
        </div>
      </section>

      <section className="section container" aria-labelledby="upload-steps-title">
        <h2 id="upload-steps-title" className="section__title">
          {t('public.upload.stepsTitle')}
        </h2>
        <ol className="timeline" data-testid="upload-steps">
          {STEPS.map((step, index) => (
            <li key={step.key} className="timeline__item card" data-testid={`upload-step-${step.key}`}>
              <span className="timeline__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="timeline__body">
                <p className="timeline__label">{t('public.upload.stepLabel', { number: index + 1 })}</p>
                <h3 className="timeline__title">{t(`public.upload.steps.${step.key}.title`)}</h3>
                <p className="timeline__text">{t(`public.upload.steps.${step.key}.text`)}</p>
                {step.points.length > 0 && (
                  <ul className="ticks">
                    {step.points.map((point) => (
                      <li key={point}>{t(`public.upload.steps.${step.key}.points.${point}`)}</li>
                    ))}
                  </ul>
                )}
                {step.key === 'wizard' && (
                  <ol className="wizard-steps" data-testid="wizard-steps">
                    {WIZARD_STEPS.map((wizardStep) => (
                      <li key={wizardStep} className="wizard-steps__item">
                        <strong>{t(`public.upload.wizard.${wizardStep}.name`)}</strong>
                        <span>{t(`public.upload.wizard.${wizardStep}.text`)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="section container" aria-labelledby="upload-help-title">
        <div className="card cta-band">
          <div>
            <h2 id="upload-help-title" className="section__title">
              {t('public.upload.cta.title')}
            </h2>
            <p className="section__subtitle">{t('public.upload.cta.text')}</p>
            <p className="cta-band__links">
              <Link to="/faq#prepare-audio-and-artwork">{t('public.upload.cta.requirements')}</Link>
              <Link to="/partners">{t('public.upload.cta.stores')}</Link>
            </p>
          </div>
          {cta('upload-cta-bottom')}
        </div>
      </section>
    </div>
  );
}
