import { type PreflightResponse, RELEASE_MISSING_ITEMS, type ReleaseResponse } from '@soundpost/contracts';
import { MISSING_ITEM_STEP, stepOfField, type WizardStep } from './wizard-steps';

/** One thing that keeps Submit disabled, with the step where it is fixed. */
export interface SubmitBlocker {
  readonly key: string;
  readonly step: WizardStep;
  /** A missing item by its contract name ('Artwork'), translated by the screen. */
  readonly item?: string;
  /** A preflight error: its code and the server's sentence. */
  readonly code?: string;
  readonly message?: string;
}

/** Preflight errors that say the same as a missing item: listed once, as the item. */
const SAME_AS_MISSING: Readonly<Record<string, string>> = {
  title_missing: RELEASE_MISSING_ITEMS.title,
  primary_artist_missing: RELEASE_MISSING_ITEMS.primaryArtist,
  release_type_missing: RELEASE_MISSING_ITEMS.releaseType,
  release_date_missing: RELEASE_MISSING_ITEMS.releaseDate,
  tracks_missing: RELEASE_MISSING_ITEMS.audioTrack,
  artwork_missing: RELEASE_MISSING_ITEMS.artwork,
  stores_missing: RELEASE_MISSING_ITEMS.store,
};

/** What submit would refuse: the release's missing items, then the preflight's errors (null while unknown). */
export function submitBlockers(release: Pick<ReleaseResponse, 'missing'>, check: PreflightResponse | null): SubmitBlocker[] {
  const missing = Array.isArray(release.missing) ? release.missing : [];
  const blockers: SubmitBlocker[] = missing.map((item) => ({ key: `missing:${item}`, step: MISSING_ITEM_STEP[item] ?? 'album_info', item }));
  (check?.errors ?? []).forEach((issue, i) => {
    const same = SAME_AS_MISSING[issue.code];
    if (same && missing.includes(same)) return;
    blockers.push({ key: `${issue.code}:${issue.field}:${i}`, step: stepOfField(issue.field), code: issue.code, message: issue.message });
  });
  return blockers;
}
