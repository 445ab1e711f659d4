import { DirectoryArtist } from './directory/directory-artist.entity';
import { IdentifierCounter } from './identifiers/identifier-counter.entity';
import { Releases1763700005000 } from './migrations/1763700005000-releases';
import { ReleaseArtist } from './releases/release-artist.entity';
import { Release } from './releases/release.entity';
import { Store } from './stores/store.entity';
import { Track } from './tracks/track.entity';

// Entities and migrations of the releases domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const releasesEntities: Function[] = [DirectoryArtist, Release, ReleaseArtist, Track, Store, IdentifierCounter];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const releasesMigrations: Function[] = [Releases1763700005000];
