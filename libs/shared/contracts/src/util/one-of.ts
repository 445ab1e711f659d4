/**
 * Type guard for the `const` arrays used throughout this library. Takes `unknown` because the values arrive from
 * JSON bodies, query strings and local storage, where nothing is typed.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
