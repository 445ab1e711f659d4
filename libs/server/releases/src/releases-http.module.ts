import { Module } from '@nestjs/common';
import { AdminReleasesController } from './http/admin-releases.controller';
import { ArtistDirectoryController } from './http/artist-directory.controller';
import { ArtistReleasesController } from './http/artist-releases.controller';
import { StoreLogosController } from './http/store-logos.controller';
import { AdminPreflightController, ArtistPreflightController } from './http/preflight.controller';
import { ReleasesModule } from './releases.module';
import { ArtistArtworkController } from './artwork/artist-artwork.controller';
import { ArtistTracksController } from './tracks/artist-tracks.controller';

@Module({
  imports: [ReleasesModule],
  providers: [],
  controllers: [ArtistReleasesController, ArtistDirectoryController, StoreLogosController, AdminReleasesController, ArtistTracksController, ArtistArtworkController, ArtistPreflightController, AdminPreflightController],
})
export class ReleasesHttpModule {}
