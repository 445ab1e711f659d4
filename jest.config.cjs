// `npm test` runs this: every project's unit (*.spec.ts), integration (*.int-spec.ts) and API
// (*.e2e-spec.ts) tests in one jest run, against one real Postgres started by the global setup.
// Every lib under libs/server/ with a jest config is picked up, so a new domain needs no line here.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const serverLibs = fs
  .readdirSync(path.join(__dirname, 'libs/server'))
  .filter((name) => fs.existsSync(path.join(__dirname, 'libs/server', name, 'jest.config.cjs')))
  .sort()
  .map((name) => `<rootDir>/libs/server/${name}`);

module.exports = {
  projects: ['<rootDir>/libs/shared/contracts', '<rootDir>/libs/shared/csv', ...serverLibs, '<rootDir>/apps/api', '<rootDir>/apps/cli', '<rootDir>/apps/web', '<rootDir>/apps/admin', '<rootDir>/tools/generators', '<rootDir>/tools/bench'],
  globalSetup: '<rootDir>/tools/testing/global-setup.ts',
  globalTeardown: '<rootDir>/tools/testing/global-teardown.ts',
  // Jest reads testTimeout from the top-level config only (the preset's is ignored inside
  // projects): API and integration suites boot the app and a database in their hooks, which takes
  // more than the 5 s default on a busy 2-core machine.
  testTimeout: 30_000,
  // On two cores jest's one worker would be the main process itself, which kept every finished suite's modules
  // until the run died out of heap (CI, at 3.4 GB). A limit makes it run suites in a worker it restarts when large.
  workerIdleMemoryLimit: '1GB',
  // Jest's default on two cores is one worker; suites spend much of their time waiting on Postgres,
  // so two workers finish the run in about 60% of the time (measured on the API suites).
  maxWorkers: Math.max(2, os.cpus().length - 1),
};
