import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorText } from '../../api/client';
import { Alert } from '../../components/forms';
import { createDraftRelease, DraftIdMissingError, isReleaseLimitError } from './draft';
import { useWizardMessage } from './wizard-messages';
import { newIdempotencyKey, type EditReleaseState, type NewReleaseState } from './wizard-steps';

/**
 * The shell's New release action: creates a draft and opens it at /artist/release/{id}. The key is
 * kept until a draft is made, so a retry after a lost answer gets the draft the first try created.
 */
export function NewReleaseButton({ className, testId }: { readonly className?: string; readonly testId?: string }) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const create = async () => {
    if (busy) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setError(null);
    try {
      const id = await createDraftRelease({ forceNew: false, idempotencyKey: key.current });
      key.current = null;
      navigate(`/artist/release/${encodeURIComponent(id)}`, { state: { isNew: true } satisfies EditReleaseState });
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 401) {
        // The wallet pages show the shell without a session.
        navigate('/login');
      } else if (isReleaseLimitError(caught)) {
        key.current = null;
        navigate('/artist/release', { state: { limitReached: caught.message } satisfies NewReleaseState });
      } else {
        // The shell's text, also when the answer held no id.
        setError(caught instanceof DraftIdMissingError ? RELEASE_MESSAGES.createDraftFailedShell : errorText(caught, RELEASE_MESSAGES.createDraftFailedShell));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={className} disabled={busy} aria-busy={busy} onClick={() => void create()} data-testid={testId}>
        {t('console.newRelease')}
      </button>
      {error && (
        <Alert tone="error" testId="new-release-error">
          {wm(error)}
        </Alert>
      )}
    </>
  );
}
