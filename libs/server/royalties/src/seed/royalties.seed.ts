import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { SOUNDPOST_REPORT_HEADER } from '@soundpost/contracts';
import { UsersService } from '@soundpost/server-auth';
import type { AppConfig } from '@soundpost/server-core/config';
import { findDemoLiveRelease } from '@soundpost/server-releases';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { RoyaltyImportsRepository } from '../imports/royalty-imports.repository';
import { RoyaltyImportsService } from '../imports/royalty-imports.service';
import { RoyaltyPostingService } from '../posting/royalty-posting.service';
import { RoyaltySplitsRepository } from '../splits/royalty-splits.repository';
import { RoyaltySplitsService } from '../splits/royalty-splits.service';

const DEMO_FILE = 'demo-spotify-2026-q3.csv';
const COLLABORATOR = 'artist.pending@soundpost.local';
const MONTHS = ['2026-07', '2026-08', '2026-09'];
const TERRITORIES = ['PT', 'BR', 'US', 'FR', 'DE'];
const STORES = ['Spotify', 'Apple Music', 'Deezer'];

/** The demo live release's codes, assigned when it was seeded. */
export function demoReport(codes: { isrcs: readonly string[]; upc: string | null }): string {
  const lines = [SOUNDPOST_REPORT_HEADER.join(',')];
  let n = 0;
  for (const month of MONTHS) {
    const [y, m] = month.split('-').map(Number);
    const end = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    for (const isrc of codes.isrcs) {
      for (const territory of TERRITORIES) {
        for (const store of STORES) {
          n++;
          const units = 40 + ((n * 37) % 260);
          const revenue = ((units * 41 + n * 7) / 10_000).toFixed(4);
          lines.push(`${month}-01,${end},${store},${territory},${isrc},,${units},${revenue},EUR`);
        }
      }
    }
  }
  if (codes.upc) lines.push(`2026-09-01,2026-09-30,Spotify,PT,,${codes.upc},12,0.0510,EUR`);
  lines.push('2026-09-01,2026-09-30,Spotify,ES,ZZXX12600099,,7,0.0300,EUR');
  return lines.join('\n') + '\n';
}

/** A posted demo report with a 20% collaborator who accepted, so a fresh start shows earnings; idempotent. */
export async function seedRoyalties({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  if (await app.get(RoyaltyImportsRepository).existsWithFileName(DEMO_FILE)) return;
  const live = await findDemoLiveRelease(app);
  if (!live || live.isrcs.length === 0) return;
  const track = await app.get(CatalogueRepository).trackByIsrc(live.isrcs[0]);
  if (!track) return;
  const collaborator = await app.get(UsersService).findByEmail(COLLABORATOR);
  let splitId: string | null = null;
  if (collaborator) {
    // Written directly: the demo owner's free plan allows no collaborator, and the demo shows one.
    const split = await app.get(RoyaltySplitsRepository).insertOne({ ownerUserId: track.owner_user_id, releaseId: track.release_id, trackId: null, email: COLLABORATOR, shareBp: 2000, status: 'invited' });
    splitId = split.id;
  }
  const content = demoReport(live);
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-royalties-seed-'));
  try {
    const path = join(dir, DEMO_FILE);
    await writeFile(path, content);
    const imported = await app.get(RoyaltyImportsService).importReport({
      path,
      fileName: DEMO_FILE,
      checksum: createHash('sha256').update(content).digest('hex'),
      storeId: 'spotify',
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
      fxRate: null,
      presetId: null,
      mapping: null,
      staffId: null,
    });
    const posted = await app.get(RoyaltyPostingService).post(imported.id, null);
    if (collaborator && splitId) await app.get(RoyaltySplitsService).accept(collaborator.id, splitId);
    log(`Demo royalties: ${posted.lines} lines, ${posted.credited_cents} cents credited`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
