// `npm run bench [word]`: build, then every benchmark whose file name contains the word; one failure does not stop the others.
// Goals reported through bench-lib's reportGoal are listed again at the end, each with PASS, FAIL or INCONCLUSIVE.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPlatform, nxEnv, requireNode24, root } from './lib.mjs';

requireNode24();
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const names = args.filter((a) => !a.startsWith('-'));
const options = args.filter((a) => a.startsWith('-'));
if (!process.argv.includes('--no-build')) buildPlatform(['api']);
const dir = path.join(root, 'tools/bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (!names.length || names.some((n) => f.includes(n))))
  .sort();
if (!files.length) {
  console.error(`No benchmark in tools/bench matches ${names.join(', ')}.`);
  process.exit(1);
}
const failed = [];
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-results-'));
const goals = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  const resultsFile = path.join(resultsDir, `${file}.jsonl`);
  const result = spawnSync(process.execPath, [path.join(dir, file), ...options], { cwd: root, stdio: 'inherit', env: { ...nxEnv, BENCH_RESULTS_FILE: resultsFile } });
  if (result.status !== 0) failed.push(file);
  if (fs.existsSync(resultsFile)) for (const line of fs.readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean)) goals.push({ file, ...JSON.parse(line) });
}
fs.rmSync(resultsDir, { recursive: true, force: true });
if (goals.length) {
  console.log('\nGoals:');
  for (const { file, line } of goals) console.log(`  ${file}: ${line}`);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
