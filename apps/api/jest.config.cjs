module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/../../tools/testing/node-setup.ts'],
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
};
