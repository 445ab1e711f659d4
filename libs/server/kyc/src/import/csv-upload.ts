import type { Readable } from 'node:stream';
import { ADMIN_ARTIST_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core';
import type { FastifyRequest } from 'fastify';

/** The multipart field of POST /admin/artists/import. */
export const CSV_IMPORT_FIELD = 'file';

/**
 * Hands the request's CSV file (multipart field `file`) to `consume` as a stream, as it arrives:
 * the import never holds the whole file. 422 when there is no such field.
 */
export async function withCsvUpload<T>(request: FastifyRequest, consume: (csv: Readable) => Promise<T>): Promise<T> {
  const missing = () => DomainError.validation({ [CSV_IMPORT_FIELD]: [ADMIN_ARTIST_MESSAGES.csvFileRequired] });
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw missing();
  let result: { value: T } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') continue;
    if (part.fieldname !== CSV_IMPORT_FIELD || result) {
      part.file.resume();
      continue;
    }
    result = { value: await consume(part.file) };
  }
  if (!result) throw missing();
  return result.value;
}
