import { DomainError } from './domain-error';

export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  invalidCharacters: 'This field contains characters that are not allowed.',
  tooDeep: `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
} as const;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = { kind: 'text'; path: string } | { kind: 'depth' };

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

export function inputProblemError(problem: InputProblem): DomainError {
  if (problem.kind === 'depth') return new DomainError('body_too_deep', INPUT_MESSAGES.tooDeep, 400);
  return DomainError.validation({ [problem.path]: [INPUT_MESSAGES.invalidCharacters] });
}

export function assertSafeInput(parts: { body?: unknown; query?: unknown; params?: unknown }): void {
  const params = parts.params && typeof parts.params === 'object' && '*' in parts.params ? { ...(parts.params as object), path: (parts.params as Record<string, unknown>)['*'], '*': undefined } : parts.params;
  for (const value of [params, parts.query, parts.body]) {
    const problem = findInputProblem(value);
    if (problem) throw inputProblemError(problem);
  }
}
