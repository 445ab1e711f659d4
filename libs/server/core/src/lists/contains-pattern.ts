/** `term` as an ILIKE "contains" pattern: its own `%`, `_` and `\` match literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
