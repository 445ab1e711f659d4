import { ADMIN_MESSAGES } from '@soundpost/contracts';

export type JsonCheck =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string; detail: string; line?: number; column?: number };

/** 1-based line and column of a character offset. */
export const lineAndColumn = (text: string, position: number): { line: number; column: number } => {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
};

/**
 * The editor's syntax check ('Invalid JSON syntax. Fix and try again.'). A language file is one JSON
 * object; the parser's own explanation and the line of the mistake go in `detail`.
 */
export const checkJsonText = (text: string): JsonCheck => {
  const invalid = ADMIN_MESSAGES.jsonSyntaxInvalid;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(reason);
    if (!position) return { ok: false, message: invalid, detail: reason };
    const where = lineAndColumn(text, Number(position[1]));
    return { ok: false, message: invalid, detail: `${reason.replace(/\s*\(line \d+ column \d+\)/, '')} (line ${where.line}, column ${where.column})`, ...where };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: invalid, detail: 'A language file is one JSON object: { "key": "text", … }.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
};

/** How the editor shows a payload: two-space indented, like the shipped files. */
export const toJsonText = (payload: unknown): string => JSON.stringify(payload, null, 2);

/** '12.3 KB' */
export const formatSize = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
