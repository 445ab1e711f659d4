const preset = require('../../jest.preset.js');

// react-admin's menu links use react-hotkeys-hook, an ESM-only package: transform it too, on top of the
// preset's list.
const transformIgnorePatterns = preset.transformIgnorePatterns.map((pattern) =>
  pattern.replace('/node_modules/(?!(', '/node_modules/(?!(react-hotkeys-hook|'),
);

module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/src/test/jest-setup.ts'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/../../tools/testing/file-stub.cjs' },
};
