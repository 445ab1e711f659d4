import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '@soundpost/server-notifications';
import { BillingModule } from '@soundpost/server-billing';
import { AdminReleasesRepository } from './admin/admin-releases.repository';
import { AdminReleasesService } from './admin/admin-releases.service';
import { DirectoryArtist } from './directory/directory-artist.entity';
import { DirectoryArtistsRepository } from './directory/directory-artists.repository';
import { DirectoryService } from './directory/directory.service';
import { IdentifierCounter } from './identifiers/identifier-counter.entity';
import { IdentifiersRepository } from './identifiers/identifiers.repository';
import { IdentifiersService } from './identifiers/identifiers.service';
import { ReleaseAccessService } from './releases/release-access.service';
import { ReleaseArtist } from './releases/release-artist.entity';
import { ReleaseDetailService } from './releases/release-detail.service';
import { ReleaseViewsService } from './releases/release-views.service';
import { ReleasesRepository } from './releases/releases.repository';
import { ReleasesService } from './releases/releases.service';
import { Release } from './releases/release.entity';
import { ReleaseStatsRepository } from './stats/release-stats.repository';
import { ReleaseStatsService } from './stats/release-stats.service';
import { ReleaseChangesService } from './delivery-read/release-changes.service';
import { PreflightService } from './preflight/preflight.service';
import { ReleaseForDeliveryService } from './delivery-read/release-for-delivery.service';
import { Store } from './stores/store.entity';
import { StoresRepository } from './stores/stores.repository';
import { Track } from './tracks/track.entity';
import { ArtworkService } from './artwork/artwork.service';
import { AudioMetadataReader } from './tracks/audio-metadata.reader';
import { TracksRepository } from './tracks/tracks.repository';
import { TracksService } from './tracks/tracks.service';

const providers = [
  ReleasesRepository,
  DirectoryArtistsRepository,
  StoresRepository,
  AdminReleasesRepository,
  IdentifiersRepository,
  ReleaseStatsRepository,
  IdentifiersService,
  ReleaseAccessService,
  ReleaseViewsService,
  ReleaseDetailService,
  ReleasesService,
  DirectoryService,
  AdminReleasesService,
  TracksRepository,
  AudioMetadataReader,
  TracksService,
  ArtworkService,
  ReleaseStatsService,
  ReleaseForDeliveryService,
  ReleaseChangesService,
  PreflightService,
];

@Module({
  imports: [TypeOrmModule.forFeature([DirectoryArtist, Release, ReleaseArtist, Track, Store, IdentifierCounter]), BillingModule, NotificationsModule],
  providers: [...providers],
  // TypeOrmModule is re-exported so the HTTP module's services can inject the repositories.
  exports: [...providers, TypeOrmModule],
})
export class ReleasesModule {}
