import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

  verify(label: string, data: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(label, data));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
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
