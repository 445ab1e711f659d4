import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A random 256-bit secret kept in `<dataDir>/<fileName>` (mode 0600), created on first use and
 * read back afterwards (trimmed). Used for every key the platform keeps on disk when it is not
 * configured (signed URLs, delivery credentials).
 */
export function readOrCreateSecretFile(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside and hard-linked into place: of two processes starting together, one creates
    // the file (complete, never half-written) and the other finds it there and reads it.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
