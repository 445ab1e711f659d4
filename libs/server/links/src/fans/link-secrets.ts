import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { readOrCreateSecretFile } from '@soundpost/server-core/storage';

/**
 * The app's signing secret (STORAGE_SIGNING_SECRET, or the one core keeps in DATA_DIR), narrowed to
 * this domain by a label per use, so a pre-save state can never pass for a signed file URL.
 */
@Injectable()
export class LinkSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const app = config.storage.signingSecret ?? readOrCreateSecretFile(config.dataDir, 'storage-secret');
    this.key = createHmac('sha256', app).update('soundpost.links').digest();
  }

  sign(label: string, data: string): string {
    return createHmac('sha256', this.key).update(`${label}\n${data}`).digest('base64url');
  }

  /** Seals a secret for a column (AES-256-GCM under a key of its own): a copy of the table alone reveals nothing. */
  seal(label: string, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.subkey(label), iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  /** The sealed secret, or null when it was sealed under another key or altered. */
  open(label: string, sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.subkey(label), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  verify(label: string, data: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(label, data));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private subkey(label: string): Buffer {
    return createHmac('sha256', this.key).update(`key\n${label}`).digest();
  }
}

/** A token for a link in an e-mail: 32 random bytes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of a token: its SHA-256, hex (64 characters). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
