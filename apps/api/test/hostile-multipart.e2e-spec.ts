import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { newArtist, newStaff, PDF } from './support/kyc-fixtures';
import { png, wavTone } from './support/media-fixtures';
import { approvedArtist, caller } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const BOUNDARY = 'soundpost-hostile-boundary';
const CRLF = '\r\n';

const fieldPart = (name: string, value: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}`), Buffer.from(value), Buffer.from(CRLF)]);
const filePart = (name: string, filename: string, type: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`),
    bytes,
    Buffer.from(CRLF),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--${CRLF}`);

interface Answer {
  status: number;
  body: { message?: string; code?: string; errors?: Record<string, string[]> };
}

/**
 * POSTs a body produced chunk by chunk (never held whole) and stops sending as soon as the server
 * answers, as an abusive client that is refused part-way would see it.
 */
function postStream(url: string, headers: Record<string, string>, chunks: Iterable<Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        req.destroy();
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          reject(new Error(`Not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = iterator.next();
        if (next.done) return void req.end();
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('Hostile multipart bodies on every multipart route (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let routes: Array<{ path: string; token: string; fileField: string }>;
  let releaseId: string;
  let ticketId: string;
  let chatId: string;
  let root: string;

  const storedFiles = () =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && !path.relative(root, path.join(e.parentPath, e.name)).startsWith('.tmp'))
          .map((e) => e.name)
      : [];
  const send = (route: { path: string; token: string }, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    postStream(`${t.url}${route.path}`, { Authorization: `Bearer ${route.token}`, 'Content-Type': contentType, 'Content-Length': String(body.length) }, [body]);
  const expectAlive = async () => {
    const res = await t.api('/api/health/live');
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    root = t.config.storage.localRoot;
    const admin = await newStaff(t, 'admin');
    const artist = await approvedArtist(t);
    const onboarding = await newArtist(t, { scope: 'onboarding' });
    releaseId = (await caller(t)('POST', '/artist/releases/draft', artist.token, { force_new: true })).body.release_id;
    ticketId = (await caller(t)('POST', '/artist/tickets', artist.token, { subject: 'Hostile', message: 'Forms' })).body.ticket_id;
    chatId = (await caller(t)('POST', '/artist/chat/messages', artist.token, { body: 'Hostile forms' })).body.chat_id;

    // Every route declared as taking multipart/form-data (@ApiConsumes), found in the app's controllers.
    const found: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
        if (!controller) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (typeof handler !== 'function' || !(Reflect.getMetadata('swagger/apiConsumes', handler) ?? []).includes('multipart/form-data')) continue;
          const route = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
          found.push(`/api/${[base, route].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '').replace(/:(\w+)/g, '{$1}'));
        }
      }
    }
    const fileFields: Record<string, string> = { tracks: 'audio', artwork: 'cover', document: 'document', tickets: 'attachments', chat: 'attachments' };
    const idOf = (docPath: string) => (docPath.includes('/tickets/') ? ticketId : docPath.includes('/chats/') ? chatId : releaseId);
    routes = found.map((docPath) => ({
      path: docPath.replace(/\{[^}]+\}/g, idOf(docPath)),
      token: docPath.startsWith('/api/admin') ? admin.token : docPath.startsWith('/api/auth') ? onboarding.token : artist.token,
      fileField: Object.entries(fileFields).find(([k]) => docPath.includes(k))?.[1] ?? 'file',
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every multipart route', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/api/admin/artists/import',
        '/api/admin/i18n/upload',
        '/api/admin/royalties/imports',
        '/api/admin/stats/imports',
        `/api/admin/tickets/${ticketId}/reply`,
        `/api/admin/chats/${chatId}/messages`,
        '/api/artist/chat/messages',
        '/api/artist/tickets',
        `/api/artist/tickets/${ticketId}/reply`,
        `/api/artist/releases/${releaseId}/artwork`,
        `/api/artist/releases/${releaseId}/tracks`,
        '/api/artist/profile/document',
        '/api/auth/upload-document',
      ].sort(),
    );
  });

  it('answers too many fields with 422 on every route, and stays up', async () => {
    for (const route of routes) {
      const body = Buffer.concat([...Array.from({ length: 50 }, (_, i) => fieldPart(`f${i}`, 'x')), closing]);
      const res = await send(route, body);
      expect({ path: route.path, status: res.status, code: res.body.code }).toEqual({ path: route.path, status: 422, code: 'too_many_fields' });
      await expectAlive();
    }
  });

  it('answers an oversized field with 422 naming it on every route, and stays up', async () => {
    for (const route of routes) {
      const body = Buffer.concat([fieldPart('title', Buffer.alloc(200_000, 'a')), closing]);
      const res = await send(route, body);
      expect({ path: route.path, status: res.status }).toEqual({ path: route.path, status: 422 });
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: { title: ['This field is too long.'] } });
      await expectAlive();
    }
  });

  it('answers a missing or wrong boundary with 400 on every route, and stays up', async () => {
    for (const route of routes) {
      const body = Buffer.concat([fieldPart('title', 'x'), closing]);
      const missing = await send(route, body, 'multipart/form-data');
      expect({ path: route.path, status: missing.status }).toEqual({ path: route.path, status: 400 });
      expect(missing.body).toMatchObject({ code: 'malformed_multipart', message: 'The multipart form data is malformed or incomplete.' });
      const wrong = await send(route, body, 'multipart/form-data; boundary=not-the-one');
      expect({ path: route.path, status: wrong.status }).toEqual({ path: route.path, status: 400 });
      await expectAlive();
    }
  });

  it('answers a body cut short with 400 on every route, keeps no file and writes no row', async () => {
    const before = storedFiles().length;
    for (const route of routes) {
      // Content each route accepts, so that it is stored part-way before the body ends.
      const content: Record<string, Buffer> = {
        audio: wavTone(1),
        cover: png(3000),
        document: PDF,
        attachments: png(600),
        file: Buffer.from(`name,email,password\n${'Cut Row,cut@example.com,secret-1\n'.repeat(2000)}`),
      };
      const whole = Buffer.concat([fieldPart('lang', 'en'), filePart(route.fileField, 'cut.json', 'application/octet-stream', content[route.fileField])]);
      const res = await send(route, whole.subarray(0, Math.floor(whole.length * 0.6)));
      expect({ path: route.path, status: res.status, code: res.body.code }).toEqual({ path: route.path, status: 400, code: 'malformed_multipart' });
      await expectAlive();
    }
    expect(storedFiles().length).toBe(before);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM tracks WHERE release_id = $1', [releaseId]);
    expect(n).toBe(0);
    const [{ files }] = await db.query('SELECT count(*)::int AS files FROM ticket_attachments');
    expect(files).toBe(0);
    // Every route streams a large part before the cut; nine of them take a while on a busy machine.
  }, 30_000);

  it('refuses NUL in a field or a file name with 422', async () => {
    const tracks = routes.find((r) => r.path.endsWith('/tracks'));
    if (!tracks) throw new Error('no tracks route');
    const nulField = await send(tracks, Buffer.concat([fieldPart('title', 'a\u0000b'), filePart('audio', 'a.wav', 'audio/wav', wavTone(1)), closing]));
    expect(nulField.status).toBe(422);
    expect(nulField.body.errors).toEqual({ title: ['This field contains characters that are not allowed.'] });
    const nulName = await send(tracks, Buffer.concat([filePart('audio', 'a\u0000b.wav', 'audio/wav', wavTone(1)), closing]));
    expect(nulName.status).toBe(422);
    expect(nulName.body.errors).toEqual({ audio: ['This field contains characters that are not allowed.'] });
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM tracks WHERE release_id = $1', [releaseId]);
    expect(n).toBe(0);
  });

  it('refuses 10 parallel uploads of 500 fields of 1 MB each with 413/422, and answers afterwards', async () => {
    const tracks = routes.find((r) => r.path.endsWith('/tracks'));
    if (!tracks) throw new Error('no tracks route');
    const megabyte = Buffer.alloc(1024 * 1024, 'z');
    function* abusiveForm(): Generator<Buffer> {
      for (let i = 0; i < 500; i++) yield fieldPart(`f${i}`, megabyte);
      yield closing;
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postStream(`${t.url}${tracks.path}`, { Authorization: `Bearer ${tracks.token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, abusiveForm()),
      ),
    );
    for (const answer of answers) expect([413, 422]).toContain(answer.status);
    await expectAlive();
    const res = await t.api(`/api/artist/releases/${releaseId}/tracks`, { headers: { Authorization: `Bearer ${tracks.token}` } });
    expect(res.status).toBeLessThan(500);
  });
});
