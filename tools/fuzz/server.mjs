// The server under fuzz: the built platform started as an operator runs it (its own embedded
// Postgres under a fresh DATA_DIR, demo data seeded), or FUZZ_BASE_URL; and the sessions it needs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const SEED = {
  artist: { email: 'artist.approved@soundpost.local', password: 'Soundpost-artist-1' },
  admin: { email: 'admin@soundpost.local', password: 'Soundpost-admin-1' },
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts dist/apps/api/main.js on a free port; `stop()` ends it and removes its DATA_DIR. */
export async function startServer() {
  const main = path.join(root, 'dist/apps/api/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build it first (npx nx run api:build, or npm run e2e)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-fuzz-'));
  const port = await freePort();
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('TEST_DATABASE') || key === 'DATABASE_URL' || key.startsWith('E2E_')) delete env[key];
  // Every request comes from 127.0.0.1: the per-address limits would answer 429 instead of reaching the handlers under test.
  const manyFromOneAddress = { RATE_LIMIT_IP_LOGIN_FAILURES: '100000', RATE_LIMIT_IP_REGISTRATIONS: '100000', RATE_LIMIT_IP_CODE_SENDS: '100000' };
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development', LOG_LEVEL: process.env.FUZZ_SERVER_LOG_LEVEL ?? 'warn', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', ADMIN_LOGIN_CODE_REQUIRED: 'false', ...manyFromOneAddress },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output: the error logged for a 5xx is found by its request id.
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-8_000_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    let failure = null;
    if (child.exitCode !== null) failure = `the server exited early:\n${output}`;
    else if (Date.now() > deadline) failure = `the server did not get ready:\n${output}`;
    if (failure) {
      await stop();
      throw new Error(failure);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => output,
    /** The error the server logged for a request id: "RangeError: Maximum call stack size exceeded". */
    errorFor(requestId) {
      const at = requestId ? output.lastIndexOf(`"reqId":"${requestId}"`) : -1;
      if (at < 0) return null;
      const line = output.slice(output.lastIndexOf('\n', at) + 1, output.indexOf('\n', at) >>> 0);
      try {
        const entry = JSON.parse(line);
        return entry.err ? `${entry.err.type}: ${entry.err.message}` : entry.msg;
      } catch {
        return line.slice(0, 300);
      }
    },
    alive: () => child.exitCode === null,
    stop,
  };
}

const post = (url, pathname, json, token) =>
  fetch(url + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });

/** The newest 6-digit code mailed to `to` after `since` (the dev mailbox). */
async function mailedCode(url, to, since) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(to)}&limit=5`);
    if (res.ok) {
      for (const m of await res.json()) {
        const code = /\b(\d{6})\b/.exec(m.text ?? '')?.[1];
        if (code && Date.parse(m.created_at) >= since - 1000) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no login code mailed to ${to} (is the dev mailbox on?)`);
}

/** An artist token: password, then the e-mailed code. */
export async function artistLogin(url, { email, password }) {
  const since = Date.now();
  const start = await post(url, '/api/artist/login/start', { email, password });
  if (!start.ok) throw new Error(`artist login ${email}: ${start.status} ${await start.text()}`);
  const verify = await post(url, '/api/artist/login/verify', { email, code: await mailedCode(url, email, since) });
  if (!verify.ok) throw new Error(`artist code ${email}: ${verify.status} ${await verify.text()}`);
  return (await verify.json()).token;
}

/** A staff token: password, and the e-mailed code when the server asks for one. */
export async function adminLogin(url, { email, password }) {
  const since = Date.now();
  const res = await post(url, '/api/admin/login', { email, password });
  if (!res.ok) throw new Error(`admin login ${email}: ${res.status} ${await res.text()}`);
  const body = await res.json();
  if (body.token) return { token: body.token, user: body.user };
  const verify = await post(url, '/api/admin/verify-code', { email, code: await mailedCode(url, email, since) });
  if (!verify.ok) throw new Error(`admin code ${email}: ${verify.status} ${await verify.text()}`);
  const session = await verify.json();
  return { token: session.token, user: session.user };
}

/**
 * A throwaway admin for the fuzz, created by the seeded admin: the fuzz may edit, block or delete
 * the seeded accounts through the staff routes without losing its own session.
 */
export async function throwawayAdmin(url, seq) {
  const { token } = await adminLogin(url, SEED.admin);
  const creds = { email: `fuzz.admin.${seq}@example.com`, password: 'Fuzz-admin-password-1' };
  const res = await post(url, '/api/admin/users', { ...creds, name: 'Fuzz admin', role: 'admin' }, token);
  if (res.status !== 201) throw new Error(`could not create the fuzz admin: ${res.status} ${await res.text()}`);
  return creds;
}
