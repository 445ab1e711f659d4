import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client, SFTPWrapper } from 'ssh2';
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

/** The file-type bits of an SFTP mode, and the regular file's. */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  path: string;
  readyTimeout?: number;
}

export class SftpConnection implements DeliveryConnection {
  private constructor(
    private readonly client: Client,
    private readonly sftp: SFTPWrapper,
    private readonly root: string,
  ) {}

  static open(settings: SftpSettings): Promise<SftpConnection> {
    return new Promise((resolve, reject) => {
      const client = new Client();
      client
        .on('ready', () =>
          client.sftp((error, sftp) => {
            if (error) {
              client.end();
              reject(error);
            } else resolve(new SftpConnection(client, sftp, settings.path || '.'));
          }),
        )
        .on('error', reject)
        .connect({
          host: settings.host,
          port: settings.port,
          username: settings.username,
          password: settings.password,
          privateKey: settings.privateKey,
          readyTimeout: settings.readyTimeout ?? 20_000,
        });
    });
  }

  async writeBatch(batch: DeliveryBatch): Promise<void> {
    const base = posix.join(this.root, batch.batchId);
    const made = new Set<string>();
    for (const file of batch.files) {
      const target = posix.join(base, file.path);
      await this.mkdirs(posix.dirname(target), made);
      const out = this.sftp.createWriteStream(target);
      if (typeof file.content === 'string') {
        await new Promise<void>((resolve, reject) => {
          out.on('error', reject).on('close', () => resolve());
          out.end(Buffer.from(file.content as string, 'utf8'));
        });
      } else {
        await pipeline(await file.content(), out);
      }
    }
  }

  async acknowledgements(): Promise<AcknowledgementFile[]> {
    const dir = posix.join(this.root, 'acknowledgements');
    const entries = await new Promise<string[]>((resolve) => this.sftp.readdir(dir, (error, list) => resolve(error ? [] : list.map((e) => e.filename))));
    const files: AcknowledgementFile[] = [];
    for (const name of entries.filter(isPlainXmlName).sort()) {
      const xml = await new Promise<string>((resolve, reject) => this.sftp.readFile(posix.join(dir, name), (error, data) => (error ? reject(error) : resolve(data.toString('utf8')))));
      files.push({ name, xml });
    }
    return files;
  }

  async processed(name: string): Promise<void> {
    const dir = posix.join(this.root, 'acknowledgements');
    await this.mkdirs(posix.join(dir, 'processed'), new Set());
    await new Promise<void>((resolve, reject) => this.sftp.rename(posix.join(dir, name), posix.join(dir, 'processed', name), (error) => (error ? reject(error) : resolve())));
  }

  async reports(): Promise<InboxFile[]> {
    const dir = posix.join(this.root, REPORTS_INBOX);
    const entries = await new Promise<{ filename: string; attrs: { mode: number; size: number; mtime: number } }[]>((resolve) => this.sftp.readdir(dir, (error, list) => resolve(error ? [] : list)));
    return entries
      .filter((e) => (e.attrs.mode & S_IFMT) === S_IFREG && isSafeReportName(e.filename))
      .map((e) => ({ name: e.filename, size: e.attrs.size, modifiedAt: new Date(e.attrs.mtime * 1000) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async openReport(name: string): Promise<Readable> {
    return this.sftp.createReadStream(posix.join(this.root, REPORTS_INBOX, checkedReportName(name)));
  }

  async moveReport(name: string, outcome: InboxOutcome): Promise<void> {
    const dir = posix.join(this.root, REPORTS_INBOX);
    await this.mkdirs(posix.join(dir, outcome), new Set());
    const from = posix.join(dir, checkedReportName(name));
    const rename = (to: string) => new Promise<void>((resolve, reject) => this.sftp.rename(from, to, (error) => (error ? reject(error) : resolve())));
    // SFTP's rename refuses an existing target: a resent file of the same name is kept beside the first.
    const taken = await new Promise<boolean>((resolve) => this.sftp.stat(posix.join(dir, outcome, name), (missing) => resolve(!missing)));
    await rename(posix.join(dir, outcome, taken ? asideName(name) : name));
  }

  async close(): Promise<void> {
    this.client.end();
  }

  private async mkdirs(dir: string, made: Set<string>): Promise<void> {
    if (dir === '.' || dir === '/' || made.has(dir)) return;
    await this.mkdirs(posix.dirname(dir), made);
    await new Promise<void>((resolve, reject) =>
      this.sftp.stat(dir, (missing) => {
        if (!missing) return resolve();
        this.sftp.mkdir(dir, (error) => (error ? reject(error) : resolve()));
      }),
    );
    made.add(dir);
  }
}
