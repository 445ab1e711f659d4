module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/../../tools/testing/file-stub.cjs' },
};
