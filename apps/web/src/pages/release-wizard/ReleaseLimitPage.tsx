import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWizardMessage, WIZARD_SERVER_MESSAGES } from './wizard-messages';
import './wizard.css';

/** Release Limit Reached: what a 403 on draft creation shows, with the upgrade link. */
export function ReleaseLimitPage({ message }: { readonly message?: string }) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  return (
    <section className="page wizard" data-testid="release-limit-page">
      <article className="card wizard-limit">
        <h1 className="page__title" data-testid="page-title">
          {wm(RELEASE_MESSAGES.limitReachedTitle)}
        </h1>
        <p className="wizard-limit__text" data-testid="release-limit-message">
          {wm(message || WIZARD_SERVER_MESSAGES.releaseLimitReached)}
        </p>
        <div className="wizard__actions">
          <Link to="/account/myplan" className="btn btn--primary" data-testid="release-limit-upgrade">
            {t('wizard.limit.upgrade')}
          </Link>
          <Link to="/artist/releases" className="btn btn--ghost">
            {t('wizard.limit.back')}
          </Link>
        </div>
      </article>
    </section>
  );
}
