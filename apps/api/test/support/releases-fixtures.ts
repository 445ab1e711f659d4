import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { StorageService } from '@soundpost/server-core/storage';
import { Plan, Subscription } from '@soundpost/server-billing/schema';
import { ArtistProfile } from '@soundpost/server-kyc/schema';
import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';
import { newArtist, newStaff } from './kyc-fixtures';

export interface PlanLimitsInput {
  releaseLimit?: number;
  maxArtists?: number;
  maxExtraArtists?: number;
  /** Stores per release; null (the default) every store. */
  storeLimit?: number | null;
}

export interface TestArtist {
  id: string;
  email: string;
  token: string;
  planId: string;
}

/**
 * An artist whose identity documents staff approved, on a plan of their own with `limits`
 * (unlimited releases and collaborators, 50 directory artists unless told otherwise): the state
 * every release call needs. Made through the entities of the kyc and billing domains.
 */
export async function approvedArtist(t: TestApp, limits: PlanLimitsInput = {}): Promise<TestArtist> {
  const artist = await newArtist(t);
  const db = t.app.get(DataSource);
  await db.getRepository(ArtistProfile).save({ userId: artist.id, documentStatus: 'approved', isVerified: true, artistName: 'Test Artist' });
  const plans = db.getRepository(Plan);
  const plan = await plans.save(
    plans.create({
      key: `test-${randomUUID().slice(0, 12)}`,
      name: 'Test plan',
      priceCents: 0,
      releaseLimit: limits.releaseLimit ?? -1,
      maxArtists: limits.maxArtists ?? 50,
      maxExtraArtists: limits.maxExtraArtists ?? -1,
      storeLimit: limits.storeLimit ?? null,
    }),
  );
  await db.getRepository(Subscription).save({ userId: artist.id, planId: plan.id, status: 'active', paymentGateway: 'manual' });
  return { ...artist, planId: plan.id };
}

/** Changes the limits of the artist's own plan. */
export async function setPlanLimits(t: TestApp, artist: TestArtist, limits: PlanLimitsInput): Promise<void> {
  const changes: Partial<Pick<Plan, 'releaseLimit' | 'maxArtists' | 'maxExtraArtists' | 'storeLimit'>> = {};
  if (limits.releaseLimit !== undefined) changes.releaseLimit = limits.releaseLimit;
  if (limits.maxArtists !== undefined) changes.maxArtists = limits.maxArtists;
  if (limits.maxExtraArtists !== undefined) changes.maxExtraArtists = limits.maxExtraArtists;
  if (limits.storeLimit !== undefined) changes.storeLimit = limits.storeLimit;
  await t.app.get(DataSource).getRepository(Plan).update({ id: artist.planId }, changes);
}

export { newStaff };

/** JSON calls with a token: `call('PUT', '/artist/releases/1', token, body)`. */
export function caller(t: TestApp) {
  return async (method: string, path: string, token?: string, json?: unknown) => {
    const res = await t.api(`/api${path}`, { method, token, json });
    const text = await res.text();
    let body: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers };
  };
}

/**
 * A release that passes submit's checks, made directly in the database: title, primary artist,
 * date, one track with audio and a valid artwork record (small stored files standing in for the
 * real media: the upload endpoints have their own tests) and one store.
 */
export async function completeRelease(t: TestApp, artist: TestArtist, call: ReturnType<typeof caller>, overrides: Record<string, unknown> = {}) {
  const db = t.app.get(DataSource);
  const dir = await call('POST', '/artist/artists2', artist.token, { name: `Primary ${randomUUID().slice(0, 8)}`, role: 'Primary Artist' });
  const draft = await call('POST', '/artist/releases/draft', artist.token, { force_new: true });
  const id: string = draft.body.release_id;
  const saved = await call('PUT', `/artist/releases/${id}`, artist.token, { title: 'Complete', primary_artist_id: dir.body.artist.id, release_date: '2030-05-01', release_type: 'Single', ...overrides });
  if (saved.status !== 200) throw new Error(`PUT failed: ${JSON.stringify(saved.body)}`);
  await call('PUT', `/artist/releases/${id}/distribution`, artist.token, { store_ids: ['spotify'] });
  const storage = t.app.get(StorageService);
  const store = (bytes: string, contentType: string, prefix: string) =>
    storage.save(Readable.from([Buffer.from(bytes)]), { maxBytes: 1024, contentType, visibility: 'private', prefix });
  const cover = await store('cover', 'image/png', 'artwork');
  const audio = await store('audio', 'audio/wav', 'audio');
  await db.query(`UPDATE releases SET cover_art_key = $2, cover_art_width = 3000, cover_art_height = 3000 WHERE id = $1`, [id, cover.key]);
  // A unique, valid ISRC: the preflight check behind submit refuses a track without one.
  const isrc = `QZ${randomUUID().replace(/[^0-9]/g, '').padEnd(10, '0').slice(0, 10)}`;
  await db.query(`INSERT INTO tracks (release_id, track_number, title, audio_key, isrc) VALUES ($1, 1, 'Song', $2, $3)`, [id, audio.key, isrc]);
  return { id, artistId: dir.body.artist.id as string, coverKey: cover.key, audioKey: audio.key };
}
