import type { ArtistProfile } from './artist-profile.entity';

/**
 * The identity a document proves: names, nationality and the document's own details. After
 * approval these change only through a new document that staff approve; everything else on the
 * profile (artist name, address, contact, payout details) stays freely editable.
 */
export const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'nationality',
  'docType',
  'idCardNumber',
  'passportNumber',
  'idIssuingPlace',
  'idExpiryDate',
  'residencePermitNumber',
] as const satisfies ReadonlyArray<keyof ArtistProfile>;

export type IdentityField = (typeof IDENTITY_FIELDS)[number];
/** Changed identity fields with their new values (entity names). */
export type IdentityChange = Partial<Pick<ArtistProfile, IdentityField>>;

const identityOf = (profile: ArtistProfile): IdentityChange => Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, profile[f] ?? null]));

/**
 * Runs `apply` on the profile. Before approval it is applied as is. Once approved, identity fields
 * that `apply` changed are put back and held in `pendingIdentity` (merged with what was already
 * held) for the next document's review. Answers whether anything is held.
 */
export function applyHoldingIdentity(profile: ArtistProfile, apply: (profile: ArtistProfile) => void): boolean {
  const approved = profile.documentStatus === 'approved';
  const before = identityOf(profile);
  apply(profile);
  if (!approved) return false;
  const held: IdentityChange = { ...(profile.pendingIdentity ?? {}) };
  for (const field of IDENTITY_FIELDS) {
    const next = profile[field] ?? null;
    if (next !== before[field]) Object.assign(held, { [field]: next });
    Object.assign(profile, { [field]: before[field] });
  }
  for (const field of IDENTITY_FIELDS) if (field in held && held[field] === before[field]) delete held[field];
  profile.pendingIdentity = Object.keys(held).length ? held : null;
  return profile.pendingIdentity !== null;
}

/** Staff approved the document carrying `change`: the new identity applies. */
export function applyIdentityChange(profile: ArtistProfile, change: IdentityChange | null): void {
  if (!change) return;
  for (const field of IDENTITY_FIELDS) if (field in change) Object.assign(profile, { [field]: change[field] ?? null });
}

/** The held change in API names (snake_case), for the artist's and staff's answers. */
export function identityChangeFields(change: IdentityChange | null): Record<string, unknown> | null {
  if (!change) return null;
  return Object.fromEntries(Object.entries(change).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}
