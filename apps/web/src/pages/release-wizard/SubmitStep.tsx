import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { submitRelease } from '../../api/releases';
import { MissingList } from './PreviewStep';
import type { StepProps } from './step-props';
import { useWizardMessage } from './wizard-messages';

/** Step 6: Submit for Review, then the delivered screen. */
export function SubmitStep({ release, onRelease, notify }: StepProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [busy, setBusy] = useState(false);
  const releaseId = release.release_id || release.id;

  if (release.workflow_stage === 'delivered') {
    return (
      <div className="wizard-delivered" data-testid="wizard-delivered">
        <div className="done__icon" aria-hidden="true">
          ✓
        </div>
        <p className="wizard-delivered__text" data-testid="wizard-delivered-text">
          {wm(RELEASE_MESSAGES.deliveredNotice)}
        </p>
        <div className="wizard__actions">
          <Link to="/artist/releases" className="btn btn--primary">
            {t('wizard.submit.myReleases')}
          </Link>
          <Link to={`/artist/releases/${encodeURIComponent(releaseId)}`} className="btn btn--ghost">
            {t('wizard.viewRelease')}
          </Link>
        </div>
      </div>
    );
  }

  const submit = async () => {
    setBusy(true);
    notify(null);
    try {
      const answer = await submitRelease(releaseId);
      notify({ tone: 'success', text: answer?.message || RELEASE_MESSAGES.submitted });
      onRelease(answer?.release ?? { ...release, workflow_stage: 'delivered', status: 'pending' });
    } catch (error) {
      // The server names what is still missing ("Missing: Title, Artwork.").
      notify({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.submitFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wizard-submit" data-testid="submit-step">
      <p>{t('wizard.submit.intro')}</p>
      <MissingList release={release} testId="submit-missing" />
      <div className="wizard__actions wizard__actions--end">
        <button type="button" className="btn btn--primary btn--lg" disabled={busy} onClick={() => void submit()} data-testid="submit-release">
          {busy ? t('forms.working') : t('wizard.submit.button')}
        </button>
      </div>
    </div>
  );
}
