// docs/benchmarks.md, "Multipart abuse memory": parallel forms of many 1 MiB fields must be refused while the api's
// resident memory grows by less than 64 MiB and it still answers /api/health/live. Needs `npm run build`. A memory
// ceiling: the worst measured round counts, under the shared verdict rule (a heavy load at the start or end of a round
// makes it INCONCLUSIVE); a form not refused or a health probe not answered is a FAIL whatever the load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, approvedArtistUpload, embeddedDatabaseUrl, freePort, machineLoad, reportGoal, waitFor } from './bench-lib.mjs';
import { verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const MiB = 1024 * 1024;
const PARALLEL = Number(process.env.BENCH_ABUSE_PARALLEL ?? 10);
const FIELDS = Number(process.env.BENCH_ABUSE_FIELDS ?? 500);
const GOAL_MIB = 64;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3); // measured rounds, after a small warm-up form
const SAMPLE_MS = 50;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
if (process.platform !== 'linux') {
  console.error('This benchmark reads /proc/<pid>/status (Linux only).');
  process.exit(1);
}

function rssKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
}

const megabyte = Buffer.alloc(MiB, 'z');

function abuse(port, pathname, token, fields) {
  const boundary = `----soundpost-abuse-${randomBytes(8).toString('hex')}`;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` } },
      (res) => {
        answered = true;
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', (error) => {
      if (answered) return;
      // The api may end the connection while the form is still being written, before the client has read its
      // answer: a refusal too, reported as such.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: 'reset', body: '' });
      else reject(error);
    });
    let i = 0;
    const pump = () => {
      while (!answered) {
        if (i >= fields) return void req.end(`--${boundary}--\r\n`);
        const ok = req.write(Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f${i++}"\r\n\r\n`), megabyte, Buffer.from('\r\n')]));
        if (!ok) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-abuse-'));
const port = await freePort();
const api = spawn(process.execPath, apiArgs(apiMain), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production', PUBLIC_URL: 'http://localhost',
    PROCESS_ROLE: 'api',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  },
});
let client;
try {
  await waitFor(`http://127.0.0.1:${port}/api/health/live`, api, 180_000);
  client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const { token, uploadPath } = await approvedArtistUpload(client);

  await abuse(port, uploadPath, token, 3);
  await new Promise((r) => setTimeout(r, 1000));

  const growths = [];
  const loads = [];
  const wrong = [];
  for (let round = 1; round <= ROUNDS; round++) {
    loads.push(machineLoad());
    const baselineKiB = rssKiB(api.pid);
    let peakKiB = baselineKiB;
    const sampler = setInterval(() => {
      peakKiB = Math.max(peakKiB, rssKiB(api.pid));
    }, SAMPLE_MS);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => abuse(port, uploadPath, token, FIELDS)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakKiB = Math.max(peakKiB, rssKiB(api.pid));
    loads.push(machineLoad());
    const refused = answers.filter((a) => a.status === 413 || a.status === 422 || a.status === 'reset').length;
    const alive = (await fetch(`http://127.0.0.1:${port}/api/health/live`)).status === 200;
    if (refused !== PARALLEL) wrong.push(`round ${round}: ${PARALLEL - refused} form(s) not refused`);
    if (!alive) wrong.push(`round ${round}: /api/health/live not answered afterwards`);
    const deltaMiB = (peakKiB - baselineKiB) / 1024;
    growths.push(deltaMiB);
    console.log(
      `round ${round}: ${PARALLEL} parallel forms of ${FIELDS} x 1 MiB fields, ${refused}/${PARALLEL} refused (413/422, or the connection reset mid-form) in ${seconds.toFixed(1)} s ` +
        `(statuses ${[...new Set(answers.map((a) => a.status))].join(', ')}); api alive afterwards: ${alive}; ` +
        `api RSS ${(baselineKiB / 1024).toFixed(1)} MiB before, peak ${(peakKiB / 1024).toFixed(1)} MiB: +${deltaMiB.toFixed(1)} MiB`,
    );
    await new Promise((r) => setTimeout(r, 1000));
  }

  // A memory ceiling: the worst round counts, and there is no same-run baseline to spread. Refusing every form and
  // staying up are correctness, not measurement: missing either fails on any machine.
  const worst = Math.max(...growths);
  const measured = verdict({ value: worst, goal: GOAL_MIB, better: 'lower', loads });
  const result = wrong.length ? { ...measured, status: 'FAIL', meets: false, reasons: [...measured.reasons, ...wrong] } : measured;
  reportGoal({
    name: `api RSS growth under ${PARALLEL} parallel forms of ${FIELDS} x 1 MiB fields`,
    goalText: `< ${GOAL_MIB} MiB, every form refused, health still answered`,
    figures: `worst +${worst.toFixed(1)} MiB (rounds ${growths.map((g) => `+${g.toFixed(1)}`).join(', ')})${wrong.length ? `; ${wrong.join('; ')}` : '; all refused, still up'}`,
    result,
  });
  if (process.argv.includes('--strict') && result.status === 'FAIL') process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
