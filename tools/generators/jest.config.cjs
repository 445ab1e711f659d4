module.exports = {
  displayName: 'tools-generators',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  setupFiles: ['<rootDir>/../testing/node-setup.ts'],
};
