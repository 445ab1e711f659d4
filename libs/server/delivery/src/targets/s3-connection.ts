import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
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

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix: string;
}

export class S3Connection implements DeliveryConnection {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint || undefined,
      forcePathStyle: Boolean(settings.endpoint),
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    });
  }

  private key(...parts: string[]): string {
    return posix.join(this.settings.prefix || '', ...parts).replace(/^\/+/, '');
  }

  async writeBatch(batch: DeliveryBatch): Promise<void> {
    for (const file of batch.files) {
      const body = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : await file.content();
      await new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key: this.key(batch.batchId, file.path), Body: body } }).done();
    }
  }

  async acknowledgements(): Promise<AcknowledgementFile[]> {
    const prefix = this.key('acknowledgements') + '/';
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, Delimiter: '/' }));
    const files: AcknowledgementFile[] = [];
    for (const object of listed.Contents ?? []) {
      const name = (object.Key ?? '').slice(prefix.length);
      if (!isPlainXmlName(name)) continue;
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: object.Key }));
      files.push({ name, xml: (await got.Body?.transformToString('utf8')) ?? '' });
    }
    return files;
  }

  async processed(name: string): Promise<void> {
    const from = this.key('acknowledgements', name);
    await this.client.send(new CopyObjectCommand({ Bucket: this.settings.bucket, CopySource: `${this.settings.bucket}/${from}`, Key: this.key('acknowledgements', 'processed', name) }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: from }));
  }

  async reports(): Promise<InboxFile[]> {
    const prefix = this.key(REPORTS_INBOX) + '/';
    const files: InboxFile[] = [];
    let token: string | undefined;
    do {
      // The delimiter keeps imported/ and rejected/ (and any other "folder") out of the listing.
      const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
      for (const object of listed.Contents ?? []) {
        const name = (object.Key ?? '').slice(prefix.length);
        if (isSafeReportName(name)) files.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (token);
    return files.sort((a, b) => a.name.localeCompare(b.name));
  }

  async openReport(name: string): Promise<Readable> {
    const got = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(REPORTS_INBOX, checkedReportName(name)) }));
    if (!(got.Body instanceof Readable)) throw new Error(`The store's S3 answered no body for ${name}`);
    return got.Body;
  }

  async moveReport(name: string, outcome: InboxOutcome): Promise<void> {
    const from = this.key(REPORTS_INBOX, checkedReportName(name));
    let to = this.key(REPORTS_INBOX, outcome, name);
    const taken = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: to })).then(
      () => true,
      () => false,
    );
    if (taken) to = this.key(REPORTS_INBOX, outcome, asideName(name));
    await this.client.send(new CopyObjectCommand({ Bucket: this.settings.bucket, CopySource: `${this.settings.bucket}/${from}`, Key: to }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: from }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
