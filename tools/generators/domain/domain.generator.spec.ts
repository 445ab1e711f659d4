import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flushChanges, FsTree } from 'nx/src/generators/tree';
import domainGenerator, { domainNames } from './domain.generator';

const WORKSPACE = path.resolve(__dirname, '../../..');
const COPIED_FILES = ['tsconfig.base.json', 'eslint.config.mjs', 'nx.json', 'package.json', 'jest.preset.js', 'tools/scripts/openapi-schemas.mjs'];
const COPIED_FOLDERS = ['libs', 'apps/api', 'apps/admin', 'tools/testing'];

/** What the generator writes or edits for `demo`. */
const DEMO_LIB = 'libs/server/demo/';
const DEMO_E2E = 'apps/api/test/demo.e2e-spec.ts';
const DEMO_ADMIN = 'apps/admin/src/demo/index.tsx';
const EDITED = ['libs/server/platform/src/domains.ts', 'libs/shared/contracts/src/index.ts', 'libs/shared/contracts/src/api/demo.ts', 'apps/admin/src/App.tsx'];
const TOUCHED = [DEMO_LIB, DEMO_E2E, DEMO_ADMIN, ...EDITED];

/** The api's and the back office's compiler settings over what the generator wrote (tsc follows the imports from there). */
const TSCONFIGS: Record<string, object> = {
  'tsconfig.generated-server.json': { extends: './apps/api/tsconfig.json', include: [`${DEMO_LIB}src/**/*.ts`, DEMO_E2E, 'libs/server/platform/src/domains.ts'] },
  'tsconfig.generated-admin.json': { extends: './apps/admin/tsconfig.json', include: [DEMO_ADMIN, 'apps/admin/src/App.tsx'] },
};

/** The new domain's tests, the boundary and data-access tests, the contracts' own test and the api's route checks (access, documented types), in one jest run over the copy. */
const JEST_CONFIG = `module.exports = {
  projects: ['<rootDir>/libs/shared/contracts', '<rootDir>/libs/server/platform', '<rootDir>/libs/server/demo', '<rootDir>/apps/api'],
  globalSetup: '<rootDir>/tools/testing/global-setup.ts',
  globalTeardown: '<rootDir>/tools/testing/global-teardown.ts',
  testTimeout: 60_000,
};
`;
const JEST_TESTS = String.raw`(platform/src/boundaries/(domain-boundaries|data-access)|libs/server/demo/|contracts/src/index\.spec|apps/api/test/(demo\.e2e-spec|route-access\.spec|openapi-return-types\.spec))`;

/** A copy of what the generator edits and what checking the new domain needs; node_modules is shared. */
function copyWorkspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-domain-generator-'));
  for (const file of COPIED_FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(WORKSPACE, file), path.join(dir, file));
  }
  for (const folder of COPIED_FOLDERS) fs.cpSync(path.join(WORKSPACE, folder), path.join(dir, folder), { recursive: true, filter: (src) => !src.includes('node_modules') });
  fs.symlinkSync(path.join(WORKSPACE, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'jest.generated.config.cjs'), JEST_CONFIG);
  for (const [file, config] of Object.entries(TSCONFIGS)) fs.writeFileSync(path.join(dir, file), JSON.stringify(config));
  return dir;
}

interface Run {
  code: number | null;
  output: string;
}

const children = new Set<ChildProcess>();

/** A node script in the copy, its output kept for the failure message. */
function run(dir: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: dir, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
    children.add(child);
    child.on('exit', () => children.delete(child));
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * tsc's errors in what the generator wrote or edited. Errors elsewhere in the copied tree belong to
 * their own projects' checks (and to work in progress in the checkout the copy was taken from).
 */
async function typeErrors(dir: string, tsconfig: string): Promise<string[]> {
  const { code, output } = await run(dir, ['node_modules/typescript/bin/tsc', '-p', tsconfig, '--noEmit']);
  const errors = output.split('\n').filter((l) => / error TS\d+/.test(l));
  if (code !== 0 && !errors.length) throw new Error(output);
  return errors.filter((l) => TOUCHED.some((prefix) => l.startsWith(prefix)));
}

async function lint(dir: string): Promise<Run> {
  // The module-boundary rule reads the project graph, which eslint alone does not build.
  const graph = await run(dir, ['node_modules/nx/dist/bin/nx.js', 'show', 'projects']);
  if (graph.code !== 0) return graph;
  return run(dir, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', DEMO_LIB, DEMO_E2E, DEMO_ADMIN, ...EDITED]);
}

const tail = (text: string) => text.split('\n').slice(-80).join('\n');

describe('domain generator', () => {
  let dir: string;
  let checks: { types: Promise<string[][]>; lint: Promise<Run>; tests: Promise<Run> };

  beforeAll(async () => {
    dir = copyWorkspace();
    const tree = new FsTree(dir, false);
    const regenerateSchemas = await domainGenerator(tree, { name: 'demo', calls: 'auth' });
    flushChanges(dir, tree.listChanges());
    regenerateSchemas();
    // The three checks run side by side; each test waits for its own.
    checks = {
      types: Promise.all(Object.keys(TSCONFIGS).map((p) => typeErrors(dir, p))),
      lint: lint(dir),
      tests: run(dir, ['node_modules/jest/bin/jest.js', '-c', 'jest.generated.config.cjs', '--ci', '--testPathPatterns', JEST_TESTS]),
    };
    await Promise.allSettled(Object.values(checks));
  }, 600_000);
  afterAll(() => {
    for (const child of children) child.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the slice: lib, migration, repository, service, controller, DTO, user-data hook, contract types, tests and back-office stub', () => {
    const lib = path.join(dir, DEMO_LIB);
    for (const file of [
      'project.json',
      'src/schema.ts',
      'src/demo.module.ts',
      'src/demo-http.module.ts',
      'src/items/demo-item.entity.ts',
      'src/items/demo-items.repository.ts',
      'src/items/demo-items.repository.int-spec.ts',
      'src/items/demo-item.mapper.ts',
      'src/items/demo-items.service.ts',
      'src/http/demo-items.controller.ts',
      'src/http/demo-items.dto.ts',
      'src/user-data/demo-user-data.ts',
    ]) {
      expect({ file, exists: fs.existsSync(path.join(lib, file)) }).toEqual({ file, exists: true });
    }
    expect(fs.readdirSync(path.join(lib, 'src/migrations'))).toEqual([expect.stringMatching(/^\d{13}-demo-items\.ts$/)]);
    for (const file of [DEMO_E2E, DEMO_ADMIN, 'libs/shared/contracts/src/api/demo.ts']) expect({ file, exists: fs.existsSync(path.join(dir, file)) }).toEqual({ file, exists: true });
    expect(JSON.parse(fs.readFileSync(path.join(lib, 'project.json'), 'utf8'))).toMatchObject({ name: 'server-demo', tags: ['scope:server', 'type:domain', 'domain:demo'] });
    const schemas = JSON.parse(fs.readFileSync(path.join(dir, 'libs/server/core/src/http/generated/contract-schemas.json'), 'utf8'));
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['DemoItemResponse', 'DemoItemListResponse', 'CreateDemoItemRequest']));
  });

  it('registers it: path aliases, platform registry, lint constraint, contracts index, back office', () => {
    const paths = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
    expect(paths['@soundpost/server-demo']).toEqual(['libs/server/demo/src/index.ts']);
    expect(paths['@soundpost/server-demo/schema']).toEqual(['libs/server/demo/src/schema.ts']);
    const registry = fs.readFileSync(path.join(dir, 'libs/server/platform/src/domains.ts'), 'utf8');
    expect(registry).toContain("{ name: 'demo', schema: demoSchema, module: DemoModule, httpModule: DemoHttpModule, userData: DEMO_USER_DATA, userExport: DEMO_USER_EXPORT },");
    expect(registry).toContain("import { demoSchema } from '@soundpost/server-demo/schema';");
    expect(fs.readFileSync(path.join(dir, 'eslint.config.mjs'), 'utf8')).toContain("demo: ['auth'],");
    expect(fs.readFileSync(path.join(dir, 'libs/shared/contracts/src/index.ts'), 'utf8')).toContain("export * from './api/demo';");
    const app = fs.readFileSync(path.join(dir, 'apps/admin/src/App.tsx'), 'utf8');
    expect(app).toContain("import demoResource from './demo';");
    expect(app).toContain('<Resource name="demo" {...demoResource} />');
  });

  it('type-checks: the new lib and its e2e-spec with the platform, the back-office stub in the admin app', async () => {
    expect(await checks.types).toEqual([[], []]);
  });

  it('lints clean', async () => {
    const { code, output } = await checks.lint;
    expect({ code, output: tail(output) }).toEqual({ code: 0, output: expect.any(String) });
  });

  it("passes the boundary and data-access tests, the contracts' test, the api's route checks and its own int-spec and e2e-spec straight away", async () => {
    const { code, output } = await checks.tests;
    expect({ code, output: tail(output) }).toEqual({ code: 0, output: expect.any(String) });
    expect(output).toMatch(/demo-items\.repository\.int-spec\.ts/);
    expect(output).toMatch(/demo\.e2e-spec\.ts/);
    expect(output).toMatch(/domain-boundaries\.spec\.ts/);
    expect(output).toMatch(/data-access\.spec\.ts/);
    expect(output).toMatch(/openapi-return-types\.spec\.ts/);
  });

  it('refuses a name that is not kebab-case, and a lib that exists', async () => {
    expect(() => domainNames('FraudChecks')).toThrow('A domain name is kebab-case');
    await expect(domainGenerator(new FsTree(dir, false), { name: 'demo' })).rejects.toThrow('libs/server/demo already exists');
  });
});
