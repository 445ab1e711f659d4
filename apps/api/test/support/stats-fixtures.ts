import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease } from './releases-fixtures';
import type { TestApp } from '../test-app';

/** Soundpost's trend CSV layout. */
export const TRENDS_HEADER = 'date,store,territory,isrc,upc,streams,listeners,saves,source';

/**
 * An approved artist with one complete release whose one track carries this ISRC (tests use ranges of their own: the
 * platform assigns FRSP026…), and the release this UPC when given.
 */
export async function trackWithIsrc(t: TestApp, call: ReturnType<typeof caller>, isrc: string, options: { upc?: string; title?: string } = {}) {
  const db = t.app.get(DataSource);
  const artist = await approvedArtist(t);
  const release = await completeRelease(t, artist, call);
  await db.query('UPDATE tracks SET isrc = $2, title = COALESCE($3, title) WHERE release_id = $1', [release.id, isrc, options.title ?? null]);
  if (options.upc) await db.query('UPDATE releases SET upc = $2 WHERE id = $1', [release.id, options.upc]);
  const [{ id: trackId, title }] = await db.query('SELECT id, title FROM tracks WHERE release_id = $1', [release.id]);
  return { artist, releaseId: release.id as string, trackId: trackId as string, title: title as string, isrc };
}
