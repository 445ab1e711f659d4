import { Injectable } from '@nestjs/common';
import { ArtistApproval } from '@soundpost/server-auth';
import { KycErrors } from '../kyc.errors';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';

/**
 * The gate behind `@ArtistOnly({ approved: true })`, i.e. every artist route beyond the
 * verification page and the profile: identity documents staff approved, else 403
 * `documents_not_approved`, which the web app turns into the verification page.
 */
@Injectable()
export class KycArtistApproval extends ArtistApproval {
  constructor(private readonly profiles: ArtistProfilesService) {
    super();
  }

  async assertApproved(userId: string): Promise<void> {
    if ((await this.profiles.documentStatusOf(userId)) !== 'approved') throw KycErrors.documentsNotApproved();
  }
}
