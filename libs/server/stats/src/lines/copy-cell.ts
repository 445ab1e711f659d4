const SPECIAL = /[\\\t\n\r\0]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

/** One value as COPY text: NULL as \N, the characters COPY treats as separators escaped. */
export function copyCell(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\t\n\r\0]/g, (c) => ESCAPES[c]) : value;
}
