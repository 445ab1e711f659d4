import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeliveryTargetKind, DeliveryTargetResponse } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { ReleaseForDeliveryService } from '@soundpost/server-releases';
import path from 'node:path';
import { Repository } from 'typeorm';
import { DeliveryConfig } from '../config/delivery-config';
import { DeliveryErrors } from '../delivery.errors';
import type { DeliveryTargetDto } from '../http/delivery-target.dto';
import type { DeliveryConnection } from './delivery-connection';
import { DeliveryTarget } from './delivery-target.entity';
import { FolderConnection } from './folder-connection';
import { S3Connection } from './s3-connection';
import { SftpConnection } from './sftp-connection';

interface Secrets {
  password?: string;
  privateKey?: string;
  secretAccessKey?: string;
}

/** A store's target as the worker uses it: secrets opened, defaults filled in. */
export interface ResolvedTarget {
  storeId: string;
  kind: DeliveryTargetKind;
  recipient: { dpid: string; name: string };
  purgeOnTakedown: boolean;
  /** What staff read in errors ("folder /data/deliveries/spotify"). */
  describe: string;
  connect(): Promise<DeliveryConnection>;
}

/** The recipient party id until staff set the store's real one: PADPIDA + the store id, as DDEX ids are written. */
export function placeholderDpid(storeId: string): string {
  return `PADPIDA${storeId.replace(/[^a-z0-9]/gi, '').toUpperCase()}`;
}

/** Where each store's packages go: GET/PUT /admin/stores/{id}/delivery and the worker's connection. */
@Injectable()
export class DeliveryTargetsService {
  constructor(
    @InjectRepository(DeliveryTarget) private readonly targets: Repository<DeliveryTarget>,
    private readonly releases: ReleaseForDeliveryService,
    private readonly config: DeliveryConfig,
  ) {}

  async get(storeId: string): Promise<DeliveryTargetResponse> {
    const store = await this.storeOf(storeId);
    return this.present(store, await this.targets.findOneBy({ storeId: store.id }));
  }

  async put(storeId: string, dto: DeliveryTargetDto, staffId: string): Promise<DeliveryTargetResponse> {
    const store = await this.storeOf(storeId);
    const row = (await this.targets.findOneBy({ storeId: store.id })) ?? this.targets.create({ storeId: store.id, kind: 'folder' });
    const secrets: Secrets = this.config.secrets.open<Secrets>(row.secretsEncrypted) ?? {};
    const clear = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v);
    row.kind = dto.kind;
    for (const [key, column] of [
      ['path', 'path'],
      ['host', 'host'],
      ['username', 'username'],
      ['bucket', 'bucket'],
      ['region', 'region'],
      ['endpoint', 'endpoint'],
      ['access_key_id', 'accessKeyId'],
      ['recipient_name', 'recipientName'],
      ['recipient_dpid', 'recipientDpid'],
    ] as const) {
      const value = clear(dto[key]);
      if (value !== undefined) row[column] = value;
    }
    if (dto.port !== undefined) row.port = dto.port;
    if (dto.purge_on_takedown !== undefined) row.purgeOnTakedown = dto.purge_on_takedown;
    for (const [key, name] of [
      ['password', 'password'],
      ['private_key', 'privateKey'],
      ['secret_access_key', 'secretAccessKey'],
    ] as const) {
      const value = clear(dto[key]);
      if (value === null) delete secrets[name];
      else if (value !== undefined) secrets[name] = value;
    }
    const errors: Record<string, string[]> = {};
    if (row.kind === 'sftp') {
      if (!row.host) errors.host = ['The SFTP host is required.'];
      if (!row.username) errors.username = ['The SFTP user is required.'];
      if (!secrets.password && !secrets.privateKey) errors.password = ['Give a password or a private key.'];
    }
    if (row.kind === 's3') {
      if (!row.bucket) errors.bucket = ['The bucket is required.'];
      if (!row.region) errors.region = ['The region is required.'];
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    row.secretsEncrypted = Object.keys(secrets).length ? this.config.secrets.seal(secrets) : null;
    row.updatedBy = staffId;
    return this.present(store, await this.targets.save(row));
  }

  /** Stores whose target staff set (every other store uses its default folder). */
  async configuredStoreIds(): Promise<string[]> {
    return (await this.targets.find({ select: { storeId: true }, order: { storeId: 'ASC' } })).map((t) => t.storeId);
  }

  /** The target the worker writes to (the default folder when staff set none). */
  async resolve(storeId: string, storeName: string): Promise<ResolvedTarget> {
    const row = await this.targets.findOneBy({ storeId });
    const kind = row?.kind ?? 'folder';
    const secrets: Secrets = this.config.secrets.open<Secrets>(row?.secretsEncrypted ?? null) ?? {};
    const recipient = { dpid: row?.recipientDpid || placeholderDpid(storeId), name: row?.recipientName || storeName };
    const base = { storeId, kind, recipient, purgeOnTakedown: row?.purgeOnTakedown ?? false };
    if (kind === 'sftp' && row) {
      const settings = { host: row.host ?? '', port: row.port ?? 22, username: row.username ?? '', password: secrets.password, privateKey: secrets.privateKey, path: row.path ?? '.' };
      return { ...base, describe: `sftp ${settings.username}@${settings.host}:${settings.port}/${settings.path}`, connect: () => SftpConnection.open(settings) };
    }
    if (kind === 's3' && row) {
      const settings = { bucket: row.bucket ?? '', region: row.region ?? '', endpoint: row.endpoint ?? undefined, accessKeyId: row.accessKeyId ?? undefined, secretAccessKey: secrets.secretAccessKey, prefix: row.path ?? '' };
      return { ...base, describe: `s3://${settings.bucket}/${settings.prefix}`, connect: async () => new S3Connection(settings) };
    }
    const folder = this.folderOf(storeId, row?.path ?? null);
    return { ...base, kind: 'folder', describe: `folder ${folder}`, connect: async () => new FolderConnection(folder) };
  }

  /** Folder targets live under DATA_DIR/deliveries: the store's id by default, or the sub-folder staff chose. */
  folderOf(storeId: string, sub: string | null): string {
    const root = this.config.deliveriesDir;
    const folder = path.resolve(root, sub?.replace(/^\/+/, '') || storeId);
    return folder.startsWith(root + path.sep) ? folder : path.join(root, storeId);
  }

  private async storeOf(storeId: string) {
    const store = (await this.releases.stores()).find((s) => s.id === storeId);
    if (!store) throw DeliveryErrors.storeNotFound();
    return store;
  }

  private present(store: { id: string; name: string }, row: DeliveryTarget | null): DeliveryTargetResponse {
    const secrets: Secrets = this.config.secrets.open<Secrets>(row?.secretsEncrypted ?? null) ?? {};
    const kind = row?.kind ?? 'folder';
    return {
      store_id: store.id,
      store_name: store.name,
      kind,
      path: kind === 'folder' ? this.folderOf(store.id, row?.path ?? null) : (row?.path ?? ''),
      host: row?.host ?? null,
      port: row?.port ?? null,
      username: row?.username ?? null,
      bucket: row?.bucket ?? null,
      region: row?.region ?? null,
      endpoint: row?.endpoint ?? null,
      access_key_id: row?.accessKeyId ?? null,
      has_password: Boolean(secrets.password),
      has_private_key: Boolean(secrets.privateKey),
      has_secret_access_key: Boolean(secrets.secretAccessKey),
      recipient_dpid: row?.recipientDpid || placeholderDpid(store.id),
      recipient_name: row?.recipientName || store.name,
      purge_on_takedown: row?.purgeOnTakedown ?? false,
      is_default: !row,
    };
  }
}
