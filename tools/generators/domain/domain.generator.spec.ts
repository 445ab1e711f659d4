import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flushChanges, FsTree } from 'nx/src/generators/tree';
import domainGenerator, { domainNames } from './domain.generator';

const WORKSPACE = path.resolve(__dirname, '../../..');
const TSC = path.join(WORKSPACE, 'node_modules/typescript/bin/tsc');

/** A copy of what the generator edits and what type-checking the server libs needs. */
function copyWorkspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-domain-generator-'));
  for (const file of ['tsconfig.base.json', 'eslint.config.mjs']) fs.copyFileSync(path.join(WORKSPACE, file), path.join(dir, file));
  for (const folder of ['libs/server', 'libs/shared']) fs.cpSync(path.join(WORKSPACE, folder), path.join(dir, folder), { recursive: true });
  fs.symlinkSync(path.join(WORKSPACE, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * tsc's errors in the files the generator wrote or edited (the new lib, the platform's registry).
 * Errors elsewhere in the copied tree are not the generator's and are left to their own tests.
 */
function typeErrors(dir: string, tsconfig: string, touched: string[]): string[] {
  try {
    execFileSync(process.execPath, [TSC, '-p', tsconfig, '--noEmit'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return [];
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    const lines = `${e.stdout ?? ''}${e.stderr ?? ''}`.split('\n').filter((l) => / error TS\d+/.test(l));
    if (!lines.length) throw error;
    return lines.filter((l) => touched.some((prefix) => l.startsWith(prefix)));
  }
}

describe('domain generator', () => {
  let dir: string;

  beforeAll(async () => {
    dir = copyWorkspace();
    const tree = new FsTree(dir, false);
    await domainGenerator(tree, { name: 'fraud-checks', calls: 'auth,billing' });
    flushChanges(dir, tree.listChanges());
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the lib with its module, HTTP module, schema entry point, migrations folder and first test', () => {
    const root = path.join(dir, 'libs/server/fraud-checks');
    for (const file of ['project.json', 'tsconfig.json', 'jest.config.cjs', 'eslint.config.mjs', 'src/index.ts', 'src/schema.ts', 'src/fraud-checks.module.ts', 'src/fraud-checks-http.module.ts', 'src/fraud-checks.module.spec.ts']) {
      expect({ file, exists: fs.existsSync(path.join(root, file)) }).toEqual({ file, exists: true });
    }
    expect(fs.statSync(path.join(root, 'src/migrations')).isDirectory()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'project.json'), 'utf8'))).toMatchObject({ name: 'server-fraud-checks', tags: ['scope:server', 'type:domain', 'domain:fraud-checks'] });
  });

  it('registers it: path aliases, the platform registry and its lint constraint', () => {
    const paths = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
    expect(paths['@soundpost/server-fraud-checks']).toEqual(['libs/server/fraud-checks/src/index.ts']);
    expect(paths['@soundpost/server-fraud-checks/schema']).toEqual(['libs/server/fraud-checks/src/schema.ts']);
    const registry = fs.readFileSync(path.join(dir, 'libs/server/platform/src/domains.ts'), 'utf8');
    expect(registry).toContain("{ name: 'fraud-checks', schema: fraudChecksSchema, module: FraudChecksModule, httpModule: FraudChecksHttpModule },");
    expect(registry).toContain("import { fraudChecksSchema } from '@soundpost/server-fraud-checks/schema';");
    expect(fs.readFileSync(path.join(dir, 'eslint.config.mjs'), 'utf8')).toContain("'fraud-checks': ['auth', 'billing'],");
  });

  it('type-checks: the new lib, and the platform that now composes it', () => {
    const touched = ['libs/server/fraud-checks/', 'libs/server/platform/'];
    expect(typeErrors(dir, 'libs/server/fraud-checks/tsconfig.json', touched)).toEqual([]);
    expect(typeErrors(dir, 'libs/server/platform/tsconfig.json', touched)).toEqual([]);
  }, 240_000);

  it('refuses a name that is not kebab-case, and a lib that exists', async () => {
    expect(() => domainNames('FraudChecks')).toThrow('A domain name is kebab-case');
    await expect(domainGenerator(new FsTree(dir, false), { name: 'fraud-checks' })).rejects.toThrow('libs/server/fraud-checks already exists');
  });
});
