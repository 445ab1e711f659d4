import type { ArtistProfile } from './artist-profile.entity';

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
export type IdentityChange = Partial<Pick<ArtistProfile, IdentityField>>;

const identityOf = (profile: ArtistProfile): IdentityChange => Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, profile[f] ?? null]));

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

export function applyIdentityChange(profile: ArtistProfile, change: IdentityChange | null): void {
  if (!change) return;
  for (const field of IDENTITY_FIELDS) if (field in change) Object.assign(profile, { [field]: change[field] ?? null });
}

export function identityChangeFields(change: IdentityChange | null): Record<string, unknown> | null {
  if (!change) return null;
  return Object.fromEntries(Object.entries(change).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}
