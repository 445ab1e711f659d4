import { errorMessageFrom, flattenValidationErrors } from '@soundpost/contracts';

/**
 * Error bodies of the Soundpost API: `{ message, code?, errors?: { field: [messages] } }`.
 *
 * An `errors` map is flattened and joined with "; " (`flattenValidationErrors`).
 * Errors show the server's message field, else the error's own message, else a fallback.
 * What stays here: reading a body we cannot trust (a field may hold one string or nested lists) and the admin's
 * order, which puts the field errors before `message` (a 422's message is only "The given data was invalid.").
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
};

/** An `errors` map as field → trimmed, non-blank messages, in field order; fields without any are left out. */
export const validationErrorsOf = (errors: unknown): Record<string, string[]> => {
  if (!isRecord(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const messages = messagesOf(value);
    if (messages.length > 0) result[field] = messages;
  }
  return result;
};

/** Per-field messages joined with "; " (the shape react-admin forms accept as server-side field errors). */
export const fieldErrorMessages = (errors: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(validationErrorsOf(errors)).map(([field, messages]) => [
      field,
      flattenValidationErrors({ [field]: messages }),
    ]),
  );

/**
 * The text to show for a failed call: the flattened validation errors when there are any, else the server's
 * `message`, else the error's own message, else the fallback.
 */
export const apiErrorMessage = (body: unknown, fallback: string, ownMessage?: string): string => {
  const flattened = flattenValidationErrors(validationErrorsOf(isRecord(body) ? body['errors'] : undefined));
  return flattened || errorMessageFrom(body, ownMessage?.trim() || fallback);
};
