import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AcknowledgementFile, DeliveryBatch, DeliveryConnection, isPlainXmlName } from './delivery-connection';

export class FolderConnection implements DeliveryConnection {
  constructor(private readonly root: string) {}

  async writeBatch(batch: DeliveryBatch): Promise<void> {
    const base = path.join(this.root, batch.batchId);
    for (const file of batch.files) {
      const target = path.join(base, file.path);
      if (!target.startsWith(base + path.sep)) throw new Error(`Refusing to write outside the batch folder: ${file.path}`);
      await mkdir(path.dirname(target), { recursive: true });
      if (typeof file.content === 'string') await writeFile(target, file.content, 'utf8');
      else await pipeline(await file.content(), createWriteStream(target));
    }
  }

  async acknowledgements(): Promise<AcknowledgementFile[]> {
    const dir = path.join(this.root, 'acknowledgements');
    const names = await readdir(dir).catch(() => [] as string[]);
    const files: AcknowledgementFile[] = [];
    for (const name of names.filter(isPlainXmlName).sort()) files.push({ name, xml: await readFile(path.join(dir, name), 'utf8') });
    return files;
  }

  async processed(name: string): Promise<void> {
    const dir = path.join(this.root, 'acknowledgements');
    await mkdir(path.join(dir, 'processed'), { recursive: true });
    await rename(path.join(dir, name), path.join(dir, 'processed', name));
  }

  async close(): Promise<void> {
    // Nothing to close.
  }
}
