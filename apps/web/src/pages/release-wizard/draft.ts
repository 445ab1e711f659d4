import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { API_ERROR_CODES, ApiRequestError } from '../../api/client';
import { createDraft } from '../../api/releases';

/** The draft answer held no release id. */
export class DraftIdMissingError extends Error {
  constructor() {
    super(RELEASE_MESSAGES.draftMissingId);
    this.name = 'DraftIdMissingError';
  }
}

/** The id of a draft answer: release_id, else id, else the release's own. */
export function draftIdOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  const release = typeof record['release'] === 'object' && record['release'] !== null ? (record['release'] as Record<string, unknown>) : {};
  for (const candidate of [record['release_id'], record['id'], release['release_id'], release['id']]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    if (typeof candidate === 'number') return String(candidate);
  }
  return null;
}

/** POST /artist/releases/draft and the new draft's id; throws DraftIdMissingError when the answer has none. */
export async function createDraftRelease(options: { readonly forceNew: boolean; readonly idempotencyKey: string }): Promise<string> {
  const answer = await createDraft(options);
  const id = draftIdOf(answer);
  if (!id) throw new DraftIdMissingError();
  return id;
}

/**
 * A 403 on draft creation means the plan's release limit is reached. The identity gate's 403 is
 * not one: the shell takes the artist to the verification page for it.
 */
export function isReleaseLimitError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 403 && error.code !== API_ERROR_CODES.documentsNotApproved;
}
