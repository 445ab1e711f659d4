import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { findDemoLiveRelease, DEMO_LIVE_RELEASE } from '@soundpost/server-releases';
import { DataSource } from 'typeorm';
import { ReleaseDeliveriesRepository } from './deliveries/release-deliveries.repository';

/**
 * The demo live release as delivered to each of its stores and accepted there. Written as history, not
 * queued: a fresh install has no store connection to send to. Nothing was sent, so no message is kept.
 */
export async function seedDelivery({ app, log }: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  const live = await findDemoLiveRelease(app);
  if (!live) return;
  const deliveries = app.get(ReleaseDeliveriesRepository);
  const at = new Date(`${DEMO_LIVE_RELEASE.releaseDate}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 14);
  const added = await app.get(DataSource).transaction(async (m) => {
    const have = new Set((await deliveries.ofRelease(live.id, m)).map((d) => d.storeId));
    const missing = live.storeIds.filter((storeId) => !have.has(storeId));
    for (const storeId of missing) {
      const row = deliveries.create({ releaseId: live.id, storeId, userId: live.userId, status: 'acknowledged', action: 'insert', attempts: 1, queuedAt: at, startedAt: at, deliveredAt: at, acknowledgedAt: at }, m);
      await deliveries.save(row, m);
    }
    return missing.length;
  });
  if (added) log(`Demo deliveries: ${added} store(s)`);
}
