import path from 'node:path';
import { readOrCreateSecretFile } from './secret-file';

export const SIGNING_SECRET_FILE = 'storage-secret';

/**
 * The HMAC key for signed file URLs: STORAGE_SIGNING_SECRET when set (required with S3, where
 * instances share no disk); otherwise a random 256-bit key kept in `<dataDir>/storage-secret`
 * (mode 0600), created on first use. A stored random key rather than one derived from other
 * settings: nothing else in the config is secret enough (DATABASE_URL is often unset), and the
 * file survives restarts and is shared by the server and the CLI, which use the same DATA_DIR.
 * Deleting the file revokes every signed URL handed out so far.
 */
export function resolveSigningSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  const secret = readOrCreateSecretFile(dataDir, SIGNING_SECRET_FILE);
  if (secret.length < 32) throw new Error(`${file} holds no usable signing secret: delete it to generate a new one`);
  return Buffer.from(secret, 'utf8');
}
