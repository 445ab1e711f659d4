import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The built platform as an operator runs it: `node dist/apps/api/main.js` with no DATABASE_URL, so
// each instance starts (and stops) its own embedded Postgres under its DATA_DIR.
const root = path.resolve(__dirname, '../../..');
const main = path.join(root, 'dist/apps/api/main.js');
const cli = path.join(root, 'dist/apps/cli/main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The environment of a fresh machine: none of the test harness's database settings. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('TEST_DATABASE') || key === 'DATABASE_URL' || key.startsWith('E2E_')) delete env[key];
  // Password-only staff login keeps this journey about processes (the code step has its own).
  return { ...env, NODE_ENV: 'development', LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '15000', ADMIN_LOGIN_CODE_REQUIRED: 'false', ...extra };
}

interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const BANNER_END = 'Press Ctrl-C to stop.';

async function startInstance(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [main], { cwd: root, env: cleanEnv({ PORT: String(port), DATA_DIR: dataDir, ...extraEnv }), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${out}`);
    try {
      // Ready for the operator once the banner is out (it waits for the log lines before it).
      if ((await fetch(`${url}/api/health/ready`)).ok && out.includes(BANNER_END)) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`instance not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => out, exited };
}

const login = async (url: string, email: string, password: string) =>
  fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });

const postgresRunning = (dataDir: string) => fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));

describe('running the platform (processes, embedded Postgres, shutdown)', () => {
  const dirs: string[] = [];
  const instances: Instance[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-proc-'));
    fs.chmodSync(dir, 0o755);
    dirs.push(dir);
    return path.join(dir, 'data');
  };

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    for (const dir of dirs) {
      const pidFile = path.join(dir, 'data', 'postgres', 'postmaster.pid');
      if (fs.existsSync(pidFile)) {
        const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          /* gone */
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs two instances side by side, drains in-flight requests on SIGTERM, and reuses the data on restart', async () => {
    const [dirA, dirB] = [newDataDir(), newDataDir()];
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await startInstance(dirA, portA);
    instances.push(a);
    // First start: migrations, demo data, and the banner with URLs and the demo admin, last, under
    // every log line of the start; Nest's per-module and per-route lines wait for LOG_LEVEL=debug.
    expect(a.output().trimEnd().endsWith(BANNER_END)).toBe(true);
    expect(a.output()).not.toMatch(/RouterExplorer|InstanceLoader/);
    expect(a.output()).toMatch(/^\{"level":30,.*"msg":"Demo data seeded/m);
    const b = await startInstance(dirB, portB, { LOG_FORMAT: 'pretty' });
    instances.push(b);
    // LOG_FORMAT=pretty (what a terminal gets): readable lines, no JSON envelope, the banner last too.
    expect(b.output().trimEnd().endsWith(BANNER_END)).toBe(true);
    expect(b.output()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Demo data seeded/m);
    expect(b.output()).not.toContain('{"level"');

    expect(a.output()).toContain(`Soundpost is running on http://localhost:${portA}`);
    expect(a.output()).toContain('Demo admin: admin@soundpost.local / Soundpost-admin-1');
    expect(a.output()).toContain('Initialising an embedded Postgres cluster');
    expect((await login(a.url, 'admin@soundpost.local', 'Soundpost-admin-1')).status).toBe(200);
    expect((await login(b.url, 'admin@soundpost.local', 'Soundpost-admin-1')).status).toBe(200);

    // The CLI joins the running instance's database (no second server) and writes to it.
    const created = spawnSync(process.execPath, [cli, 'users', 'create-admin', '--email', 'ops@example.com', '--password', 'long-secret-1', '--name', 'Ops'], {
      cwd: root,
      env: cleanEnv({ DATA_DIR: dirA }),
      encoding: 'utf8',
    });
    expect(created.stderr).not.toContain('Initialising');
    expect(created.stdout).toContain('Created admin ops@example.com');
    expect(created.status).toBe(0);
    expect(postgresRunning(dirA)).toBe(true);
    expect((await login(a.url, 'ops@example.com', 'long-secret-1')).status).toBe(200);
    expect((await login(b.url, 'ops@example.com', 'long-secret-1')).status).toBe(422); // B has its own data

    // A request in flight when SIGTERM arrives still gets its answer.
    const body = JSON.stringify({ email: 'ops@example.com', password: 'long-secret-1' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${a.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        a.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
    await expect(a.exited).resolves.toBe(0);
    expect(postgresRunning(dirA)).toBe(false);

    // B is untouched.
    expect((await fetch(`${b.url}/api/health/ready`)).status).toBe(200);

    // Restart A on the same DATA_DIR: no new cluster, the data is still there, no second seed.
    const again = await startInstance(dirA, portA);
    instances.push(again);
    expect(again.output()).not.toContain('Initialising');
    expect((await login(again.url, 'ops@example.com', 'long-secret-1')).status).toBe(200);

    again.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await expect(again.exited).resolves.toBe(0);
    await expect(b.exited).resolves.toBe(0);
    expect(postgresRunning(dirA)).toBe(false);
    expect(postgresRunning(dirB)).toBe(false);
  }, 120_000);
});
