// Runs the built CLI, building it first when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI_PROCESS_ENV, newestMtime, nx, requireNode24, root } from '../scripts/lib.mjs';

export async function runCli(args) {
  requireNode24();
  const main = path.join(root, 'dist/apps/cli/main.js');
  const built = fs.existsSync(main) ? fs.statSync(main).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(root, 'apps/cli')), newestMtime(path.join(root, 'libs')));
  if (built < sources) {
    process.stderr.write('Building the soundpost CLI…\n');
    // Build output goes to stderr so `soundpost … --json` stays clean on stdout.
    nx(['run', 'cli:build', '--outputStyle=static', '--skip-nx-cache'], { stdio: ['ignore', 2, 2] });
  }
  const result = spawnSync(process.execPath, ['--enable-source-maps', main, ...args], { stdio: 'inherit', cwd: process.cwd(), env: { ...CLI_PROCESS_ENV, ...process.env } });
  process.exit(result.status ?? 1);
}
