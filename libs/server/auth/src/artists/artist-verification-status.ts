import { Injectable } from '@nestjs/common';

export type ArtistDocumentStatus = 'pending' | 'approved' | 'rejected';

/** Answers an artist's identity-document status, or null when there is none yet. */
export type ArtistDocumentStatusReader = (userId: string) => Promise<ArtistDocumentStatus | null>;

/**
 * The seam between sign-up (auth) and identity review (kyc): onboarding refuses an artist whose
 * documents are already approved (409 `onboarding_complete`), but the status lives in the kyc lib,
 * which depends on auth and not the other way round. The kyc module registers its reader at start
 * (`setReader` in its `onModuleInit`); without one, no artist counts as approved.
 */
@Injectable()
export class ArtistVerificationStatus {
  private reader?: ArtistDocumentStatusReader;

  setReader(reader: ArtistDocumentStatusReader): void {
    this.reader = reader;
  }

  async documentStatus(userId: string): Promise<ArtistDocumentStatus | null> {
    return this.reader ? this.reader(userId) : null;
  }

  async isApproved(userId: string): Promise<boolean> {
    return (await this.documentStatus(userId)) === 'approved';
  }
}
