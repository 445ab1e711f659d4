import type { PreflightResponse } from '@soundpost/contracts';
import { approvalPreflightFailedMessage, PLAN_UPGRADE_PATH, RELEASE_API_MESSAGES, RELEASE_MESSAGES, storeLimitMessage } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const ReleaseErrors = {
  releaseNotFound: () => DomainError.notFound(RELEASE_API_MESSAGES.releaseNotFound, 'release_not_found'),
  trackNotFound: () => DomainError.notFound(RELEASE_API_MESSAGES.trackNotFound, 'track_not_found'),
  artistNotFound: () => DomainError.notFound(RELEASE_API_MESSAGES.artistNotFound, 'artist_not_found'),
  releaseFinal: () => DomainError.conflict(RELEASE_API_MESSAGES.releaseFinal, 'release_final'),
  releaseLimitReached: () =>
    DomainError.forbidden(RELEASE_API_MESSAGES.releaseLimitReached, 'release_limit_reached'),
  collaboratorLimitReached: () => DomainError.forbidden(RELEASE_MESSAGES.collaboratorLimitReached, 'collaborator_limit_reached'),
  artistLimitReached: () => DomainError.forbidden(RELEASE_MESSAGES.artistLimitReached, 'artist_limit_reached'),
  releaseIncomplete: (missing: string[], errors: Record<string, string[]>) =>
    new DomainError('release_incomplete', `Missing: ${missing.join(', ')}.`, 422, errors, undefined, { missing }),
  preflightFailed: (check: PreflightResponse) =>
    new DomainError('preflight_failed', `Fix these before submitting: ${check.errors.map((e) => e.message).join(' ')}`, 422, issuesByField(check), undefined, { preflight: check }),
  approvalPreflightFailed: (check: PreflightResponse) =>
    new DomainError('preflight_failed', approvalPreflightFailedMessage(check.errors.map((e) => e.message)), 422, issuesByField(check), undefined, { preflight: check }),
  /** The upgrade link lets any client offer the way out, not only the wizard. */
  storeLimitExceeded: (limit: number) =>
    new DomainError('store_limit_exceeded', storeLimitMessage(limit), 422, { store_ids: [storeLimitMessage(limit)] }, undefined, { store_limit: limit, upgrade_url: PLAN_UPGRADE_PATH }),
  identifiersExhausted: (kind: string) => new DomainError('identifiers_exhausted', `No free ${kind} codes are left for this prefix.`, 503),
};

function issuesByField(check: PreflightResponse): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of check.errors) (errors[issue.field] ??= []).push(issue.message);
  return errors;
}
