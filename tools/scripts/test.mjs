// Extra arguments go to jest (e.g. `npm test -- --selectProjects server-core`, `-- --integration`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const config = args.includes('--e2e') ? 'jest.e2e.config.cjs' : 'jest.config.cjs';
const jestArgs = args.filter((a) => a !== '--e2e' && a !== '--integration');
if (args.includes('--integration')) jestArgs.push('--testPathPatterns', '\\.(int|e2e)-spec\\.ts$');
const outFile = path.join(root, 'tmp', `jest-${path.basename(config, '.cjs')}-${process.pid}.json`);
fs.mkdirSync(path.dirname(outFile), { recursive: true });

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), '-c', config, '--json', '--outputFile', outFile, ...jestArgs],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' ') } },
);

let passed = 0;
let failed = 0;
try {
  const summary = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  passed = summary.numPassedTests;
  // A suite that fails to load has no failed tests but is a failure all the same.
  failed = summary.numFailedTests + summary.numRuntimeErrorTestSuites;
  fs.rmSync(outFile, { force: true });
} catch {
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
