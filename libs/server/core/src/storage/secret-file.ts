import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function readOrCreateSecretFile(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
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
