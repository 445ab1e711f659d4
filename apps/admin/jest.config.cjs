module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  // ESM-only packages (the preset's list plus react-admin's) that must be transformed to CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next|i18next-http-backend|react-hotkeys-hook)/)'],
  setupFiles: ['<rootDir>/src/test/jest-setup.ts'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/../../tools/testing/file-stub.cjs' },
};
