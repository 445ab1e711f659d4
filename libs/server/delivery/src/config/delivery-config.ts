import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { readOrCreateSecretFile } from '@soundpost/server-core/storage';
import { DeliverySettings } from '../delivery.settings';

export const DELIVERY_KEY_FILE = 'delivery-key';

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

/** The delivery settings with what DATA_DIR gives them: the secret box and the default targets' folder. */
@Injectable()
export class DeliveryConfig {
  readonly secrets: SecretBox;
  /** DATA_DIR/deliveries: the default folder targets live below it. */
  readonly deliveriesDir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    readonly settings: DeliverySettings,
  ) {
    this.secrets = SecretBox.resolve(settings.DELIVERY_SECRET_KEY, config.dataDir);
    this.deliveriesDir = path.join(config.dataDir, 'deliveries');
  }
}
