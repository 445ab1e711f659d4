import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StubObject {
  body: Buffer;
  contentType: string;
}

export class S3Stub {
  readonly objects = new Map<string, S3StubObject>();
  readonly uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  readonly calls: string[] = [];
  private server?: http.Server;
  url = '';

  constructor(readonly bucket = 'test-bucket') {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const body = await readAll(req);
    const q = url.searchParams;
    const op = `${req.method} ${q.has('uploads') ? 'create' : q.has('partNumber') ? 'part' : q.has('uploadId') ? 'upload' : 'object'}`;
    this.calls.push(op);
    if (bucket !== this.bucket) return xmlError(res, 404, 'NoSuchBucket');

    if (op === 'PUT object') {
      this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.setHeader('ETag', '"stub"');
      return void res.end();
    }
    if (op === 'POST create') {
      const uploadId = randomUUID();
      this.uploads.set(uploadId, { key, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), parts: new Map() });
      return xml(res, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    }
    const upload = this.uploads.get(q.get('uploadId') ?? '');
    if (op === 'PUT part') {
      if (!upload) return xmlError(res, 404, 'NoSuchUpload');
      upload.parts.set(Number(q.get('partNumber')), body);
      res.setHeader('ETag', `"part-${q.get('partNumber')}"`);
      return void res.end();
    }
    if (op === 'POST upload') {
      if (!upload) return xmlError(res, 404, 'NoSuchUpload');
      const ordered = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
      this.objects.set(upload.key, { body: Buffer.concat(ordered), contentType: upload.contentType });
      this.uploads.delete(q.get('uploadId') ?? '');
      return xml(res, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"stub"</ETag></CompleteMultipartUploadResult>`);
    }
    if (op === 'DELETE upload') {
      this.uploads.delete(q.get('uploadId') ?? '');
      res.statusCode = 204;
      return void res.end();
    }
    const object = this.objects.get(key);
    if (op === 'GET object' || op === 'HEAD object') {
      if (!object) return op === 'HEAD object' ? void res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (op === 'GET object' && range) {
        const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
        if (start >= object.body.length) return xmlError(res, 416, 'InvalidRange');
        const part = object.body.subarray(start, end + 1);
        res.writeHead(206, { 'Content-Type': object.contentType, 'Content-Length': part.length, 'Content-Range': `bytes ${start}-${end}/${object.body.length}`, ETag: '"stub"' });
        return void res.end(part);
      }
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length, ETag: '"stub"' });
      return void res.end(op === 'GET object' ? object.body : undefined);
    }
    if (op === 'DELETE object') {
      this.objects.delete(key);
      res.statusCode = 204;
      return void res.end();
    }
    xmlError(res, 400, 'NotImplemented');
  }
}

async function readAll(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(res: http.ServerResponse, body: string): void {
  res.writeHead(200, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

function xmlError(res: http.ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}
