/**
 * Rules return a result instead of throwing so that a React form can show `error` inline and a Nest pipe can turn it
 * into a 422 with the very same text.
 */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: string): ValidationResult<T> {
  return { ok: false, error };
}

/** The forms send empty optional fields as '', null or nothing at all; all three mean "not given". */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Required free-text fields (names, address, city, ticket subject): the trimmed text, or `message`. */
export function validateRequiredText(value: unknown, message: string): ValidationResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(message);
  return valid(value.trim());
}
