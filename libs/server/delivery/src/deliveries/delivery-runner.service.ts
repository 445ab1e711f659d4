import { Injectable, Logger } from '@nestjs/common';
import { UserSummariesService } from '@soundpost/server-auth';
import { withAdvisoryLock } from '@soundpost/server-core/locks';
import { StorageService } from '@soundpost/server-core/storage';
import { checkWellFormed, writeXml, xmlDocument } from '@soundpost/server-core/xml';
import { ReleaseForDelivery, ReleaseForDeliveryService } from '@soundpost/server-releases';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DeliveryConfig } from '../config/delivery-config';
import { buildNewReleaseMessage, buildPurgeReleaseMessage } from '../ern/ern-builder';
import type { ErnHeader } from '../ern/ern-model';
import { ErnValidator } from '../ern/ern-validator';
import type { DeliveryBatch, PackageFile } from '../targets/delivery-connection';
import { DeliveryTargetsService, ResolvedTarget } from '../targets/delivery-targets.service';
import { startToText, toErnDeals, toErnRelease } from './ern-mapping';
import { ReleaseDeliveriesRepository } from './release-deliveries.repository';
import type { ReleaseDelivery } from './release-delivery.entity';

const BATCH_SIZE = 25;

interface Built {
  delivery: ReleaseDelivery;
  messageId: string;
  xml: string;
  upc: string;
  files: PackageFile[];
  dealStart: string | null;
}

export function newBatchId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '').replace('T', '').slice(0, 17)}${randomBytes(2).toString('hex').toUpperCase()}`;
}

export function newMessageId(): string {
  return `SP${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function batchManifest(batchId: string, header: Omit<ErnHeader, 'messageId' | 'threadId'>, messages: Array<{ messageId: string; path: string; upc: string; xml: string }>): string {
  const doc = xmlDocument();
  const root = doc.ele('BatchComplete', { BatchId: batchId });
  const h = root.ele('MessageHeader');
  h.ele('MessageId').txt(`BATCH${batchId}`);
  h.ele('MessageSender').ele('PartyId').txt(header.sender.dpid);
  h.ele('MessageRecipient').ele('PartyId').txt(header.recipient.dpid);
  h.ele('MessageCreatedDateTime').txt(header.createdAt.toISOString());
  root.ele('IsTestFlag').txt(String(header.isTest));
  root.ele('RootDirectory').txt(batchId);
  root.ele('NumberOfMessages').txt(String(messages.length));
  for (const m of messages) {
    const el = root.ele('MessageInBatch');
    el.ele('MessageType').txt('NewReleaseMessage');
    el.ele('MessageId').txt(m.messageId);
    el.ele('URL').txt(m.path);
    el.ele('IncludedReleaseId').ele('ICPN').txt(m.upc);
    const hash = el.ele('HashSum');
    hash.ele('Algorithm').txt('SHA-256');
    hash.ele('HashSumValue').txt(createHash('sha256').update(m.xml, 'utf8').digest('hex'));
  }
  return writeXml(doc);
}

@Injectable()
export class DeliveryRunnerService {
  private readonly logger = new Logger('Delivery');
  private readonly validator: ErnValidator | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ReleaseDeliveriesRepository,
    private readonly releases: ReleaseForDeliveryService,
    private readonly targets: DeliveryTargetsService,
    private readonly storage: StorageService,
    private readonly users: UserSummariesService,
    private readonly config: DeliveryConfig,
  ) {
    this.validator = config.settings.schemaDir ? new ErnValidator(config.settings.schemaDir) : null;
  }

  async runStore(storeId: string): Promise<{ sent: number; failed: number; locked?: boolean }> {
    const run = await withAdvisoryLock(this.dataSource, `delivery:store:${storeId}`, async () => {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const claimed = await this.repository.claimQueued(storeId, BATCH_SIZE);
        if (!claimed.length) return { sent, failed };
        const result = await this.runBatch(storeId, claimed);
        sent += result.sent;
        failed += result.failed;
      }
    });
    return run.acquired ? run.result : { sent: 0, failed: 0, locked: true };
  }

  private async runBatch(storeId: string, claimed: ReleaseDelivery[]): Promise<{ sent: number; failed: number }> {
    const blocked = await this.users.blockedAmong(claimed.map((d) => d.userId));
    const closed = await this.users.closedAmong(claimed.map((d) => d.userId));
    const now = new Date();
    const built: Built[] = [];
    let failed = 0;
    let target: ResolvedTarget | null = null;
    for (const delivery of claimed) {
      if (blocked.has(delivery.userId)) {
        await this.finish(delivery, { status: 'paused', lastError: "Paused: the artist's account is blocked." });
        continue;
      }
      // A closed account's releases only leave the stores (a release approved after the closure is never sent).
      if (closed.has(delivery.userId) && delivery.action !== 'takedown') {
        await this.finish(delivery, { status: 'error', lastError: 'Not sent: the artist closed their account.' });
        failed++;
        continue;
      }
      try {
        const release = await this.releases.forDelivery(delivery.releaseId);
        const store = release?.stores.find((s) => s.id === storeId);
        if (!release || !store) {
          await this.finish(delivery, { status: 'error', lastError: 'The release no longer selects this store.' });
          failed++;
          continue;
        }
        target ??= await this.targets.resolve(storeId, store.name);
        const message = await this.build(delivery, release, store, target, now);
        if (message.errors.length) {
          await this.finish(delivery, { status: 'error', lastError: message.errors.join('; ') });
          failed++;
          continue;
        }
        built.push(message.built);
      } catch (error) {
        await this.finish(delivery, { status: 'error', lastError: `Could not build the message: ${errorText(error)}` });
        failed++;
      }
    }
    if (!built.length || !target) return { sent: 0, failed };
    const sent = await this.send(target, built, now);
    return { sent, failed: failed + built.length - sent };
  }

  private async build(delivery: ReleaseDelivery, release: ReleaseForDelivery, store: ReleaseForDelivery['stores'][number], target: ResolvedTarget, now: Date) {
    const messageId = newMessageId();
    const header: ErnHeader = {
      messageId,
      threadId: `SP${delivery.id.replace(/-/g, '').toUpperCase()}`,
      createdAt: now,
      sender: { dpid: this.config.settings.senderDpid, name: this.config.settings.senderName },
      recipient: target.recipient,
      isTest: this.config.settings.testMessages,
    };
    const takedown = delivery.action === 'takedown';
    const upc = release.upc ?? '';
    const missing: string[] = [];
    if (!upc) missing.push('the release has no UPC');
    const missingIsrc = release.tracks.filter((t) => t.audio && !t.isrc).map((t) => t.number);
    if (missingIsrc.length) missing.push(`track ${missingIsrc.join(', ')} has no ISRC`);
    let xml: string;
    let files: PackageFile[] = [];
    let dealStart: string | null = delivery.dealStartSent;
    if (takedown && target.purgeOnTakedown) {
      xml = buildPurgeReleaseMessage({ header, release: { upc, title: release.title ?? 'Untitled' } });
    } else {
      const artworkFile = release.artwork ? await this.hashOf(release.artwork.key) : null;
      const ern = toErnRelease(release, artworkFile);
      const { deals, start } = toErnDeals(release, store, delivery.dealStartSent, now, takedown);
      xml = buildNewReleaseMessage({ header, release: ern, deals });
      dealStart ??= startToText(start);
      if (!takedown) {
        for (const [i, track] of release.tracks.filter((t) => t.audio).entries()) {
          const key = track.audio?.key as string;
          files.push({ path: `${upc}/${ern.tracks[i].audio.uri}`, content: async () => (await this.storage.open(key)).stream });
        }
        if (release.artwork && ern.artwork) {
          const key = release.artwork.key;
          files.push({ path: `${upc}/${ern.artwork.uri}`, content: async () => (await this.storage.open(key)).stream });
        }
      }
    }
    files = [...files, { path: `${upc}/${upc}.xml`, content: xml }];
    const errors = missing.length ? [`The message does not validate against the ERN 4.3 schema: ${missing.join('; ')}`] : await this.check(xml);
    // Kept also when invalid, so staff can read what would have gone out.
    await this.repository.saveMessage({ deliveryId: delivery.id, messageId, action: delivery.action, batchId: null, xml });
    return { errors, built: { delivery, messageId, xml, upc, files, dealStart } satisfies Built };
  }

  private async check(xml: string): Promise<string[]> {
    const parsed = await checkWellFormed(xml);
    if (!parsed.valid) return [`The message is not well-formed XML: ${parsed.errors.join('; ')}`];
    if (!this.validator) return [];
    const result = await this.validator.validate(xml);
    return result.valid ? [] : [`The message does not validate against the ERN 4.3 schema: ${result.errors.slice(0, 3).join('; ')}`];
  }

  private async send(target: ResolvedTarget, built: Built[], now: Date): Promise<number> {
    const batchId = newBatchId(now);
    const header = { createdAt: now, sender: { dpid: this.config.settings.senderDpid, name: this.config.settings.senderName }, recipient: target.recipient, isTest: this.config.settings.testMessages };
    let manifest: string;
    try {
      manifest = batchManifest(
        batchId,
        header,
        built.map((b) => ({ messageId: b.messageId, path: `${b.upc}/${b.upc}.xml`, upc: b.upc, xml: b.xml })),
      );
      // Parsed back like the messages: a manifest that does not parse is never sent.
      const parsed = await checkWellFormed(manifest);
      if (!parsed.valid) throw new Error(`it is not well-formed XML: ${parsed.errors.join('; ')}`);
    } catch (error) {
      // Not the store's fault and no retry would change it (the sender's settings are in it).
      for (const b of built) await this.finish(b.delivery, { status: 'error', lastError: `Could not build the batch manifest: ${errorText(error)}` });
      return 0;
    }
    const batch: DeliveryBatch = { batchId, files: [...built.flatMap((b) => b.files), { path: `BatchComplete_${batchId}.xml`, content: manifest }] };
    try {
      const connection = await target.connect();
      try {
        await connection.writeBatch(batch);
      } finally {
        await connection.close().catch(() => undefined);
      }
    } catch (error) {
      const reason = `${target.describe}: ${errorText(error)}`;
      this.logger.warn({ store: target.storeId, batchId }, `Delivery to ${target.storeId} failed: ${reason}`);
      let retry = false;
      for (const b of built) {
        const attempts = b.delivery.attempts + 1;
        const last = attempts >= this.config.settings.maxAttempts;
        retry ||= !last;
        await this.finish(b.delivery, { status: last ? 'error' : 'queued', attempts, lastError: last ? `Gave up after ${attempts} attempts: ${reason}` : reason });
      }
      if (retry) throw new Error(`Delivery to ${target.storeId} failed: ${reason}`);
      return 0;
    }
    for (const b of built) {
      await this.finish(b.delivery, { status: 'delivered', attempts: b.delivery.attempts + 1, messageId: b.messageId, batchId, deliveredAt: new Date(), lastError: null, dealStartSent: b.dealStart });
      await this.repository.setMessageBatch(b.messageId, batchId);
    }
    return built.length;
  }

  private async finish(delivery: ReleaseDelivery, changes: Partial<ReleaseDelivery>): Promise<void> {
    Object.assign(delivery, changes);
    await this.repository.save(delivery);
  }

  private async hashOf(key: string): Promise<{ sha256: string; sizeBytes: number }> {
    const opened = await this.storage.open(key);
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of opened.stream) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    return { sha256: hash.digest('hex'), sizeBytes: size };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
