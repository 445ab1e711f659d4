/**
 * Error bodies of the Soundpost API: `{ message, code?, errors?: { field: [messages] } }`.
 *
 * Spec 002 §5 (last line): an `errors` map is flattened and joined with "; ".
 * Spec 002 §8: errors show the server's message field, else the error's own message, else a fallback.
 */

export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[] | string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
};

/** Every message of an `errors` map, in field order: `{ email: ['a', 'b'], name: ['c'] }` → `['a', 'b', 'c']`. */
export const flattenValidationErrors = (errors: unknown): string[] => (isRecord(errors) ? messagesOf(errors) : []);

/** Per-field messages joined with "; " (the shape react-admin forms accept as server-side field errors). */
export const fieldErrorMessages = (errors: unknown): Record<string, string> => {
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const messages = messagesOf(value);
    if (messages.length > 0) result[field] = messages.join('; ');
  }
  return result;
};

/** The server's `message` field, when it is a non-blank string. */
export const serverMessage = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
};

/**
 * The text to show for a failed call: the flattened validation errors when there are any, else the server's
 * `message`, else the error's own message, else the fallback.
 */
export const apiErrorMessage = (body: unknown, fallback: string, ownMessage?: string): string => {
  const flattened = isRecord(body) ? flattenValidationErrors(body['errors']) : [];
  if (flattened.length > 0) return flattened.join('; ');
  return serverMessage(body) ?? (ownMessage?.trim() ? ownMessage.trim() : fallback);
};
