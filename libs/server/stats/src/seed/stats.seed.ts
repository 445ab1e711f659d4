import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { SOUNDPOST_TREND_HEADER } from '@soundpost/contracts';
import type { AppConfig } from '@soundpost/server-core/config';
import { findDemoLiveRelease } from '@soundpost/server-releases';
import { StatsImportsRepository } from '../imports/stats-imports.repository';
import { StatsImportsService } from '../imports/stats-imports.service';

const DAYS = 120;
/** Each store reports with its own delay: the demo's "data as of" differs by store. */
const STORES = [
  { id: 'spotify', name: 'Spotify', lagDays: 1, weight: 1 },
  { id: 'apple-music', name: 'Apple Music', lagDays: 2, weight: 0.45 },
  { id: 'deezer', name: 'Deezer', lagDays: 3, weight: 0.2 },
];
const TERRITORIES = [
  ['PT', 0.35],
  ['BR', 0.25],
  ['US', 0.2],
  ['FR', 0.12],
  ['DE', 0.08],
] as const;
const SOURCES = [
  ['playlist', 0.45],
  ['library', 0.25],
  ['search', 0.15],
  ['artist_page', 0.1],
  ['radio', 0.05],
] as const;

const DAY_MS = 86_400_000;
const demoFile = (storeId: string) => `demo-trends-${storeId}.csv`;

/** A believable curve: a release-week spike that settles, a slow climb, weekends higher, and a deterministic wobble. */
function streamsOn(dayIndex: number, trackIndex: number, weight: number): number {
  const settle = 1 + 2.5 * Math.exp(-dayIndex / 10);
  const climb = 1 + dayIndex / 240;
  const weekday = new Date(dayIndex * DAY_MS).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.25 : 1;
  const wobble = 0.85 + ((dayIndex * 7919 + trackIndex * 104_729) % 31) / 100;
  return Math.round((trackIndex === 0 ? 420 : 180) * weight * settle * climb * weekend * wobble);
}

/** One store's report in Soundpost's layout, ending `lagDays` before today. */
export function demoTrendReport(isrcs: readonly string[], store: (typeof STORES)[number], today: Date): string {
  const lines = [SOUNDPOST_TREND_HEADER.join(',')];
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - store.lagDays * DAY_MS;
  for (let d = 0; d < DAYS; d++) {
    const day = new Date(last - (DAYS - 1 - d) * DAY_MS).toISOString().slice(0, 10);
    isrcs.forEach((isrc, t) => {
      const total = streamsOn(d, t, store.weight);
      for (const [territory, tShare] of TERRITORIES) {
        for (const [source, sShare] of SOURCES) {
          const streams = Math.round(total * tShare * sShare);
          if (streams === 0) continue;
          const listeners = Math.max(1, Math.round(streams * 0.62));
          const saves = Math.round(streams * 0.04);
          lines.push(`${day},${store.name},${territory},${isrc},,${streams},${listeners},${saves},${source}`);
        }
      }
    });
  }
  return lines.join('\n') + '\n';
}

/** 120 days of trends from three stores for the demo live release, so a fresh start shows charts; idempotent per store. */
export async function seedStats({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const live = await findDemoLiveRelease(app);
  if (!live || live.isrcs.length === 0) return;
  const imports = app.get(StatsImportsRepository);
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-stats-seed-'));
  try {
    for (const store of STORES) {
      const fileName = demoFile(store.id);
      if (await imports.existsWithFileName(fileName)) continue;
      const content = demoTrendReport(live.isrcs, store, new Date());
      const path = join(dir, fileName);
      await writeFile(path, content);
      const imported = await app.get(StatsImportsService).importTrends({
        storeId: store.id,
        presetId: null,
        files: [{ path, fileName, checksum: createHash('sha256').update(content).digest('hex') }],
        staffId: null,
      });
      log(`Demo trends (${store.name}): ${imported.lines_total} lines, ${imported.streams_total} streams, ${imported.first_day} to ${imported.last_day}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
