// `npx nx g ./tools/generators:domain <name>`: a server domain lib with its module, HTTP module,
// schema entry point, migrations folder and first test, registered everywhere it must be: the path
// aliases (tsconfig.base.json), the platform's domain registry (schema, PlatformModule, AppModule
// and seeders read it) and the domain's lint constraint. Jest finds libs/server/* on its own.
import type { Tree } from 'nx/src/devkit-exports';
import { updateJson } from 'nx/src/devkit-exports';

export interface DomainGeneratorOptions {
  name: string;
  /** Comma-separated domains the new one may call. */
  calls?: string;
}

const REGISTRY = 'libs/server/platform/src/domains.ts';
const LINT_CONFIG = 'eslint.config.mjs';
const MARKER = '// domain-generator: new domains go above this line';

export function domainNames(name: string) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`A domain name is kebab-case (got "${name}")`);
  const className = name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  const propertyName = className[0].toLowerCase() + className.slice(1);
  return { fileName: name, className, propertyName, root: `libs/server/${name}`, importPath: `@soundpost/server-${name}` };
}

/** Inserts `text` just above the generator's marker line, with the marker's indentation. */
function insertAboveMarker(source: string, file: string, text: string): string {
  const at = source.indexOf(MARKER);
  if (at < 0) throw new Error(`${file} has no "${MARKER}" line`);
  const lineStart = source.lastIndexOf('\n', at) + 1;
  const indent = source.slice(lineStart, at);
  return source.slice(0, lineStart) + `${indent}${text}\n` + source.slice(lineStart);
}

function files(n: ReturnType<typeof domainNames>): Record<string, string> {
  const { fileName, className, propertyName, root } = n;
  return {
    'project.json': `${JSON.stringify(
      {
        name: `server-${fileName}`,
        $schema: '../../../node_modules/nx/schemas/project-schema.json',
        sourceRoot: `${root}/src`,
        projectType: 'library',
        tags: ['scope:server', 'type:domain', `domain:${fileName}`],
        targets: {
          lint: { executor: '@nx/eslint:lint' },
          typecheck: { executor: 'nx:run-commands', options: { command: `tsc -p ${root}/tsconfig.json --noEmit` } },
          test: { executor: 'nx:run-commands', options: { command: `node tools/scripts/test.mjs --selectProjects server-${fileName}` } },
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest'] }, include: ['src/**/*.ts', 'test/**/*.ts'] }, null, 2)}\n`,
    'eslint.config.mjs': `import baseConfig from '../../../eslint.config.mjs';\n\nexport default [...baseConfig];\n`,
    'jest.config.cjs': `module.exports = {
  displayName: 'server-${fileName}',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.int-spec.ts', '<rootDir>/**/*.e2e-spec.ts'],
  setupFiles: ['<rootDir>/../../../tools/testing/node-setup.ts'],
};
`,
    'src/index.ts': `export * from './${fileName}.module';
export * from './${fileName}-http.module';
`,
    'src/schema.ts': `import type { DomainSchema } from '@soundpost/server-core/database';

/**
 * The ${fileName} lib's schema entry point (\`@soundpost/server-${fileName}/schema\`): its entities and
 * migrations for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const ${propertyName}Schema: DomainSchema = {
  entities: [],
  migrations: [],
  ownedTables: [],
};
`,
    'src/migrations/.gitkeep': '',
    [`src/${fileName}.module.ts`]: `import { Module, Provider } from '@nestjs/common';

/** The services other domains (and this lib's controllers) use; repositories stay private. */
const services: Provider[] = [];

/** The ${fileName} domain: services only (api, cli, jobs). */
@Module({
  providers: services,
  exports: services,
})
export class ${className}Module {}
`,
    [`src/${fileName}-http.module.ts`]: `import { Module } from '@nestjs/common';
import { ${className}Module } from './${fileName}.module';

/** The ${fileName} domain's controllers (mounted by the api only). */
@Module({
  imports: [${className}Module],
  controllers: [],
})
export class ${className}HttpModule {}
`,
    [`src/${fileName}.module.spec.ts`]: `import { Test } from '@nestjs/testing';
import { ${className}HttpModule } from './${fileName}-http.module';
import { ${propertyName}Schema } from './schema';

describe('${fileName} domain', () => {
  it('compiles its modules', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [${className}HttpModule] }).compile();
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it('declares every table its migrations create', () => {
    expect(${propertyName}Schema.ownedTables.length).toBeGreaterThanOrEqual(${propertyName}Schema.entities.length);
  });
});
`,
  };
}

export default async function domainGenerator(tree: Tree, options: DomainGeneratorOptions): Promise<void> {
  const n = domainNames(options.name);
  if (tree.exists(n.root)) throw new Error(`${n.root} already exists`);
  const calls = (options.calls ?? 'auth')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

  for (const [file, content] of Object.entries(files(n))) tree.write(`${n.root}/${file}`, content);

  // Path aliases: the lib's services and its schema entry point.
  updateJson(tree, 'tsconfig.base.json', (json) => {
    const paths = (json.compilerOptions.paths ??= {});
    paths[n.importPath] = [`${n.root}/src/index.ts`];
    paths[`${n.importPath}/schema`] = [`${n.root}/src/schema.ts`];
    return json;
  });

  // The platform's one registry: schema, PlatformModule, AppModule and seeders read it.
  let registry = tree.read(REGISTRY, 'utf-8');
  if (registry === null) throw new Error(`${REGISTRY} is missing`);
  registry = registry.replace(
    /\nimport type \{ Seeder \}/,
    `\nimport { ${n.className}HttpModule, ${n.className}Module } from '${n.importPath}';\nimport { ${n.propertyName}Schema } from '${n.importPath}/schema';\nimport type { Seeder }`,
  );
  registry = insertAboveMarker(
    registry,
    REGISTRY,
    `{ name: '${n.fileName}', schema: ${n.propertyName}Schema, module: ${n.className}Module, httpModule: ${n.className}HttpModule },`,
  );
  tree.write(REGISTRY, registry);

  // Which domains the new one may call (its lint constraint).
  const lint = tree.read(LINT_CONFIG, 'utf-8');
  if (lint === null) throw new Error(`${LINT_CONFIG} is missing`);
  const key = /^[a-z][a-z0-9]*$/.test(n.fileName) ? n.fileName : `'${n.fileName}'`;
  tree.write(LINT_CONFIG, insertAboveMarker(lint, LINT_CONFIG, `${key}: [${calls.map((c) => `'${c}'`).join(', ')}],`));
}
