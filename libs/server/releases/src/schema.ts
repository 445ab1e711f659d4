import { DirectoryArtist } from './directory/directory-artist.entity';
import { IdentifierCounter } from './identifiers/identifier-counter.entity';
import { Releases1763700005000 } from './migrations/1763700005000-releases';
import { ReleasesOwnDirectoryEntry1764000003000 } from './migrations/1764000003000-releases-own-directory-entry';
import { StoreLogoMarks1764201000000 } from './migrations/1764201000000-store-logo-marks';
import { ReleaseNumbers1764210000000 } from './migrations/1764210000000-release-numbers';
import { TrackBitsPerSample1764400002000 } from './migrations/1764400002000-track-bits-per-sample';
import { ReleaseCatalogueReadModel1764600001000 } from './migrations/1764600001000-release-catalogue-read-model';
import { ReleaseCatalogueCards1795926161100 } from './migrations/1795926161100-release-catalogue-cards';
import { ReleaseStatusOverrideReason1764700001000 } from './migrations/1764700001000-release-status-override-reason';
import { ReleaseCatalogueArtists1795938400000 } from './migrations/1795938400000-release-catalogue-artists';
import { ReleaseArtist } from './releases/release-artist.entity';
import { Release } from './releases/release.entity';
import { Store } from './stores/store.entity';
import { Track } from './tracks/track.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { DirectoryArtist, Release, ReleaseArtist, Track, Store, IdentifierCounter };

export const releasesSchema: DomainSchema = {
  entities: [DirectoryArtist, Release, ReleaseArtist, Track, Store, IdentifierCounter],
  migrations: [Releases1763700005000, ReleasesOwnDirectoryEntry1764000003000, StoreLogoMarks1764201000000, ReleaseNumbers1764210000000, TrackBitsPerSample1764400002000, ReleaseCatalogueReadModel1764600001000, ReleaseStatusOverrideReason1764700001000, ReleaseCatalogueCards1795926161100, ReleaseCatalogueArtists1795938400000],
  ownedTables: ['directory_artists', 'stores', 'releases', 'release_artists', 'tracks', 'identifier_counters', 'release_catalogue_tracks', 'release_catalogue_releases', 'release_catalogue_stores', 'release_catalogue_cards', 'release_catalogue_artists', 'release_catalogue_artist_releases'],
  // Read by royalties (matching report lines, statements), smart links (the public page) and statistics (label reports): see the migrations.
  readModels: ['release_catalogue_tracks', 'release_catalogue_releases', 'release_catalogue_stores', 'release_catalogue_cards', 'release_catalogue_artists', 'release_catalogue_artist_releases'],
};
