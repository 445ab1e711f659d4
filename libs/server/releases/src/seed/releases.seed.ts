import type { INestApplicationContext } from '@nestjs/common';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { DEMO_ARTISTS } from '@soundpost/server-kyc';
import { DataSource, EntityManager } from 'typeorm';
import { DirectoryArtist } from '../directory/directory-artist.entity';
import { DRAFT_STATUS, Release } from '../releases/release.entity';
import { Store } from '../stores/store.entity';
import { Track } from '../tracks/track.entity';
import { catalogueRow, STORE_CATALOGUE } from '../stores/store-catalogue';

export const DEMO_RELEASES_ARTIST_EMAIL = 'artist.approved@soundpost.local';
/** Marks the demo draft, so seeding again finds it instead of adding another. */
const DEMO_DRAFT_KEY = 'seed:demo-draft';
/** Marks the demo live release (with ISRCs and a UPC), which the royalties demo report pays. */
const DEMO_LIVE_KEY = 'seed:demo-live';
/** The demo live release's codes: the royalties seeder's report names them. */
export const DEMO_LIVE_RELEASE = {
  title: 'Golden Hour',
  upc: '195999000018',
  tracks: [
    { title: 'Golden Hour', isrc: 'PTSP12600001' },
    { title: 'Late Tram', isrc: 'PTSP12600002' },
  ],
} as const;

/**
 * Brings the store catalogue up to date: new stores are added, names, kinds, logos, flags and order
 * follow the catalogue file. `active` is kept for existing rows: an operator may have switched a
 * store off. The migration inserted the same catalogue, so this only matters after it changes.
 */
export async function upsertStoreCatalogue(manager: EntityManager): Promise<number> {
  const rows = STORE_CATALOGUE.map(catalogueRow);
  await manager
    .createQueryBuilder()
    .insert()
    .into(Store)
    .values(rows)
    .orUpdate(['name', 'kind', 'logo_svg', 'supports_timed_release', 'supports_content_id', 'is_regional', 'sort_order'], ['id'])
    .execute();
  return rows.length;
}

/** The store catalogue, and for the approved demo artist one directory artist and one draft release. Idempotent. */
export async function seedReleases({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const dataSource = app.get(DataSource);
  log(`Store catalogue: ${await upsertStoreCatalogue(dataSource.manager)} stores`);

  const user = await app.get(UsersService).findByEmail(DEMO_RELEASES_ARTIST_EMAIL);
  if (!user) return;
  const artistName = DEMO_ARTISTS.find((a) => a.email === DEMO_RELEASES_ARTIST_EMAIL)?.artistName ?? user.name;
  await dataSource.transaction(async (m) => {
    const artists = m.getRepository(DirectoryArtist);
    let artist = await artists.createQueryBuilder('a').where('a.user_id = :userId AND lower(a.name) = lower(:name)', { userId: user.id, name: artistName }).getOne();
    if (!artist) {
      artist = await artists.save(artists.create({ userId: user.id, name: artistName, defaultRole: 'Primary Artist' }));
      log(`Demo directory artist: ${artistName}`);
    }
    const releases = m.getRepository(Release);
    if (!(await releases.existsBy({ userId: user.id, idempotencyKey: DEMO_DRAFT_KEY }))) {
      await releases.save(
        releases.create({
          userId: user.id,
          idempotencyKey: DEMO_DRAFT_KEY,
          status: DRAFT_STATUS,
          title: 'First Light',
          releaseType: 'Single',
          primaryArtistId: artist.id,
          genrePrimary: 'Pop',
          labelName: 'Independent',
          storeIds: ['spotify', 'apple-music', 'deezer'],
        }),
      );
      log(`Demo draft release for ${user.email}`);
    }
    if (!(await releases.existsBy({ userId: user.id, idempotencyKey: DEMO_LIVE_KEY }))) {
      const live = await releases.save(
        releases.create({
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
        }),
      );
      await m.getRepository(Track).save(
        DEMO_LIVE_RELEASE.tracks.map((t, i) => m.getRepository(Track).create({ releaseId: live.id, trackNumber: i + 1, title: t.title, isrc: t.isrc })),
      );
      log(`Demo live release for ${user.email}`);
    }
  });
}
