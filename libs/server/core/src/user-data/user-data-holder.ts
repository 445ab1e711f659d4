import type { HeldDataCount } from '@soundpost/contracts';

/**
 * A domain's answer to "what do you hold about this user?", registered on its line in the
 * platform's domain registry (`userData`). Cross-cutting features (the back office's artist page,
 * personal-data export and erasure) ask every domain through it instead of reaching into each lib.
 */
export interface UserDataHolder {
  heldAbout(userId: string): Promise<HeldDataCount[]>;
}

/** A holder's answer from its labelled keys and one row of counts (a missing key counts 0). */
export function heldCounts(held: ReadonlyArray<{ key: string; label: string }>, counts: Record<string, number>): HeldDataCount[] {
  return held.map(({ key, label }) => ({ key, label, count: counts[key] ?? 0 }));
}
