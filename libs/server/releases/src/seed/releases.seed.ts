import type { INestApplicationContext } from '@nestjs/common';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { DEMO_ARTISTS } from '@soundpost/server-kyc';
import { DataSource } from 'typeorm';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { DRAFT_STATUS } from '../releases/release.entity';
import { ReleasesRepository } from '../releases/releases.repository';
import { catalogueRow, STORE_CATALOGUE } from '../stores/store-catalogue';
import { StoresRepository } from '../stores/stores.repository';
import { TracksRepository } from '../tracks/tracks.repository';

export const DEMO_RELEASES_ARTIST_EMAIL = 'artist.approved@soundpost.local';
/** Marks the demo draft, so seeding again finds it instead of adding another. */
const DEMO_DRAFT_KEY = 'seed:demo-draft';
/** Marks the demo live release (with ISRCs and a UPC), which the royalties demo report pays. */
const DEMO_LIVE_KEY = 'seed:demo-live';
export const DEMO_LIVE_RELEASE = {
  title: 'Golden Hour',
  upc: '195999000018',
  tracks: [
    { title: 'Golden Hour', isrc: 'PTSP12600001' },
    { title: 'Late Tram', isrc: 'PTSP12600002' },
  ],
} as const;

export async function seedReleases({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const rows = STORE_CATALOGUE.map(catalogueRow);
  await app.get(StoresRepository).upsertCatalogue(rows);
  log(`Store catalogue: ${rows.length} stores`);

  const user = await app.get(UsersService).findByEmail(DEMO_RELEASES_ARTIST_EMAIL);
  if (!user) return;
  const artistName = DEMO_ARTISTS.find((a) => a.email === DEMO_RELEASES_ARTIST_EMAIL)?.artistName ?? user.name;
  const directory = app.get(DirectoryArtistsRepository);
  const releases = app.get(ReleasesRepository);
  const tracks = app.get(TracksRepository);
  await app.get(DataSource).transaction(async (m) => {
    let artist = await directory.byName(user.id, artistName, m);
    if (!artist) {
      artist = await directory.create({ userId: user.id, name: artistName, defaultRole: 'Primary Artist' }, m);
      log(`Demo directory artist: ${artistName}`);
    }
    if (!(await releases.findByIdempotencyKey(user.id, DEMO_DRAFT_KEY, m))) {
      await releases.insert(
        {
          userId: user.id,
          idempotencyKey: DEMO_DRAFT_KEY,
          status: DRAFT_STATUS,
          title: 'First Light',
          releaseType: 'Single',
          primaryArtistId: artist.id,
          genrePrimary: 'Pop',
          labelName: 'Independent',
          storeIds: ['spotify', 'apple-music', 'deezer'],
        },
        m,
      );
      log(`Demo draft release for ${user.email}`);
    }
    if (!(await releases.findByIdempotencyKey(user.id, DEMO_LIVE_KEY, m))) {
      const live = await releases.insert(
        {
          userId: user.id,
          idempotencyKey: DEMO_LIVE_KEY,
          status: 'live',
          statusChangedAt: new Date(),
          title: DEMO_LIVE_RELEASE.title,
          upc: DEMO_LIVE_RELEASE.upc,
          releaseType: 'EP',
          primaryArtistId: artist.id,
          genrePrimary: 'Pop',
          labelName: 'Independent',
          storeIds: ['spotify', 'apple-music', 'deezer'],
        },
        m,
      );
      await tracks.insertMany(
        DEMO_LIVE_RELEASE.tracks.map((t, i) => ({ releaseId: live.id, trackNumber: i + 1, title: t.title, isrc: t.isrc })),
        m,
      );
      log(`Demo live release for ${user.email}`);
    }
  });
}
