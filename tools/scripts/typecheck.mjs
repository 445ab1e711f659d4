// `npm run typecheck`: tsc over every project, the projects that share compiler options checked in one program
// each (tools/typecheck/), so a library imported by twenty projects is parsed and checked once, not twenty times
// (31 per-project runs took 312 s in CI; the per-project `nx run <project>:typecheck` targets stay for one project).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const programs = ['tools/typecheck/tsconfig.node.json', 'tools/typecheck/tsconfig.browser.json', 'tools/bench/tsconfig.json', 'tools/generators/tsconfig.json'];

const check = (config) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit', '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Each program's output printed whole, not interleaved with the other running beside it.
      process.stdout.write(`${config}: ${code === 0 ? 'no errors' : 'errors'} (${((Date.now() - started) / 1000).toFixed(0)} s)\n${output}`);
      resolve(code === 0);
    });
  });

// Two at a time: tsc is single-threaded, and this machine has two cores.
const results = [];
const queue = [...programs];
await Promise.all(
  [0, 1].map(async () => {
    for (let config = queue.shift(); config; config = queue.shift()) results.push(await check(config));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
