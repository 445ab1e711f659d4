import { Injectable } from '@nestjs/common';

export type ArtistDocumentStatus = 'pending' | 'approved' | 'rejected';

export type ArtistDocumentStatusReader = (userId: string) => Promise<ArtistDocumentStatus | null>;

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
