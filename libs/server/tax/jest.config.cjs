module.exports = {
  displayName: 'server-tax',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
  setupFiles: ['<rootDir>/../../../tools/testing/node-setup.ts'],
};
