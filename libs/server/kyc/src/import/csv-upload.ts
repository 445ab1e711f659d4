import type { Readable } from 'node:stream';
import { ADMIN_ARTIST_MESSAGES } from '@soundpost/contracts';
import { discardRestOfBody, DomainError, multipartClientError, multipartParts } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';

export const CSV_IMPORT_FIELD = 'file';

const CSV_FORM_LIMITS = { fields: 5, fieldSize: 4096, files: 1, parts: 6 };

export async function withCsvUpload<T>(request: FastifyRequest, consume: (csv: Readable) => Promise<T>): Promise<T> {
  const missing = () => DomainError.validation({ [CSV_IMPORT_FIELD]: [ADMIN_ARTIST_MESSAGES.csvFileRequired] });
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
    discardRestOfBody(request.raw);
    throw missing();
  }
  let result: { value: T } | undefined;
  try {
    for await (const part of multipartParts(request, { limits: CSV_FORM_LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== CSV_IMPORT_FIELD || result) {
        part.file.resume();
        continue;
      }
      result = { value: await consume(part.file) };
    }
  } catch (error) {
    // A body cut short also fails the file stream the import reads: the parser's words, a 400.
    throw multipartClientError(error) ?? error;
  }
  if (!result) throw missing();
  return result.value;
}
