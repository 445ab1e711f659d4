import { createReadStream, createWriteStream } from 'node:fs';
import { access, lstat, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AcknowledgementFile,
  asideName,
  checkedReportName,
  DeliveryBatch,
  DeliveryConnection,
  InboxFile,
  InboxOutcome,
  isPlainXmlName,
  isSafeReportName,
  REPORTS_INBOX,
} from './delivery-connection';

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

  async reports(): Promise<InboxFile[]> {
    const dir = path.join(this.root, REPORTS_INBOX);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const files: InboxFile[] = [];
    // Regular files only: a symlink could point anywhere on this host.
    for (const entry of entries.filter((e) => e.isFile() && isSafeReportName(e.name))) {
      const stat = await lstat(path.join(dir, entry.name));
      files.push({ name: entry.name, size: stat.size, modifiedAt: stat.mtime });
    }
    return files.sort((a, b) => a.name.localeCompare(b.name));
  }

  async openReport(name: string): Promise<Readable> {
    const file = path.join(this.root, REPORTS_INBOX, checkedReportName(name));
    if (!(await lstat(file)).isFile()) throw new Error(`Not a regular file: ${name}`);
    return createReadStream(file);
  }

  async moveReport(name: string, outcome: InboxOutcome): Promise<void> {
    const dir = path.join(this.root, REPORTS_INBOX);
    await mkdir(path.join(dir, outcome), { recursive: true });
    let target = path.join(dir, outcome, checkedReportName(name));
    if (await access(target).then(() => true, () => false)) target = path.join(dir, outcome, asideName(name));
    await rename(path.join(dir, name), target);
  }

  async close(): Promise<void> {
    // Nothing to close.
  }
}
