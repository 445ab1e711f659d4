import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { S3Connection } from './s3-connection';

/** A stand-in for the S3 HTTP API at the edge (path-style): PUT, GET, list, copy and delete of objects. */
function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer>; order: string[] }> {
  const objects = new Map<string, Buffer>();
  const order: string[] = [];
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'PUT') {
      const copy = req.headers['x-amz-copy-source'];
      // x-amz-copy-source is "<bucket>/<key>".
      const data = copy ? (objects.get(decodeURIComponent(String(copy)).replace(/^\/?[^/]+\//, '')) ?? Buffer.alloc(0)) : await body(req);
      objects.set(key, data);
      order.push(key);
      res.writeHead(200, { ETag: '"etag"' });
      res.end(copy ? '<CopyObjectResult><ETag>"etag"</ETag></CopyObjectResult>' : '');
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && !k.slice(prefix.length).includes('/'));
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(`<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.length}</Size><LastModified>2026-11-29T05:00:00.000Z</LastModified></Contents>`).join('')}</ListBucketResult>`);
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && objects.has(key)) {
      res.writeHead(200, { 'Content-Length': String(objects.get(key)?.length) });
      res.end(objects.get(key));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, order })));
}

describe('S3 targets', () => {
  it('writes a batch in order with the marker last, reads acknowledgements and files them away', async () => {
    const s3 = await fakeS3();
    const connection = new S3Connection({ bucket: 'store-inbox', region: 'us-east-1', endpoint: s3.url, accessKeyId: 'AKIATEST', secretAccessKey: 'secret', prefix: 'soundpost' });
    try {
      await connection.writeBatch({
        batchId: 'B1',
        files: [
          { path: '036000291452/resources/QZABC2600001.wav', content: async () => Readable.from([Buffer.from('audio')]) },
          { path: '036000291452/036000291452.xml', content: '<ern:NewReleaseMessage/>' },
          { path: 'BatchComplete_B1.xml', content: '<BatchComplete/>' },
        ],
      });
      expect(s3.order).toEqual(['soundpost/B1/036000291452/resources/QZABC2600001.wav', 'soundpost/B1/036000291452/036000291452.xml', 'soundpost/B1/BatchComplete_B1.xml']);
      expect(s3.objects.get('soundpost/B1/036000291452/resources/QZABC2600001.wav')?.toString()).toBe('audio');

      s3.objects.set('soundpost/acknowledgements/ACK_1.xml', Buffer.from('<Ack><MessageId>SP1</MessageId></Ack>'));
      const acks = await connection.acknowledgements();
      expect(acks).toEqual([{ name: 'ACK_1.xml', xml: '<Ack><MessageId>SP1</MessageId></Ack>' }]);
      await connection.processed('ACK_1.xml');
      expect(s3.objects.has('soundpost/acknowledgements/ACK_1.xml')).toBe(false);
      expect(s3.objects.get('soundpost/acknowledgements/processed/ACK_1.xml')?.toString()).toContain('SP1');
    } finally {
      await connection.close();
      s3.server.close();
    }
  });

  it("lists the reports inbox's own files, streams one and moves it to imported/ or rejected/, keeping a resent name beside the first", async () => {
    const s3 = await fakeS3();
    const connection = new S3Connection({ bucket: 'store-inbox', region: 'us-east-1', endpoint: s3.url, accessKeyId: 'AKIATEST', secretAccessKey: 'secret', prefix: 'soundpost' });
    try {
      s3.objects.set('soundpost/reports/trends-1.tsv', Buffer.from('HEAD\tone'));
      s3.objects.set('soundpost/reports/broken.csv', Buffer.from('nope'));
      s3.objects.set('soundpost/reports/.hidden', Buffer.from('x'));
      s3.objects.set('soundpost/reports/imported/trends-1.tsv', Buffer.from('the first one'));
      expect(await connection.reports()).toEqual([
        { name: 'broken.csv', size: 4, modifiedAt: new Date('2026-11-29T05:00:00Z') },
        { name: 'trends-1.tsv', size: 8, modifiedAt: new Date('2026-11-29T05:00:00Z') },
      ]);

      const chunks: Buffer[] = [];
      for await (const chunk of await connection.openReport('trends-1.tsv')) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('HEAD\tone');
      await expect(connection.openReport('../acknowledgements/ACK_1.xml')).rejects.toThrow('Not a report name');

      await connection.moveReport('trends-1.tsv', 'imported');
      await connection.moveReport('broken.csv', 'rejected');
      expect(s3.objects.has('soundpost/reports/trends-1.tsv')).toBe(false);
      expect(s3.objects.get('soundpost/reports/imported/trends-1.tsv')?.toString()).toBe('the first one');
      const aside = [...s3.objects.keys()].filter((k) => /^soundpost\/reports\/imported\/\d{8}T\d{9}Z-trends-1\.tsv$/.test(k));
      expect(aside.map((k) => s3.objects.get(k)?.toString())).toEqual(['HEAD\tone']);
      expect(s3.objects.get('soundpost/reports/rejected/broken.csv')?.toString()).toBe('nope');
      expect(await connection.reports()).toEqual([]);
    } finally {
      await connection.close();
      s3.server.close();
    }
  });
});
