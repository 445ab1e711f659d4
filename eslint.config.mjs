// One flat config for the whole workspace. Module boundaries: the browser apps (web, admin) may only
// import shared contracts, never server code; server libs may not import apps; contracts import nothing.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Which domains each domain lib may call (its `domain:<name>` tag). Core and contracts are open to
// all; anything not listed here is refused. Data of another domain is read through its services or
// published read models, never its tables (libs/server/platform/src/boundaries checks that).
const domainCalls = {
  auth: [],
  audit: ['auth'],
  kyc: ['auth', 'notifications'],
  billing: ['auth', 'notifications'],
  releases: ['auth', 'kyc', 'billing', 'notifications'],
  i18n: ['auth'],
  support: ['auth', 'notifications'],
  wallet: ['auth', 'notifications', 'tax'],
  popups: ['auth'],
  dashboards: ['auth', 'kyc', 'billing', 'releases', 'support', 'wallet', 'royalties'],
  notifications: ['auth'],
  delivery: ['auth', 'releases'],
  fraud: ['auth', 'kyc', 'wallet', 'notifications', 'support'],
  royalties: ['auth', 'releases', 'billing', 'wallet', 'notifications', 'tax'],
  stats: ['auth', 'releases', 'billing', 'notifications', 'fraud', 'delivery'],
  links: ['auth', 'releases', 'delivery', 'notifications'],
  teams: ['auth', 'billing', 'notifications'],
  chat: ['auth', 'notifications', 'support'],
  privacy: ['auth', 'notifications', 'kyc', 'releases', 'delivery', 'wallet', 'support', 'chat', 'fraud', 'tax'],
  tax: ['auth', 'notifications'],
  // domain-generator: new domains go above this line
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.data', '**/tmp', '**/coverage', '**/*.cjs', '**/vite.config.*.timestamp*'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:core', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:core', 'type:domain'] },
            { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:core', 'type:domain'] },
            ...Object.entries(domainCalls).map(([domain, calls]) => ({
              sourceTag: `domain:${domain}`,
              onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:core', `domain:${domain}`, ...calls.map((d) => `domain:${d}`)],
            })),
          ],
        },
      ],
    },
  },
  {
    // Entities and migrations reach the schema only through the platform: a lib's `schema` entry
    // point is for libs/server/platform and for tests that write fixtures.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/server/platform/**', '**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@soundpost/*/schema'], message: "A lib's schema (entities, migrations) is for the platform only; use the lib's services or published read models." }] },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.journey.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
];
