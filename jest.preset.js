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
  // Nx's resolver, plus the ESM entry of ESM-only packages (see the file).
  resolver: require('node:path').join(__dirname, 'tools/testing/jest-resolver.cjs'),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(ts|tsx|js|mjs)$': swcNode },
  // ESM-only packages that must be transformed to CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(csv-stringify|i18next|react-i18next|i18next-http-backend|content-disposition|pg-boss|serialize-error|non-error|music-metadata|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|win-guid|content-type|media-typer|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|eventsource-parser|email-reply-parser)/)'],
  testEnvironment: 'node',
  // Integration and API tests boot the app and a database; 5 s is too tight on a busy 2-core machine.
  testTimeout: 30_000,
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};
