import ts from 'typescript';

/** The calls that touch the database directly; outside a repository they hide a query from its readers. */
export const DATA_ACCESS_CALLS = ['query', 'createQueryBuilder', 'getRepository', 'setLock'] as const;

export interface DataAccessCall {
  line: number;
  call: (typeof DATA_ACCESS_CALLS)[number];
}

/**
 * Whether `file` (a path relative to libs/server) may hold queries: repositories, migrations and
 * core's own database plumbing. Everything else asks a repository.
 */
export function mayQuery(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  if (/\.repository\.ts$/.test(name)) return true;
  if (/^\d{10,}-[\w-]+\.ts$/.test(name) || file.split('/').includes('migrations')) return true;
  return ['core/src/database/', 'core/src/testing/', 'core/src/locks/', 'core/src/audit/testing/'].some((dir) => file.startsWith(dir));
}

/** The data-access calls in a source text (comments and strings do not count). */
export function dataAccessCalls(source: string, fileName = 'file.ts'): DataAccessCall[] {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: DataAccessCall[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
      if (name && (DATA_ACCESS_CALLS as readonly string[]).includes(name)) {
        found.push({ line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, call: name as DataAccessCall['call'] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
