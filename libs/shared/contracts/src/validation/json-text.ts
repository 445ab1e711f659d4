import { invalid, isBlank, valid, type ValidationResult } from './result';

/**
 * The value of a field that may hold JSON as its text (a form's textarea): blank text (empty or
 * whitespace only) is no value (null), other text is parsed, anything else is taken as sent. Every
 * JSON-holding field reads its text through this, so none can reach a raw `JSON.parse` and a 500.
 */
export function parseJsonText(value: unknown): ValidationResult<unknown> {
  if (typeof value !== 'string') return valid(value);
  if (value.trim() === '') return valid(null);
  try {
    return valid(JSON.parse(value) as unknown);
  } catch {
    return invalid('Not valid JSON.');
  }
}

/**
 * A JSON object field, sent as an object or as its text: absent, null and blank are null; anything
 * else but an object (text that is not JSON, an array, a number, `null` as text) is `message`.
 */
export function validateJsonObject(value: unknown, message: string): ValidationResult<Record<string, unknown> | null> {
  if (isBlank(value)) return valid(null);
  const parsed = parseJsonText(value);
  if (!parsed.ok) return invalid(message);
  const object = parsed.value;
  return object !== null && typeof object === 'object' && !Array.isArray(object) ? valid(object as Record<string, unknown>) : invalid(message);
}
