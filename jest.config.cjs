// `npm test` runs this: every project's unit (*.spec.ts), integration (*.int-spec.ts) and API
// (*.e2e-spec.ts) tests in one jest run, against one real Postgres started by the global setup.
module.exports = {
  projects: [
    '<rootDir>/libs/shared/contracts',
    '<rootDir>/libs/server/core',
    '<rootDir>/libs/server/platform',
    '<rootDir>/libs/server/i18n',
    '<rootDir>/libs/server/auth',
    '<rootDir>/libs/server/audit',
    '<rootDir>/libs/server/kyc',
    '<rootDir>/libs/server/billing',
    '<rootDir>/libs/server/popups',
    '<rootDir>/libs/server/releases',
    '<rootDir>/libs/server/support',
    '<rootDir>/libs/server/wallet',
    '<rootDir>/libs/server/dashboards',
    '<rootDir>/apps/api',
    '<rootDir>/apps/cli',
    '<rootDir>/apps/web',
    '<rootDir>/apps/admin',
  ],
  globalSetup: '<rootDir>/tools/testing/global-setup.ts',
  globalTeardown: '<rootDir>/tools/testing/global-teardown.ts',
};
