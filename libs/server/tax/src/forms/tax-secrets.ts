import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { readOrCreateSecretFile } from '@soundpost/server-core/storage';

/**
 * Seals TINs for their column: AES-256-GCM under a key derived (HMAC-SHA256, label "soundpost.tax")
 * from the app's secret (STORAGE_SIGNING_SECRET, or the one core keeps in DATA_DIR), the same
 * derivation the links domain uses for its secrets. A dump of the table alone reveals no TIN.
 */
@Injectable()
export class TaxSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const app = config.storage.signingSecret ?? readOrCreateSecretFile(config.dataDir, 'storage-secret');
    this.key = createHmac('sha256', app).update('soundpost.tax').digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** The plain TIN, or null when it was sealed under another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
