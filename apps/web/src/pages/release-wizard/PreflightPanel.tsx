import type { PreflightResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../api/client';
import { fetchPreflight } from '../../api/delivery';
import { Alert } from '../../components/forms';

/**
 * The Preview step's preflight: what stores would reject days later (errors: submit refuses them)
 * and the style rules stores enforce (warnings), each with what to do, in the artist's words.
 */
export function PreflightPanel({ releaseId, refreshKey }: { readonly releaseId: string; readonly refreshKey?: string }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<PreflightResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchPreflight(releaseId, controller.signal).then(setCheck, (error: unknown) => {
      if (!isAbortError(error) && !controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [releaseId, refreshKey]);

  if (failed) return <Alert tone="error">{t('delivery.preflight.failed')}</Alert>;
  if (!check) return <p className="loading-text">{t('delivery.preflight.checking')}</p>;
  if (check.errors.length === 0 && check.warnings.length === 0)
    return (
      <Alert tone="success" testId="preflight-clear">
        {t('delivery.preflight.clear')}
      </Alert>
    );
  return (
    <div className="wizard-preflight" data-testid="preflight">
      {check.errors.length > 0 && (
        <Alert tone="error" testId="preflight-errors">
          <strong>{t('delivery.preflight.errorsTitle')}</strong>
          <ul className="wizard-missing-list">
            {check.errors.map((issue, i) => (
              <li key={`${issue.code}-${i}`} data-testid={`preflight-error-${issue.code}`}>
                {issue.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {check.warnings.length > 0 && (
        <Alert tone="info" testId="preflight-warnings">
          <strong>{t('delivery.preflight.warningsTitle')}</strong>
          <ul className="wizard-missing-list">
            {check.warnings.map((issue, i) => (
              <li key={`${issue.code}-${i}`} data-testid={`preflight-warning-${issue.code}`}>
                {issue.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
