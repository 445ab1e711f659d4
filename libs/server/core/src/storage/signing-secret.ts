import path from 'node:path';
import { readOrCreateSecretFile } from './secret-file';

export const SIGNING_SECRET_FILE = 'storage-secret';

export function resolveSigningSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  const secret = readOrCreateSecretFile(dataDir, SIGNING_SECRET_FILE);
  if (secret.length < 32) throw new Error(`${file} holds no usable signing secret: delete it to generate a new one`);
  return Buffer.from(secret, 'utf8');
}
