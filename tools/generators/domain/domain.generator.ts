// `npx nx g ./tools/generators:domain <name>`: a server domain lib with a first working slice (entity,
// migration, repository, mapper, service, guarded controller, DTO, contract types, OpenAPI entry,
// int-spec, e2e-spec, back-office stub), registered everywhere it must be. Every line it writes comes
// from a template under ./files: `workspace/` mirrors the workspace, `registrations/` holds the lines
// added to shared files. Jest finds libs/server/* on its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Tree } from 'nx/src/devkit-exports';
import { updateJson } from 'nx/src/devkit-exports';

export interface DomainGeneratorOptions {
  name: string;
  /** Comma-separated domains the new one may call. */
  calls?: string;
}

const FILES = path.join(__dirname, 'files');
const WORKSPACE_FILES = path.join(FILES, 'workspace');
const REGISTRATIONS = path.join(FILES, 'registrations');
const TEMPLATE_SUFFIX = '.template';

const TSCONFIG = 'tsconfig.base.json';
const REGISTRY = 'libs/server/platform/src/domains.ts';
const LINT_CONFIG = 'eslint.config.mjs';
const CONTRACTS_INDEX = 'libs/shared/contracts/src/index.ts';
const ADMIN_APP = 'apps/admin/src/App.tsx';
const MARKER = '// domain-generator: new domains go above this line';
/** Writes the OpenAPI schemas of the contract types, which `@ApiJson(200, 'TypeName')` reads. */
const CONTRACT_SCHEMAS_SCRIPT = 'tools/scripts/openapi-schemas.mjs';

export type DomainNames = ReturnType<typeof domainNames>;

export function domainNames(name: string, calls: string[] = ['auth'], now = Date.now()) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`A domain name is kebab-case (got "${name}")`);
  const className = name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  const words = name.replace(/-/g, ' ');
  return {
    name,
    className,
    propertyName: className[0].toLowerCase() + className.slice(1),
    constantName: name.replace(/-/g, '_').toUpperCase(),
    title: words[0].toUpperCase() + words.slice(1),
    itemClass: `${className}Item`,
    tableName: `${name.replace(/-/g, '_')}_items`,
    timestamp: String(now),
    migrationClass: `${className}Items${now}`,
    lintKey: /^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`,
    callList: calls.map((c) => `'${c}'`).join(', '),
    root: `libs/server/${name}`,
    importPath: `@soundpost/server-${name}`,
  };
}

/** `<%= key %>` in a template's text and `__key__` in its path; a key the generator does not know is an error. */
function render(text: string, values: DomainNames, pattern = /<%=\s*(\w+)\s*%>/g): string {
  return text.replace(pattern, (whole, key: string) => {
    if (!(key in values)) throw new Error(`Unknown template key "${key}" in ${whole}`);
    return String(values[key as keyof DomainNames]);
  });
}

function templateFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : entry.name.endsWith(TEMPLATE_SUFFIX) ? [full] : [];
  });
}

function registration(file: string, values: DomainNames): string {
  return render(fs.readFileSync(path.join(REGISTRATIONS, `${file}${TEMPLATE_SUFFIX}`), 'utf8'), values).trimEnd();
}

function readOrFail(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  return text;
}

const leadingBlanks = (line: string): string => line.slice(0, line.length - line.trimStart().length);

/** Inserts `text` (one or more lines) at the start of the line holding `at`, with that line's indentation. */
function insertAtLine(source: string, at: number, text: string): string {
  const lineStart = source.lastIndexOf('\n', at) + 1;
  const indent = leadingBlanks(source.slice(lineStart, at));
  const lines = text.split('\n').map((line) => `${indent}${line}\n`);
  return source.slice(0, lineStart) + lines.join('') + source.slice(lineStart);
}

function insertAboveMarker(source: string, file: string, text: string): string {
  const at = source.indexOf(MARKER);
  if (at < 0) throw new Error(`${file} has no "${MARKER}" line`);
  return insertAtLine(source, at, text);
}

/** Inserts `text` after the last line matching `line` (a multiline regex), with that line's indentation. */
function insertAfterLast(source: string, file: string, line: RegExp, text: string): string {
  const matches = [...source.matchAll(line)];
  if (!matches.length) throw new Error(`${file} has no line matching ${line}`);
  const last = matches[matches.length - 1];
  const next = source.indexOf('\n', last.index ?? 0) + 1;
  const indent = leadingBlanks(last[0]);
  return source.slice(0, next) + text.split('\n').map((l) => `${indent}${l}\n`).join('') + source.slice(next);
}

/** Writes the slice and its registrations; the returned task (run by Nx once the files are on disk) regenerates the contract schemas. */
export default async function domainGenerator(tree: Tree, options: DomainGeneratorOptions): Promise<() => void> {
  const calls = (options.calls ?? 'auth')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const n = domainNames(options.name, calls);
  if (tree.exists(n.root)) throw new Error(`${n.root} already exists`);

  for (const template of templateFiles(WORKSPACE_FILES)) {
    const target = render(path.relative(WORKSPACE_FILES, template).slice(0, -TEMPLATE_SUFFIX.length), n, /__(\w+)__/g);
    if (tree.exists(target)) throw new Error(`${target} already exists`);
    tree.write(target.split(path.sep).join('/'), render(fs.readFileSync(template, 'utf8'), n));
  }

  // Path aliases: the lib's services and its schema entry point.
  const aliases = JSON.parse(registration('tsconfig-paths.json', n)) as Record<string, string[]>;
  updateJson(tree, TSCONFIG, (json) => {
    Object.assign((json.compilerOptions.paths ??= {}), aliases);
    return json;
  });

  // The platform's one registry: schema, PlatformModule, AppModule and seeders read it.
  let registry = readOrFail(tree, REGISTRY);
  registry = insertAfterLast(registry, REGISTRY, /^import .* from '@soundpost\/server-[^']+';$/gm, registration('domains-imports.ts', n));
  tree.write(REGISTRY, insertAboveMarker(registry, REGISTRY, registration('domains-entry.ts', n)));

  // Which domains the new one may call (its lint constraint).
  tree.write(LINT_CONFIG, insertAboveMarker(readOrFail(tree, LINT_CONFIG), LINT_CONFIG, registration('lint-calls.mjs', n)));

  // Its request and answer types, from the contracts' entry point.
  tree.write(CONTRACTS_INDEX, `${readOrFail(tree, CONTRACTS_INDEX).trimEnd()}\n${registration('contracts-export.ts', n)}\n`);

  // Its back-office stub, as a react-admin resource.
  let admin = readOrFail(tree, ADMIN_APP);
  admin = insertAfterLast(admin, ADMIN_APP, /^import \w+ from '\.\/[^']+';$/gm, registration('admin-import.tsx', n));
  tree.write(ADMIN_APP, insertAfterLast(admin, ADMIN_APP, /^[ \t]*<Resource .*\/>$/gm, registration('admin-resource.tsx', n)));

  return () => {
    execFileSync(process.execPath, [path.join(tree.root, CONTRACT_SCHEMAS_SCRIPT)], { cwd: tree.root, stdio: 'inherit' });
  };
}
