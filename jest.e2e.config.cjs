// `npm run e2e`: the browser journeys, one worker at a time (Chromium and the server share 2 cores).
module.exports = {
  projects: ['<rootDir>/apps/e2e'],
  globalSetup: '<rootDir>/tools/testing/e2e-global-setup.ts',
  globalTeardown: '<rootDir>/tools/testing/e2e-global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
};
