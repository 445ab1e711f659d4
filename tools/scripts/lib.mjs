import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * What the CLI's process gets in its environment, under what the caller set. Two glibc malloc arenas instead of one
 * per thread: the buffers a large import churns through (reading, COPY) are reused instead of fragmenting an arena
 * per libuv thread (a 5,000,000-line statistics import grew RSS by +81 MiB instead of +96-107 MiB).
 */
export const CLI_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };

/** Nx without its background daemon or cloud: scripts must leave nothing running behind them. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`Soundpost runs on Node 24; this is Node ${process.versions.node}. Run it through npm (npm start, npm test), which puts the project's Node 24 first on the path.`);
    process.exit(1);
  }
}

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function nx(args, opts = {}) {
  run(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], opts);
}

export function buildPlatform(projects = ['api', 'web', 'admin']) {
  nx(['run-many', '-t', 'build', `--projects=${projects.join(',')}`, '--outputStyle=static']);
}

export function supervise(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  const forward = (signal) => {
    // A terminal Ctrl-C already reaches the child (same process group); forward only if not.
    if (!child.killed) child.kill(signal);
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  return child;
}

export function newestMtime(dir, skip = /node_modules|dist|\.data|tmp/) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (skip.test(entry.name)) continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}
