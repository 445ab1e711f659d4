import { type PreflightResponse, RELEASE_MESSAGES, RELEASE_WORKFLOW_STAGE_LABELS } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { fetchPreflight } from '../../api/delivery';
import { submitRelease } from '../../api/releases';
import { Alert } from '../../components/forms';
import { StoreLimitNote } from './DistributionStep';
import { useMissingLabel } from './PreviewStep';
import type { StepProps } from './step-props';
import { submitBlockers } from './submit-blockers';
import { useWizardMessage } from './wizard-messages';

type Check = { kind: 'checking' } | { kind: 'done'; result: PreflightResponse } | { kind: 'failed' };

/** Step 6: Submit for Review, disabled with the list of what is missing until the preflight has no error; then the delivered screen. */
export function SubmitStep({ release, tracks, onRelease, goTo, notify }: StepProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const label = useMissingLabel();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
  const releaseId = release.release_id || release.id;
  const delivered = release.workflow_stage === 'delivered';

  useEffect(() => {
    if (delivered) return undefined;
    const controller = new AbortController();
    setCheck({ kind: 'checking' });
    fetchPreflight(releaseId, controller.signal).then(
      (result) => setCheck({ kind: 'done', result }),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setCheck({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [releaseId, delivered, release.updated_at, tracks.length]);

  if (delivered) {
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
      // The server checks again and may still refuse ("Missing: Title, Artwork.").
      notify({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.submitFailed) });
    } finally {
      setBusy(false);
    }
  };

  const blockers = submitBlockers(release, check.kind === 'done' ? check.result : null);
  // A preflight that could not run does not block: submit runs it again.
  const ready = check.kind !== 'checking' && blockers.length === 0;
  const stepName = (step: (typeof blockers)[number]['step']) => t(`wizard.steps.${step}`, { defaultValue: RELEASE_WORKFLOW_STAGE_LABELS[step] });

  return (
    <div className="wizard-submit" data-testid="submit-step">
      <p>{t('wizard.submit.intro')}</p>
      {blockers.length > 0 && (
        <Alert tone="info" testId="submit-missing">
          <strong>{t('wizard.preview.missingTitle')}</strong>
          <ul className="wizard-missing-list">
            {blockers.map((blocker) => (
              <li key={blocker.key} data-testid="submit-blocker" data-step={blocker.step}>
                {blocker.code === 'store_limit_exceeded' && release.limits?.store_limit ? (
                  <StoreLimitNote limit={release.limits.store_limit} />
                ) : (
                  <span>{blocker.item ? label(blocker.item) : blocker.message}</span>
                )}{' '}
                <button type="button" className="link-button" onClick={() => void goTo(blocker.step)} data-testid={`submit-fix-${blocker.step}`}>
                  {t('wizard.submit.fixIn', { step: stepName(blocker.step) })}
                </button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {check.kind === 'checking' && <p className="loading-text">{t('delivery.preflight.checking')}</p>}
      {check.kind === 'failed' && <Alert tone="info">{t('delivery.preflight.failed')}</Alert>}
      <div className="wizard__actions wizard__actions--end">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          disabled={busy || !ready}
          aria-describedby={blockers.length > 0 ? 'submit-blocked-hint' : undefined}
          onClick={() => void submit()}
          data-testid="submit-release"
        >
          {busy ? t('forms.working') : t('wizard.submit.button')}
        </button>
      </div>
      {blockers.length > 0 && (
        <p className="field__hint wizard-submit__hint" id="submit-blocked-hint" data-testid="submit-blocked-hint">
          {t('wizard.submit.blockedHint')}
        </p>
      )}
    </div>
  );
}
