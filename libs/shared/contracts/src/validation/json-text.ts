import { invalid, isBlank, valid, type ValidationResult } from './result';

/** Every JSON-holding field reads its text through this, so none can reach a raw `JSON.parse` and a 500. */
export function parseJsonText(value: unknown): ValidationResult<unknown> {
  if (typeof value !== 'string') return valid(value);
  if (value.trim() === '') return valid(null);
  try {
    return valid(JSON.parse(value) as unknown);
  } catch {
    return invalid('Not valid JSON.');
  }
}

export function validateJsonObject(value: unknown, message: string): ValidationResult<Record<string, unknown> | null> {
  if (isBlank(value)) return valid(null);
  const parsed = parseJsonText(value);
  if (!parsed.ok) return invalid(message);
  const object = parsed.value;
  return object !== null && typeof object === 'object' && !Array.isArray(object) ? valid(object as Record<string, unknown>) : invalid(message);
}
