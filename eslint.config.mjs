// One flat config for the whole workspace. Module boundaries: the browser apps (web, admin) may only
// import shared contracts, never server code; server libs may not import apps; contracts import nothing.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
            { sourceTag: 'type:core', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts', 'type:core', 'type:domain'] },
            { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:contracts', 'type:core', 'type:domain'] },
          ],
        },
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
