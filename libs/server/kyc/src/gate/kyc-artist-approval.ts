import { Injectable } from '@nestjs/common';
import { ArtistApproval } from '@soundpost/server-auth';
import { KycErrors } from '../kyc.errors';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';

@Injectable()
export class KycArtistApproval extends ArtistApproval {
  constructor(private readonly profiles: ArtistProfilesService) {
    super();
  }

  async assertApproved(userId: string): Promise<void> {
    if ((await this.profiles.documentStatusOf(userId)) !== 'approved') throw KycErrors.documentsNotApproved();
  }
}
