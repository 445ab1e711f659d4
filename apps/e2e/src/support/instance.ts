import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The built server as an operator runs it (`node dist/apps/api/main.js`), with its own embedded
// Postgres under a temporary DATA_DIR: for the journeys about processes, faults and shutdown.
const root = path.resolve(__dirname, '../../../..');
const main = path.join(root, 'dist/apps/api/main.js');

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Instance {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  /** Resolves with the first output line matching `pattern` (already printed or still to come). */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  exited: Promise<number | null>;
}

/** A temporary DATA_DIR (traversable by the `postgres` user when the tests run as root). */
export function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-fault-'));
  fs.chmodSync(dir, 0o755);
  return path.join(dir, 'data');
}

/** Stops a cluster left running by a killed instance, then removes the folder. */
export function removeDataDir(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      /* gone */
    }
  }
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

export async function startInstance(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('TEST_DATABASE') || key === 'DATABASE_URL' || key.startsWith('E2E_') || key === 'SHUTDOWN_GRACE_MS') delete env[key];
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development', LOG_LEVEL: 'info', ADMIN_LOGIN_CODE_REQUIRED: 'false', PORT: String(port), DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (d: Buffer) => {
    out += d;
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => w.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const line = out.split('\n').find((l) => pattern.test(l));
      if (line !== undefined) return resolve(line);
      const timer = setTimeout(() => reject(new Error(`no output matching ${pattern}:\n${out.slice(-4000)}`)), timeoutMs);
      waiters.push({ pattern, resolve: (l) => (clearTimeout(timer), resolve(l)) });
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited early:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`instance not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, port, dataDir, output: () => out, waitForOutput, exited };
}

/** The embedded cluster's admin connection settings, as the instance recorded them. */
export function embeddedConnection(dataDir: string, database = 'soundpost'): { connectionString: string } {
  const c = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as { user: string; password: string; port: number };
  return { connectionString: `postgres://${encodeURIComponent(c.user)}:${encodeURIComponent(c.password)}@127.0.0.1:${c.port}/${database}` };
}

export function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
