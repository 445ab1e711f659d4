import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server, utils } from 'ssh2';

const { OPEN_MODE, STATUS_CODE, flagsToString } = utils.sftp;

export interface TestSftpServer {
  port: number;
  /** The folder the server serves as `/`. */
  root: string;
  username: string;
  password: string;
  /** Files written, in the order their handles were closed (relative to the root). */
  written: string[];
  close(): Promise<void>;
}

/**
 * A real SFTP server for delivery tests: ssh2's Server on a free port, serving a temporary folder
 * with password authentication. It implements what a store's server must for the DDEX batch
 * profile (mkdir, stat, write, read, readdir, rename) and records the order files were finished.
 */
export async function startSftpServer(): Promise<TestSftpServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-sftp-'));
  const username = 'store';
  const password = 'store-password';
  const written: string[] = [];
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const local = (p: string) => {
    const resolved = path.resolve(root, '.' + path.posix.resolve('/', p));
    if (resolved !== root && !resolved.startsWith(root + path.sep)) throw new Error('outside the root');
    return resolved;
  };
  const attrsOf = (stat: fs.Stats) => ({ mode: stat.mode, uid: stat.uid, gid: stat.gid, size: stat.size, atime: Math.floor(stat.atimeMs / 1000), mtime: Math.floor(stat.mtimeMs / 1000) });

  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client
      .on('authentication', (ctx) => (ctx.method === 'password' && ctx.username === username && ctx.password === password ? ctx.accept() : ctx.reject(['password'])))
      .on('ready', () => {
        client.on('session', (accept) => {
          accept().on('sftp', (acceptSftp) => {
            const sftp = acceptSftp();
            const handles = new Map<number, { fd?: number; dir?: string[]; file: string; writing: boolean }>();
            let next = 0;
            const handle = (entry: { fd?: number; dir?: string[]; file: string; writing: boolean }) => {
              const id = next++;
              handles.set(id, entry);
              const buf = Buffer.alloc(4);
              buf.writeUInt32BE(id, 0);
              return buf;
            };
            const entryOf = (buf: Buffer) => (buf.length === 4 ? handles.get(buf.readUInt32BE(0)) : undefined);
            const fail = (reqid: number, error: unknown) => sftp.status(reqid, (error as NodeJS.ErrnoException).code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
            sftp
              .on('OPEN', (reqid, filename, flags) => {
                try {
                  const file = local(filename);
                  const fd = fs.openSync(file, flagsToString(flags) ?? 'r');
                  sftp.handle(reqid, handle({ fd, file, writing: Boolean(flags & OPEN_MODE.WRITE) }));
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('WRITE', (reqid, h, offset, data) => {
                const entry = entryOf(h);
                if (entry?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
                fs.writeSync(entry.fd, data, 0, data.length, offset);
                sftp.status(reqid, STATUS_CODE.OK);
              })
              .on('READ', (reqid, h, offset, length) => {
                const entry = entryOf(h);
                if (entry?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
                const buf = Buffer.alloc(length);
                const n = fs.readSync(entry.fd, buf, 0, length, offset);
                if (n === 0) return sftp.status(reqid, STATUS_CODE.EOF);
                sftp.data(reqid, buf.subarray(0, n));
              })
              .on('FSTAT', (reqid, h) => {
                const entry = entryOf(h);
                if (entry?.fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
                sftp.attrs(reqid, attrsOf(fs.fstatSync(entry.fd)));
              })
              .on('CLOSE', (reqid, h) => {
                const entry = entryOf(h);
                if (!entry) return sftp.status(reqid, STATUS_CODE.FAILURE);
                if (entry.fd !== undefined) fs.closeSync(entry.fd);
                if (entry.writing) written.push(path.relative(root, entry.file).split(path.sep).join('/'));
                handles.delete(h.readUInt32BE(0));
                sftp.status(reqid, STATUS_CODE.OK);
              })
              .on('STAT', (reqid, p) => {
                try {
                  sftp.attrs(reqid, attrsOf(fs.statSync(local(p))));
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('LSTAT', (reqid, p) => {
                try {
                  sftp.attrs(reqid, attrsOf(fs.lstatSync(local(p))));
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('MKDIR', (reqid, p) => {
                try {
                  fs.mkdirSync(local(p));
                  sftp.status(reqid, STATUS_CODE.OK);
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('OPENDIR', (reqid, p) => {
                try {
                  const dir = local(p);
                  sftp.handle(reqid, handle({ dir: fs.readdirSync(dir), file: dir, writing: false }));
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('READDIR', (reqid, h) => {
                const entry = entryOf(h);
                if (!entry?.dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
                if (!entry.dir.length) return sftp.status(reqid, STATUS_CODE.EOF);
                const names = entry.dir.splice(0).map((filename) => {
                  const stat = fs.statSync(path.join(entry.file, filename));
                  return { filename, longname: filename, attrs: attrsOf(stat) };
                });
                sftp.name(reqid, names);
              })
              .on('RENAME', (reqid, from, to) => {
                try {
                  fs.renameSync(local(from), local(to));
                  sftp.status(reqid, STATUS_CODE.OK);
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('REMOVE', (reqid, p) => {
                try {
                  fs.rmSync(local(p));
                  sftp.status(reqid, STATUS_CODE.OK);
                } catch (error) {
                  fail(reqid, error);
                }
              })
              .on('REALPATH', (reqid, p) => {
                const resolved = path.posix.resolve('/', p);
                sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as never }]);
              });
          });
        });
      })
      .on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    root,
    username,
    password,
    written,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(root, { recursive: true, force: true });
      }),
  };
}
