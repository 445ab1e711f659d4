import { HttpError } from 'react-admin';
import { errorMessage } from '../common/errors';

/** A refused form as the screen shows it: messages under their fields, the rest at the top. */
export interface Refusal {
  fields: Record<string, string>;
  message: string | null;
  /** A 409 for a file imported before names that import. */
  earlierImportId: string | null;
}

export const NO_REFUSAL: Refusal = { fields: {}, message: null, earlierImportId: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const refusalOf = (error: unknown, formFields: readonly string[], fallback: string): Refusal => {
  const body = error instanceof HttpError && isRecord(error.body) ? error.body : {};
  const earlierImportId = typeof body['import_id'] === 'string' ? body['import_id'] : null;
  const fields: Record<string, string> = {};
  const others: string[] = [];
  if (isRecord(body['errors'])) {
    for (const [field, text] of Object.entries(body['errors'])) {
      if (typeof text !== 'string' || !text) continue;
      if (formFields.includes(field)) fields[field] = text;
      else others.push(text);
    }
  }
  // A field error is shown once, under its field; the top says what no field shows.
  const message = others.length > 0 ? others.join(' ') : Object.keys(fields).length > 0 ? null : errorMessage(error, fallback);
  return { fields, message, earlierImportId };
};
