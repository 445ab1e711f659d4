/**
 * Whether an artist may use the routes behind `@ArtistOnly({ approved: true })`. The identity
 * documents live in the kyc lib, which depends on auth and not the other way round, so kyc
 * provides this (and its 403 `documents_not_approved`). Without a provider no artist passes.
 */
export abstract class ArtistApproval {
  /** Resolves when the artist's documents are approved; otherwise throws the refusal. */
  abstract assertApproved(userId: string): Promise<void>;
}
