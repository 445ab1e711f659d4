import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { readOrCreateSecretFile } from '@soundpost/server-core/storage';

/** DDEX party ids are written without hyphens: PA-DPIDA-2014122301-Q → PADPIDA2014122301Q. */
export const DPID_PATTERN = /^PADPIDA[A-Z0-9]+$/;

/** A placeholder sender until the operator sets the DPID from its DDEX licence. */
export const DEFAULT_SENDER_DPID = 'PADPIDA0000000000Z';

export const DELIVERY_KEY_FILE = 'delivery-key';

/** The delivery domain's own settings (README "Configuration"), read once from the environment. */
export interface DeliverySettings {
  senderDpid: string;
  senderName: string;
  /** Folder of release-notification.xsd and allowed-value-sets.xsd; null: messages are not validated. */
  schemaDir: string | null;
  /** Messages flagged TestMessage (default on until DDEX_LIVE_MESSAGES=true). */
  testMessages: boolean;
  /** DATA_DIR/deliveries: the default folder targets live below it. */
  deliveriesDir: string;
  /** How many times a store's run is tried before its deliveries end in error. */
  maxAttempts: number;
}

export function readDeliverySettings(env: NodeJS.ProcessEnv, dataDir: string): DeliverySettings {
  const problems: string[] = [];
  const senderDpid = (env.DDEX_SENDER_DPID ?? DEFAULT_SENDER_DPID).replace(/-/g, '').toUpperCase();
  if (!DPID_PATTERN.test(senderDpid)) problems.push('DDEX_SENDER_DPID: must be a DDEX party id such as PA-DPIDA-2014122301-Q');
  const maxAttempts = Number(env.DELIVERY_MAX_ATTEMPTS ?? 4);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 20) problems.push('DELIVERY_MAX_ATTEMPTS: a whole number from 1 to 20');
  const schemaDir = env.DDEX_SCHEMA_DIR?.trim() ? path.resolve(env.DDEX_SCHEMA_DIR.trim()) : null;
  if (schemaDir && !fs.existsSync(path.join(schemaDir, 'release-notification.xsd'))) problems.push(`DDEX_SCHEMA_DIR: ${schemaDir} holds no release-notification.xsd`);
  if (problems.length) throw new Error(`Invalid delivery settings:\n  ${problems.join('\n  ')}`);
  return {
    senderDpid,
    senderName: env.DDEX_SENDER_NAME?.trim() || 'Soundpost',
    schemaDir,
    testMessages: env.DDEX_LIVE_MESSAGES !== 'true',
    deliveriesDir: path.join(dataDir, 'deliveries'),
    maxAttempts,
  };
}

/**
 * Seals delivery secrets (SFTP passwords and keys, S3 secret keys) with AES-256-GCM. The key is
 * DELIVERY_SECRET_KEY (any text, hashed to 32 bytes) or a random one kept in DATA_DIR/delivery-key
 * (mode 0600), like the storage signing secret: losing it means typing the secrets again.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  static resolve(configured: string | undefined, dataDir: string): SecretBox {
    if (configured?.trim()) return new SecretBox(createHash('sha256').update(configured.trim()).digest());
    return new SecretBox(createHash('sha256').update(readOrCreateSecretFile(dataDir, DELIVERY_KEY_FILE)).digest());
  }

  seal(value: object): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open<T extends object>(sealed: string | null): T | null {
    if (!sealed) return null;
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable sealed delivery secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as T;
  }
}


/** The settings and the secret box, built once from the app config's DATA_DIR and the environment. */
@Injectable()
export class DeliveryConfig {
  readonly settings: DeliverySettings;
  readonly secrets: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = readDeliverySettings(process.env, config.dataDir);
    this.secrets = SecretBox.resolve(process.env.DELIVERY_SECRET_KEY, config.dataDir);
  }
}
