/** Rules return a result instead of throwing, so a form shows `error` inline and a Nest pipe answers 422 with the same text. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: string): ValidationResult<T> {
  return { ok: false, error };
}

export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function validateRequiredText(value: unknown, message: string): ValidationResult<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(message);
  return valid(value.trim());
}
