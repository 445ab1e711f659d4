// Usage: node tools/scripts/new-project.mjs <root> <name> <tags,comma> <node|dom>
// Existing files are left alone, so it can be rerun safely.
import fs from 'node:fs';
import path from 'node:path';

const [root, name, tags, env = 'node'] = process.argv.slice(2);
if (!root || !name || !tags) {
  console.error('usage: new-project.mjs <root> <name> <tags> [node|dom]');
  process.exit(2);
}
const up = root.split('/').map(() => '..').join('/');
const dom = env === 'dom';
const write = (file, content) => {
  const p = path.join(root, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  if (!fs.existsSync(p)) fs.writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
};

write('project.json', {
  name,
  $schema: `${up}/node_modules/nx/schemas/project-schema.json`,
  sourceRoot: `${root}/src`,
  projectType: root.startsWith('apps') ? 'application' : 'library',
  tags: tags.split(','),
  targets: {
    lint: { executor: '@nx/eslint:lint' },
    typecheck: { executor: 'nx:run-commands', options: { command: `tsc -p ${root}/tsconfig.json --noEmit` } },
    test: { executor: 'nx:run-commands', options: { command: `node tools/scripts/test.mjs --selectProjects ${name}` } },
  },
});
write('tsconfig.json', {
  extends: `${up}/tsconfig.base.json`,
  compilerOptions: dom ? { jsx: 'react-jsx', types: ['node', 'jest'] } : { types: ['node', 'jest'] },
  include: dom ? ['src/**/*.ts', 'src/**/*.tsx'] : ['src/**/*.ts', 'test/**/*.ts'],
});
const testMatch = dom
  ? `['<rootDir>/src/**/*.spec.ts?(x)']`
  : `['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts', '<rootDir>/**/*.e2e-spec.ts']`;
write(
  'jest.config.cjs',
  `module.exports = {
  displayName: '${name}',
  preset: '${up}/jest.preset.js',
  rootDir: __dirname,
  testEnvironment: '${dom ? 'jsdom' : 'node'}',
  testMatch: ${testMatch},${
    dom
      ? `\n  moduleNameMapper: { '\\\\.(css|svg|png|jpg)$': '<rootDir>/${up}/tools/testing/file-stub.cjs' },`
      : `\n  setupFiles: ['<rootDir>/${up}/tools/testing/node-setup.ts'],`
  }
};
`,
);
write('eslint.config.mjs', `import baseConfig from '${up}/eslint.config.mjs';\n\nexport default [...baseConfig];\n`);
write('src/index.ts', `export {};\n`);
console.log('wrote', root);
