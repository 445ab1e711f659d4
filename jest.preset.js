// Shared jest settings for every project: @swc/jest (with decorator metadata, which Nest's DI needs)
// instead of ts-jest, and Nx's resolver so the tsconfig path aliases (@soundpost/*) resolve.
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  resolver: '@nx/jest/plugins/resolver',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|tsx|js|mjs)$': swcNode },
  // ESM-only packages that must be transformed to CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(i18next|react-i18next|i18next-http-backend|content-disposition|pg-boss|serialize-error|non-error)/)'],
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
