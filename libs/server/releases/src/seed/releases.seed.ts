import { Readable } from 'node:stream';
import type { INestApplicationContext } from '@nestjs/common';
import { ARTWORK_UPLOAD } from '@soundpost/contracts';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { StorageService, type StoredFile } from '@soundpost/server-core/storage';
import { DEMO_ARTISTS } from '@soundpost/server-kyc';
import { DataSource } from 'typeorm';
import { ARTWORK_STORAGE_PREFIX } from '../artwork/artwork.service';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { IdentifiersService } from '../identifiers/identifiers.service';
import { DRAFT_STATUS } from '../releases/release.entity';
import { ReleasesRepository } from '../releases/releases.repository';
import { catalogueRow, STORE_CATALOGUE } from '../stores/store-catalogue';
import { StoresRepository } from '../stores/stores.repository';
import { AudioMetadataReader } from '../tracks/audio-metadata.reader';
import type { Track } from '../tracks/track.entity';
import { TracksRepository } from '../tracks/tracks.repository';
import { audioColumns, AUDIO_STORAGE_PREFIX } from '../tracks/tracks.service';
import { demoCoverPng, demoWav } from './demo-media';

/** The artwork minimum, so the demo cover passes the same rule an upload does. */
const DEMO_COVER_SIDE = ARTWORK_UPLOAD.minWidthPx;

export const DEMO_RELEASES_ARTIST_EMAIL = 'artist.approved@soundpost.local';
/** Marks the demo draft, so seeding again finds it instead of adding another. */
const DEMO_DRAFT_KEY = 'seed:demo-draft';
/** Marks the demo live release, which the royalties demo report pays and the delivery demo shows delivered. */
const DEMO_LIVE_KEY = 'seed:demo-live';
export const DEMO_LIVE_RELEASE = {
  title: 'Golden Hour',
  releaseDate: '2026-06-05',
  year: 2026,
  tracks: [
    { title: 'Golden Hour', seconds: 12, rootHz: 220 },
    { title: 'Late Tram', seconds: 10, rootHz: 196 },
  ],
} as const;
const DEMO_STORES = ['spotify', 'apple-music', 'deezer'];

/** The demo live release as other domains' seeders need it (its codes were assigned at seeding). */
export interface DemoLiveRelease {
  id: string;
  userId: string;
  upc: string | null;
  storeIds: string[];
  isrcs: string[];
}

export async function findDemoLiveRelease(app: INestApplicationContext): Promise<DemoLiveRelease | null> {
  const user = await app.get(UsersService).findByEmail(DEMO_RELEASES_ARTIST_EMAIL);
  if (!user) return null;
  const live = await app.get(ReleasesRepository).findByIdempotencyKey(user.id, DEMO_LIVE_KEY);
  if (!live) return null;
  const tracks = await app.get(TracksRepository).listOf(live.id);
  return { id: live.id, userId: live.userId, upc: live.upc, storeIds: live.storeIds, isrcs: tracks.flatMap((t) => (t.isrc ? [t.isrc] : [])) };
}

export async function seedReleases({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const rows = STORE_CATALOGUE.map(catalogueRow);
  await app.get(StoresRepository).upsertCatalogue(rows);
  log(`Store catalogue: ${rows.length} stores`);

  const user = await app.get(UsersService).findByEmail(DEMO_RELEASES_ARTIST_EMAIL);
  if (!user) return;
  const artistName = DEMO_ARTISTS.find((a) => a.email === DEMO_RELEASES_ARTIST_EMAIL)?.artistName ?? user.name;
  const directory = app.get(DirectoryArtistsRepository);
  const releases = app.get(ReleasesRepository);
  const dataSource = app.get(DataSource);
  const artistId = await dataSource.transaction(async (m) => {
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
          storeIds: DEMO_STORES,
        },
        m,
      );
      log(`Demo draft release for ${user.email}`);
    }
    return artist.id;
  });
  if (!(await releases.findByIdempotencyKey(user.id, DEMO_LIVE_KEY))) {
    await seedLiveRelease(app, user.id, artistId, artistName);
    log(`Demo live release for ${user.email}`);
  }
}

/**
 * A release as a finished one looks: cover and audio stored through the same storage as uploads (so they
 * serve and play alike), codes from the platform's own counters, dates, stores, approved and live.
 */
async function seedLiveRelease(app: INestApplicationContext, userId: string, artistId: string, artistName: string): Promise<void> {
  const storage = app.get(StorageService);
  const saved: StoredFile[] = [];
  const store = async (bytes: Buffer, contentType: string, prefix: string) => {
    const file = await storage.save(Readable.from([bytes]), { maxBytes: bytes.length, contentType, visibility: 'private', prefix });
    saved.push(file);
    return file;
  };
  try {
    const cover = await store(demoCoverPng(DEMO_COVER_SIDE), 'image/png', ARTWORK_STORAGE_PREFIX);
    const audio: Array<Partial<Track>> = [];
    for (const t of DEMO_LIVE_RELEASE.tracks) {
      const file = await store(demoWav(t.seconds, t.rootHz), 'audio/wav', AUDIO_STORAGE_PREFIX);
      const metadata = await app.get(AudioMetadataReader).read(file);
      if (!metadata) throw new Error(`The demo audio of "${t.title}" could not be read back`);
      audio.push(audioColumns(file, `${t.title.toLowerCase().replace(/\W+/g, '-')}.wav`, metadata));
    }
    const identifiers = app.get(IdentifiersService);
    const year = DEMO_LIVE_RELEASE.year;
    const copyright = { pLine: artistName, plineYear: year, cLine: artistName, clineYear: year };
    const submittedAt = new Date(`${DEMO_LIVE_RELEASE.releaseDate}T00:00:00Z`);
    submittedAt.setUTCDate(submittedAt.getUTCDate() - 21);
    await app.get(DataSource).transaction(async (m) => {
      const live = await app.get(ReleasesRepository).insert(
        {
          userId,
          idempotencyKey: DEMO_LIVE_KEY,
          status: 'live',
          submittedAt,
          statusChangedAt: new Date(`${DEMO_LIVE_RELEASE.releaseDate}T00:00:00Z`),
          workflowStage: 'delivered',
          title: DEMO_LIVE_RELEASE.title,
          upc: await identifiers.nextUpc(m),
          releaseType: 'EP',
          releaseDate: DEMO_LIVE_RELEASE.releaseDate,
          releaseTime: '00:00',
          timezone: 'Europe/Lisbon',
          primaryArtistId: artistId,
          genrePrimary: 'Pop',
          labelName: 'Independent',
          ...copyright,
          coverArtKey: cover.key,
          coverArtWidth: DEMO_COVER_SIDE,
          coverArtHeight: DEMO_COVER_SIDE,
          storeIds: DEMO_STORES,
        },
        m,
      );
      const tracks: Array<Partial<Track>> = [];
      for (const [i, t] of DEMO_LIVE_RELEASE.tracks.entries()) {
        tracks.push({
          releaseId: live.id,
          trackNumber: i + 1,
          title: t.title,
          isrc: await identifiers.nextIsrc(m, submittedAt),
          languageOfPerformance: 'en',
          primaryGenre: 'Pop',
          soundRecordingOwner: artistName,
          recordingYear: `${year}-01-01`,
          pLine: copyright.pLine,
          plineYear: year,
          cLine: copyright.cLine,
          ...audio[i],
        });
      }
      await app.get(TracksRepository).insertMany(tracks, m);
    });
  } catch (error) {
    for (const file of saved) await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
}
