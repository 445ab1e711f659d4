// Browser journeys (`npm run e2e`): playwright-core drives the system's Chromium against the built
// platform, started by the e2e global setup on a free port with its own database.
module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.journey.ts'],
  testTimeout: 60_000,
};
