import type { LinkState } from '@soundpost/contracts';

export interface LinkStateInput {
  disabledAt: Date | null;
  /** The release's status (pending, approved, live, rejected, removed). */
  status: string;
  releaseDate: string | null;
  /** How many stores acknowledged the release and are still listing it. */
  listedStores: number;
  /** Today in UTC, YYYY-MM-DD. */
  today: string;
}

const REFUSED = new Set(['rejected', 'removed']);

/**
 * Disabled by staff, or refused or taken down: not shown. Before the release date, once staff approved
 * it (the stores have it or are getting it): pre-save. From the first store's acknowledgement on the
 * release date or after: live. Otherwise it waits, and the public page answers 404.
 */
export function linkState(input: LinkStateInput): LinkState {
  if (input.disabledAt) return 'disabled';
  if (REFUSED.has(input.status)) return 'waiting';
  const released = !input.releaseDate || input.releaseDate <= input.today;
  if (!released && input.status !== 'pending') return 'presave';
  if (released && input.listedStores > 0) return 'live';
  return 'waiting';
}

/** Whether the public page answers for this state. */
export function isPublic(state: LinkState): boolean {
  return state === 'presave' || state === 'live';
}
