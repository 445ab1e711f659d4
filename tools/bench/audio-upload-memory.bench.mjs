// docs/benchmarks.md, "Audio upload memory": a 1 GiB WAV upload must raise the api's resident memory by less than
// 50 MiB over a warm-up upload. Heavy: run it alone. Needs `npm run build`. A memory ceiling: the worst measured
// round counts, under the shared verdict rule (a heavy load at the start or end of a round makes it INCONCLUSIVE).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { root } from '../scripts/lib.mjs';
import { apiArgs, approvedArtistUpload, embeddedDatabaseUrl, freePort, machineLoad, reportGoal, waitFor } from './bench-lib.mjs';
import { verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const MiB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_AUDIO_BYTES ?? 1024 * MiB);
const GOAL_MIB = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1); // measured uploads, after the warm-up
const SAMPLE_MS = 50;
const SAMPLE_RATE = 44_100;
const CHANNELS = 2;

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

function wavHeader(dataBytes) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(CHANNELS, 22);
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE * CHANNELS * 2, 28);
  h.writeUInt16LE(CHANNELS * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** A whole number of periods, so seconds join without a click. */
function toneSecond() {
  const second = Buffer.alloc(SAMPLE_RATE * CHANNELS * 2);
  for (let i = 0; i < SAMPLE_RATE; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE) * 0.3 * 32_767);
    for (let c = 0; c < CHANNELS; c++) second.writeInt16LE(v, (i * CHANNELS + c) * 2);
  }
  return second;
}

/** Generated as the socket takes it; the file part's sha256 is computed on the way, to check the server's. */
function wavUpload(totalBytes, title) {
  const boundary = `----soundpost-bench-${randomBytes(8).toString('hex')}`;
  const dataBytes = totalBytes - 44;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const second = toneSecond();
  const hash = createHash('sha256');
  async function* parts() {
    yield head;
    const header = wavHeader(dataBytes);
    hash.update(header);
    yield header;
    for (let sent = 0; sent < dataBytes; ) {
      const n = Math.min(second.length, dataBytes - sent);
      const piece = n === second.length ? second : second.subarray(0, n);
      hash.update(piece);
      yield piece;
      sent += n;
    }
    yield tail;
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    length: head.length + totalBytes + tail.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
    sha256: () => hash.digest('hex'),
  };
}

function post(port, pathname, token, upload) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': upload.contentType, 'Content-Length': upload.length } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    upload.body.pipe(req);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-audio-'));
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
    AUDIO_MAX_MB: String(Math.ceil(UPLOAD_BYTES / MiB) + 16),
    STORAGE_MAX_UPLOAD_BYTES: String((Math.ceil(UPLOAD_BYTES / MiB) + 16) * MiB),
  },
});
let client;
try {
  await waitFor(`http://127.0.0.1:${port}/api/health/live`, api, 180_000);
  client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const { token, uploadPath } = await approvedArtistUpload(client);

  const warm = await post(port, uploadPath, token, wavUpload(44 + 3 * SAMPLE_RATE * CHANNELS * 2, 'warm-up'));
  if (warm.status !== 201) throw new Error(`warm-up upload failed (${warm.status}): ${JSON.stringify(warm.body)}`);
  await new Promise((r) => setTimeout(r, 1000));

  const growths = [];
  const loads = [];
  for (let round = 1; round <= ROUNDS; round++) {
    loads.push(machineLoad());
    const baselineKiB = rssKiB(api.pid);
    let peakKiB = baselineKiB;
    const sampler = setInterval(() => {
      peakKiB = Math.max(peakKiB, rssKiB(api.pid));
    }, SAMPLE_MS);
    const upload = wavUpload(UPLOAD_BYTES, `One gigabyte ${round}`);
    const started = performance.now();
    const res = await post(port, uploadPath, token, upload);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakKiB = Math.max(peakKiB, rssKiB(api.pid));
    loads.push(machineLoad());
    if (res.status !== 201) throw new Error(`upload failed (${res.status}): ${JSON.stringify(res.body)}`);
    const track = res.body.track;
    const expectedSeconds = (UPLOAD_BYTES - 44) / (SAMPLE_RATE * CHANNELS * 2);
    if (track.audio_size !== UPLOAD_BYTES || track.audio_hash_sum !== upload.sha256() || Math.abs(track.duration - expectedSeconds) > 0.01) {
      throw new Error(`the stored track does not match what was sent: ${JSON.stringify({ size: track.audio_size, hash: track.audio_hash_sum, duration: track.duration })}`);
    }
    const deltaMiB = (peakKiB - baselineKiB) / 1024;
    growths.push(deltaMiB);
    console.log(
      `round ${round}: uploaded ${(UPLOAD_BYTES / MiB).toFixed(0)} MiB WAV (${track.duration.toFixed(1)} s, ${track.audio_codec}, ${track.audio_bitrate} kbps) in ${seconds.toFixed(1)} s ` +
        `(${(UPLOAD_BYTES / MiB / seconds).toFixed(0)} MiB/s); sha256 and metadata match; api RSS ${(baselineKiB / 1024).toFixed(1)} MiB before, ` +
        `peak ${(peakKiB / 1024).toFixed(1)} MiB: +${deltaMiB.toFixed(1)} MiB`,
    );
  }

  // A memory ceiling: the worst round counts, and there is no same-run baseline to spread.
  const worst = Math.max(...growths);
  const result = verdict({ value: worst, goal: GOAL_MIB, better: 'lower', loads });
  reportGoal({
    name: `api RSS growth during a ${(UPLOAD_BYTES / MiB).toFixed(0)} MiB WAV upload`,
    goalText: `< ${GOAL_MIB} MiB over a warm-up upload`,
    figures: `worst +${worst.toFixed(1)} MiB (rounds ${growths.map((g) => `+${g.toFixed(1)}`).join(', ')})`,
    result,
  });
  if (process.argv.includes('--strict') && result.status === 'FAIL') process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
