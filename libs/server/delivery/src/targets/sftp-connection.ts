import { posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client, SFTPWrapper } from 'ssh2';
import { AcknowledgementFile, DeliveryBatch, DeliveryConnection, isPlainXmlName } from './delivery-connection';

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
