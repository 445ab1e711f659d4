import { Module } from '@nestjs/common';
import { AdminRoyaltiesController } from './http/admin-royalties.controller';
import { ArtistRoyaltiesController, ArtistSplitInvitationsController, ArtistSplitsController } from './http/artist-royalties.controller';
import { RoyaltiesModule } from './royalties.module';

@Module({
  imports: [RoyaltiesModule],
  controllers: [ArtistSplitsController, ArtistSplitInvitationsController, ArtistRoyaltiesController, AdminRoyaltiesController],
})
export class RoyaltiesHttpModule {}
