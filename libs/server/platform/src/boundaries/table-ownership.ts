/** Who owns which table, and which owned views other libs may read (their published read models). */
export interface TableOwnership {
  /** Table or view name → the lib that owns it. */
  ownerOf: ReadonlyMap<string, string>;
  /** Views any lib may read and join. */
  readModels: ReadonlySet<string>;
  /** Entity class name → its table, to resolve `getRepository(Plan)`, `.leftJoin(User, …)` and the like. */
  entityTables: ReadonlyMap<string, string>;
}

/** One place a lib's source names a table it does not own. */
export interface ForeignTableReference {
  table: string;
  owner: string;
  /** The text that named it, e.g. `JOIN users` or `getRepository(User)`. */
  via: string;
  line: number;
}

const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+(?:ONLY\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
const BUILDER_TABLE =
  /\.(?:from|leftJoin|innerJoin|join|leftJoinAndSelect|innerJoinAndSelect|createQueryBuilder|getRepository|delete|insert|update|into)\(\s*(?:'([A-Za-z_][A-Za-z0-9_]*)'|"([A-Za-z_][A-Za-z0-9_]*)"|([A-Z][A-Za-z0-9_]*)\b)/g;
const BUILDER_MAPPED_TABLE = /\.(?:leftJoinAndMapOne|leftJoinAndMapMany|innerJoinAndMapOne|innerJoinAndMapMany)\(\s*['"][^'"]*['"]\s*,\s*(?:'([A-Za-z_][A-Za-z0-9_]*)'|([A-Z][A-Za-z0-9_]*)\b)/g;
const ENTITY_ARGUMENT = /\b(?:InjectRepository|getRepository|getTreeRepository|createQueryBuilder|forFeature)\(\s*\[?\s*([A-Z][A-Za-z0-9_]*(?:\s*,\s*[A-Z][A-Za-z0-9_]*)*)/g;

/** The source without comments (a comment may say "from users" freely), line breaks kept. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (_m, before: string) => before);
}

const LOWER_CASE_SQL = /\b(?:select\b[\s\S]*\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|join\s+\w+\s+\w*\s*on)\b/;

function lineAt(source: string, index: number): string {
  const start = source.lastIndexOf('\n', index) + 1;
  const end = source.indexOf('\n', index);
  return source.slice(start, end < 0 ? undefined : end);
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/**
 * Every table `source` (one file of lib `lib`) names in SQL or a query builder and does not own,
 * except published read models. Identifiers that are no known table (aliases, CTEs, columns) are ignored.
 */
export function foreignTableReferences(lib: string, source: string, ownership: TableOwnership): ForeignTableReference[] {
  const code = withoutComments(source);
  const found: ForeignTableReference[] = [];
  const check = (table: string | undefined, via: string, index: number) => {
    if (!table) return;
    const owner = ownership.ownerOf.get(table);
    if (!owner || owner === lib || ownership.readModels.has(table)) return;
    found.push({ table, owner, via: via.replace(/\s+/g, ' ').trim(), line: lineOf(code, index) });
  };
  for (const m of code.matchAll(SQL_TABLE)) {
    // Upper-case SQL always counts; lower-case only on a line that reads as SQL, not prose ("from stores").
    const keyword = m[0].split(/\s/)[0];
    if (keyword !== keyword.toUpperCase() && !LOWER_CASE_SQL.test(lineAt(code, m.index))) continue;
    check(m[1], m[0], m.index);
  }
  for (const m of code.matchAll(BUILDER_TABLE)) check(m[1] ?? m[2] ?? ownership.entityTables.get(m[3]), m[0], m.index);
  for (const m of code.matchAll(BUILDER_MAPPED_TABLE)) check(m[1] ?? ownership.entityTables.get(m[2]), m[0], m.index);
  for (const m of code.matchAll(ENTITY_ARGUMENT)) {
    for (const name of m[1].split(',').map((s) => s.trim())) check(ownership.entityTables.get(name), m[0], m.index);
  }
  // One finding per table and line: several patterns may match the same text.
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.table}:${f.line}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Builds the ownership map from each lib's declared tables; a table declared by two libs is an error. */
export function tableOwnership(
  schemas: ReadonlyArray<{ name: string; ownedTables: readonly string[]; readModels?: readonly string[] }>,
  entityTables: ReadonlyMap<string, string>,
): TableOwnership {
  const ownerOf = new Map<string, string>();
  const readModels = new Set<string>();
  for (const { name, ownedTables, readModels: published = [] } of schemas) {
    for (const table of ownedTables) {
      const other = ownerOf.get(table);
      if (other && other !== name) throw new Error(`Table ${table} is declared by both ${other} and ${name}`);
      ownerOf.set(table, name);
    }
    for (const view of published) {
      if (!ownedTables.includes(view)) throw new Error(`${name} publishes ${view}, which it does not own`);
      readModels.add(view);
    }
  }
  return { ownerOf, readModels, entityTables };
}
