import { DomainError } from './domain-error';

/** Deepest JSON nesting a request body may have; no form of ours goes past a few levels. */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  invalidCharacters: 'This field contains characters that are not allowed.',
  tooDeep: `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
} as const;

/**
 * Text we store and can hand on: only characters XML 1.0 allows (what we type into store messages
 * must be well-formed XML). Refused: control characters other than tab, line feed and carriage
 * return (NUL among them, which Postgres refuses too), U+FFFE, U+FFFF and lone surrogates (not
 * valid Unicode, so not encodable as UTF-8). Anything else is stored as given.
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

// Outside XML 1.0's Char production: C0 controls but tab, LF and CR; U+FFFE and U+FFFF; a high
// surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = { kind: 'text'; path: string } | { kind: 'depth' };

/**
 * Walks a parsed body, query or params value: the first string (value or key) Postgres would
 * refuse, or nesting deeper than `maxDepth`. Never recurses past `maxDepth`, so a hostile depth
 * cannot overflow the stack here.
 */
export function findInputProblem(value: unknown, path = '', maxDepth = MAX_INPUT_DEPTH, depth = 0): InputProblem | null {
  if (typeof value === 'string') return isStorableText(value) ? null : { kind: 'text', path: path || 'body' };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxDepth) return { kind: 'depth' };
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return { kind: 'text', path: childPath };
    const problem = findInputProblem(child, childPath, maxDepth, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The client error for a problem found by `findInputProblem`: 422 naming the field, or 400 for depth. */
export function inputProblemError(problem: InputProblem): DomainError {
  if (problem.kind === 'depth') return new DomainError('body_too_deep', INPUT_MESSAGES.tooDeep, 400);
  return DomainError.validation({ [problem.path]: [INPUT_MESSAGES.invalidCharacters] });
}

/** Throws the client error for the first problem in the request's body, query string or path parameters. */
export function assertSafeInput(parts: { body?: unknown; query?: unknown; params?: unknown }): void {
  // A wildcard route's rest of the path arrives as `*`; clients know it as `path`.
  const params = parts.params && typeof parts.params === 'object' && '*' in parts.params ? { ...(parts.params as object), path: (parts.params as Record<string, unknown>)['*'], '*': undefined } : parts.params;
  for (const value of [params, parts.query, parts.body]) {
    const problem = findInputProblem(value);
    if (problem) throw inputProblemError(problem);
  }
}
