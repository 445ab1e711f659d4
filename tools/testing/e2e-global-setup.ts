// The BUILT platform as a real child process, on a free port, against a clone of the migrated test database.
import './register-paths';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@soundpost/server-core/database';
import { createTestDatabase } from '@soundpost/server-core/testing';
import dbSetup from './global-setup';

const root = path.resolve(__dirname, '../..');
const sharedErnSchemas = path.resolve(root, '../shared/ddex/ern43');

export default async function e2eGlobalSetup(): Promise<void> {
  await dbSetup();
  const main = path.join(root, 'dist/apps/api/main.js');
  if (!fs.existsSync(main)) throw new Error('dist/apps/api/main.js is missing: run the journeys with `npm run e2e`, which builds first');
  const db = await createTestDatabase();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every journey signs up and signs in from 127.0.0.1: the per-address limits would stop the run, not an attacker.
      RATE_LIMIT_IP_LOGIN_FAILURES: '100000',
      RATE_LIMIT_IP_REGISTRATIONS: '100000',
      RATE_LIMIT_IP_CODE_SENDS: '100000',
      ...(!process.env.DDEX_SCHEMA_DIR && fs.existsSync(path.join(sharedErnSchemas, 'release-notification.xsd')) ? { DDEX_SCHEMA_DIR: sharedErnSchemas } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  (globalThis as Record<string, unknown>).__SOUNDPOST_E2E__ = { server, dataDir, db };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/health/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  // The seeded welcome popup would cover every journey's first page; the popup journey makes its own.
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  try {
    await pg.query(`UPDATE popups SET status = false WHERE title = 'Welcome to Soundpost'`);
  } finally {
    await pg.end();
  }
  // Staff accounts made with the CLI, one per journey that logs in while others do: codes are throttled per address.
  const cli = path.join(root, 'dist/apps/cli/main.js');
  for (const email of ['e2e.staff@soundpost.local', 'e2e.staff2@soundpost.local', 'e2e.staff3@soundpost.local', 'e2e.staff4@soundpost.local', ...[5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => `e2e.staff${n}@soundpost.local`)]) {
    const created = spawnSync(process.execPath, [cli, 'users', 'create-admin', '--email', email, '--password', 'E2e-staff-password-1', '--name', 'E2E Staff'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`could not create the e2e staff account ${email}: ${created.stderr}`);
  }
  process.env.E2E_STAFF2_EMAIL = 'e2e.staff2@soundpost.local';
  process.env.E2E_STAFF3_EMAIL = 'e2e.staff3@soundpost.local';
  process.env.E2E_STAFF4_EMAIL = 'e2e.staff4@soundpost.local';
  for (const n of [5, 6, 7, 8, 9]) process.env[`E2E_STAFF${n}_EMAIL`] = `e2e.staff${n}@soundpost.local`;
  process.env.E2E_STAFF10_EMAIL = 'e2e.staff10@soundpost.local';
  const artistsCsv = path.join(dataDir, 'e2e-artists.csv');
  fs.writeFileSync(
    artistsCsv,
    ['name,email,password,email_verified,is_verified,document_status', ...['card', 'paypal', 'bank', 'release', 'upgrade', 'receipts', 'people', 'phone', 'logos', 'support', 'delivery', 'royalties', 'royaltiescollab', 'stats', 'links', 'proof', 'proofphone', 'proofblocked', 'label', 'labelmanager', 'labelfinance', 'chat', 'trust'].map((k) => `E2E ${k},e2e.${k}@soundpost.local,E2e-artist-password-1,1,1,approved`)].join('\n'),
  );
  const imported = spawnSync(process.execPath, [cli, 'artists', 'import', artistsCsv], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`could not import the e2e artists: ${imported.stderr}`);
  // The wallet journey's own staff user and artist, so it never shares a code throttle or a balance.
  const walletStaff = spawnSync(process.execPath, [cli, 'users', 'create-admin', '--email', 'e2e.wallet-staff@soundpost.local', '--password', 'E2e-staff-password-1', '--name', 'E2E Wallet Staff'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (walletStaff.status !== 0) throw new Error(`could not create the e2e wallet staff account: ${walletStaff.stderr}`);
  const walletCsv = path.join(dataDir, 'e2e-wallet-artists.csv');
  fs.writeFileSync(walletCsv, ['name,email,password,email_verified,is_verified,document_status', 'E2E Wallet,e2e.wallet@soundpost.local,E2e-artist-password-1,1,1,approved'].join('\n'));
  const walletArtist = spawnSync(process.execPath, [cli, 'artists', 'import', walletCsv], { cwd: root, env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (walletArtist.status !== 0) throw new Error(`could not import the e2e wallet artist: ${walletArtist.stderr}`);
  process.env.E2E_ARTIST_PASSWORD = 'E2e-artist-password-1';
  process.env.E2E_STAFF_EMAIL = 'e2e.staff@soundpost.local';
  process.env.E2E_STAFF_PASSWORD = 'E2e-staff-password-1';
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = db.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ADMIN_EMAIL = 'admin@soundpost.local';
  process.env.E2E_ADMIN_PASSWORD = 'Soundpost-admin-1';
}
