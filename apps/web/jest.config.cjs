module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFiles: ['<rootDir>/jest.setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.after-env.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/../../tools/testing/file-stub.cjs' },
};
