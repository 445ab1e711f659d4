export abstract class ArtistApproval {
  /** Resolves when the artist's documents are approved; otherwise throws the refusal. */
  abstract assertApproved(userId: string): Promise<void>;
}
