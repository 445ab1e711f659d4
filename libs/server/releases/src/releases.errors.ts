import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core';

/** Every release-domain error, with the contract's message (docs/releases-api.md, spec 001 §8). */
export const ReleaseErrors = {
  releaseNotFound: () => DomainError.notFound('Release not found.', 'release_not_found'),
  trackNotFound: () => DomainError.notFound('Track not found.', 'track_not_found'),
  artistNotFound: () => DomainError.notFound('Artist not found.', 'artist_not_found'),
  releaseFinal: () => DomainError.conflict('This release is final and can no longer be changed.', 'release_final'),
  releaseLimitReached: () =>
    DomainError.forbidden("You've reached your plan's release limit. Upgrade your plan to create more releases.", 'release_limit_reached'),
  collaboratorLimitReached: () => DomainError.forbidden(RELEASE_MESSAGES.collaboratorLimitReached, 'collaborator_limit_reached'),
  artistLimitReached: () => DomainError.forbidden(RELEASE_MESSAGES.artistLimitReached, 'artist_limit_reached'),
  /** Submit's answer: each missing item by name, also as per-field errors for forms. */
  releaseIncomplete: (missing: string[], errors: Record<string, string[]>) =>
    new DomainError('release_incomplete', `Missing: ${missing.join(', ')}.`, 422, errors, undefined, { missing }),
  identifiersExhausted: (kind: string) => new DomainError('identifiers_exhausted', `No free ${kind} codes are left for this prefix.`, 503),
};

/** Messages of the contract that the shared contracts lib does not carry yet. */
export const RELEASE_API_MESSAGES = {
  upcInvalid: 'Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).',
  upcTaken: 'This UPC is already used by another release.',
  isrcInvalid: 'Enter a valid ISRC (e.g. USRC17607839).',
  isrcTaken: 'This ISRC is already used by another track.',
  releaseDeleted: 'Release deleted.',
  releaseStatusUpdated: 'Release status updated.',
  setDateFirst: 'Set a release date first.',
  timeInvalid: 'Enter a valid time (HH:mm).',
  timeZoneInvalid: 'Choose a valid time zone.',
  territoriesInvalid: 'Use 2-letter country codes.',
  territoriesRequired: 'Choose at least one territory.',
  unknownStore: (id: string) => `Unknown store: ${id}.`,
  artistNameRequired: 'Artist name is required.',
  artistNameTaken: 'This artist is already in your directory.',
} as const;
