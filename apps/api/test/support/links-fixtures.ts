import fs from 'node:fs';
import path from 'node:path';
import { JobsService } from '@soundpost/server-core/jobs';
import { DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE } from '@soundpost/server-delivery';
import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';
import { approvedArtist, caller, completeRelease, newStaff, type TestArtist } from './releases-fixtures';

export interface LinkedRelease {
  artist: TestArtist;
  staff: { id: string; token: string };
  releaseId: string;
  upc: string;
}

/**
 * A release taken through the real pipeline up to the point a smart link needs: an approved artist
 * submits it over HTTP (which makes its link) to `stores`, dated `releaseDate`; with `approve`, staff
 * approve it and each store's delivery job sends it to its folder.
 */
export async function submittedRelease(
  t: TestApp,
  { stores = ['spotify', 'deezer'], releaseDate = '2030-05-01', approve = true, title = 'Midnight Drive', artist }: { stores?: string[]; releaseDate?: string; approve?: boolean; title?: string; artist?: TestArtist } = {},
): Promise<LinkedRelease> {
  const call = caller(t);
  const owner = artist ?? (await approvedArtist(t));
  const staff = await newStaff(t, 'admin');
  const release = await completeRelease(t, owner, call, { title, release_date: releaseDate });
  const distribution = await call('PUT', `/artist/releases/${release.id}/distribution`, owner.token, { store_ids: stores });
  if (distribution.status !== 200) throw new Error(`distribution: ${JSON.stringify(distribution.body)}`);
  const submitted = await call('POST', `/artist/releases/${release.id}/submit`, owner.token);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  if (approve) {
    const approved = await call('PATCH', `/admin/releases/${release.id}/status`, staff.token, { status: 'approved' });
    if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
    const jobs = t.app.get(JobsService);
    for (const storeId of stores) await jobs.runNow('delivery.store', { storeId });
  }
  const [{ upc }] = await t.app.get(DataSource).query(`SELECT upc FROM releases WHERE id = $1`, [release.id]);
  return { artist: owner, staff, releaseId: release.id, upc };
}

/**
 * The store's acknowledgement file, as a store writes it into its folder, read by delivery's job:
 * accepted, with the store's own link and id for the release when given.
 */
export async function acknowledgeAt(t: TestApp, releaseId: string, storeId: string, own: { url?: string; id?: string } = {}): Promise<void> {
  const db = t.app.get(DataSource);
  const [row] = await db.query(`SELECT message_id FROM release_deliveries WHERE release_id = $1 AND store_id = $2`, [releaseId, storeId]);
  if (!row?.message_id) throw new Error(`no delivered message for ${storeId}: run submittedRelease with approve first`);
  const folder = path.join(t.config.dataDir, 'deliveries', storeId, 'acknowledgements');
  fs.mkdirSync(folder, { recursive: true });
  const extra = `${own.url ? `<StoreReleaseURL>${own.url}</StoreReleaseURL>` : ''}${own.id ? `<StoreReleaseId>${own.id}</StoreReleaseId>` : ''}`;
  fs.writeFileSync(
    path.join(folder, `ACK_${row.message_id}.xml`),
    `<?xml version="1.0"?><ern:AcknowledgementStatusMessage xmlns:ern="http://ddex.net/xml/ern/43"><MessageHeader><MessageId>ACK-${row.message_id}</MessageId></MessageHeader><AcknowledgedMessage><MessageId>${row.message_id}</MessageId></AcknowledgedMessage><ReleaseStatus>SuccessfullyIngestedByReleaseDistributor</ReleaseStatus>${extra}</ern:AcknowledgementStatusMessage>`,
  );
  await t.app.get(JobsService).runNow(DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE.name);
  const [after] = await db.query(`SELECT status FROM release_deliveries WHERE release_id = $1 AND store_id = $2`, [releaseId, storeId]);
  if (after.status !== 'acknowledged') throw new Error(`${storeId} is ${after.status} after its acknowledgement`);
}
