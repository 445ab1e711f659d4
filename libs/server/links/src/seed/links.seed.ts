import type { INestApplicationContext } from '@nestjs/common';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { DEMO_RELEASES_ARTIST_EMAIL } from '@soundpost/server-releases';
import { DataSource } from 'typeorm';
import { LinksService } from '../links/links.service';
import { ReleaseLinksRepository } from '../links/release-links.repository';
import { LinkCountsRepository, type LinkCountDelta } from '../counting/link-counts.repository';
import { LinkStatsRepository } from '../stats/link-stats.repository';

const DAYS = 60;
export const DEMO_CHANNELS = ['instagram', 'tiktok', 'newsletter'] as const;
/** Where the demo's visits come from: '' is the plain link. */
const CHANNEL_SHARE: ReadonlyArray<readonly [string, number]> = [['', 0.35], ['instagram', 0.3], ['tiktok', 0.22], ['newsletter', 0.13]];
const COUNTRY_SHARE: ReadonlyArray<readonly [string, number]> = [['PT', 0.3], ['BR', 0.24], ['US', 0.2], ['FR', 0.12], ['DE', 0.09], ['ZZ', 0.05]];
/** A store's share of the page's views that click it; stores not named click less. */
const STORE_RATE: Readonly<Record<string, number>> = { spotify: 0.2, 'apple-music': 0.11, deezer: 0.05, 'youtube-music': 0.06, 'amazon-music': 0.04 };

/** A small seeded generator, so a demo's numbers are the same on every fresh start. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sixty days of counts for one link: a launch peak that settles, weekends a little busier, split by channel and country,
 * and clicks per store at each store's usual rate. Days end `today` (YYYY-MM-DD, UTC).
 */
export function demoCounts(linkId: string, storeIds: readonly string[], today: string): LinkCountDelta[] {
  const next = random(linkId);
  const end = Date.parse(`${today}T00:00:00Z`);
  const rows: LinkCountDelta[] = [];
  for (let back = DAYS - 1; back >= 0; back--) {
    const date = new Date(end - back * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const age = DAYS - 1 - back;
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.25 : 1;
    const daily = (30 + 140 * Math.exp(-age / 9)) * weekend;
    for (const [channel, channelShare] of CHANNEL_SHARE) {
      for (const [country, countryShare] of COUNTRY_SHARE) {
        const views = Math.round(daily * channelShare * countryShare * (0.7 + next() * 0.6));
        if (views === 0) continue;
        rows.push({ linkId, day, channel, country, storeId: '', views, clicks: 0 });
        for (const storeId of storeIds) {
          const clicks = Math.round(views * (STORE_RATE[storeId] ?? 0.03) * (0.6 + next() * 0.8));
          if (clicks > 0) rows.push({ linkId, day, channel, country, storeId, views: 0, clicks });
        }
      }
    }
  }
  return rows;
}

/** The demo artist's submitted releases get their links, three channel links each, and sixty days of counts; idempotent. */
export async function seedLinks({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const user = await app.get(UsersService).findByEmail(DEMO_RELEASES_ARTIST_EMAIL);
  if (!user) return;
  const made = await app.get(LinksService).ensureMissing([user.id]);
  if (made) log(`Demo smart links: ${made} made`);
  const links = app.get(ReleaseLinksRepository);
  const counts = app.get(LinkStatsRepository);
  const rows = await links.artistLinks(user.id);
  const listings = await links.listings(rows.map((r) => r.release_id));
  const today = new Date().toISOString().slice(0, 10);
  for (const row of rows) {
    await app.get(DataSource).transaction(async (m) => {
      for (const name of DEMO_CHANNELS) if (!(await links.channelByName(m, row.id, name))) await links.insertChannel(m, row.id, name);
    });
    if (await counts.hasCounts(row.id)) continue;
    const listed = listings.filter((l) => l.release_id === row.release_id).map((l) => l.store_id);
    const demo = demoCounts(row.id, listed, today);
    await app.get(LinkCountsRepository).addCounts(demo);
    log(`Demo smart link ${row.slug}: ${DAYS} days of counts over ${DEMO_CHANNELS.length} channels and ${listed.length} stores`);
  }
}
