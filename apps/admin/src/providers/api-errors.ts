import { errorMessageFrom, flattenValidationErrors } from '@soundpost/contracts';

// Bodies we cannot trust (a field may hold one string or nested lists); field errors come before `message`
// because a 422's message is only "The given data was invalid.".

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
};

export const validationErrorsOf = (errors: unknown): Record<string, string[]> => {
  if (!isRecord(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const messages = messagesOf(value);
    if (messages.length > 0) result[field] = messages;
  }
  return result;
};

/** The shape react-admin forms accept as server-side field errors. */
export const fieldErrorMessages = (errors: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(validationErrorsOf(errors)).map(([field, messages]) => [
      field,
      flattenValidationErrors({ [field]: messages }),
    ]),
  );

export const apiErrorMessage = (body: unknown, fallback: string, ownMessage?: string): string => {
  const flattened = flattenValidationErrors(validationErrorsOf(isRecord(body) ? body['errors'] : undefined));
  return flattened || errorMessageFrom(body, ownMessage?.trim() || fallback);
};
