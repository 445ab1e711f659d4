import type { IncomingMessage } from 'node:http';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';
import { findInputProblem, INPUT_MESSAGES, inputProblemError, isStorableText } from './input-guard';

export interface MultipartLimits {
  fields?: number;
  fieldSize?: number;
  files?: number;
  fileSize?: number;
  parts?: number;
  headerPairs?: number;
}

export const MULTIPART_HEADER_PAIRS = 20;

export function defaultMultipartLimits(options: { maxFields: number; maxFieldBytes: number; maxFileBytes: number }): MultipartLimits {
  return {
    fields: options.maxFields,
    fieldSize: options.maxFieldBytes,
    files: 1,
    fileSize: options.maxFileBytes,
    parts: options.maxFields + 1,
    headerPairs: MULTIPART_HEADER_PAIRS,
  };
}

export const MULTIPART_MESSAGES = {
  malformed: 'The multipart form data is malformed or incomplete.',
  tooManyFields: 'The form has too many fields.',
  tooManyFiles: 'The form has too many files.',
  tooManyParts: 'The form has too many fields or files.',
  fieldTooLong: 'This field is too long.',
  fieldNameTooLong: 'A field name is too long.',
  invalidFieldName: 'A field name is not allowed.',
  fileTooLarge: 'The file is too large.',
  notMultipart: 'Send the form as multipart/form-data.',
} as const;

const MALFORMED =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle .*)$/;

export function multipartClientError(error: unknown, tooLarge?: () => Error): Error | null {
  if (error instanceof DomainError) return error;
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return null;
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge?.() ?? new DomainError('payload_too_large', MULTIPART_MESSAGES.fileTooLarge, 413);
    case 'FST_FIELDS_LIMIT':
      return new DomainError('too_many_fields', MULTIPART_MESSAGES.tooManyFields, 422);
    case 'FST_FILES_LIMIT':
      return new DomainError('too_many_files', MULTIPART_MESSAGES.tooManyFiles, 422);
    case 'FST_PARTS_LIMIT':
      return new DomainError('too_many_parts', MULTIPART_MESSAGES.tooManyParts, 422);
    case 'FST_PROTO_VIOLATION':
      return new DomainError('validation_failed', MULTIPART_MESSAGES.invalidFieldName, 422);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new DomainError('validation_failed', 'A JSON field of the form is not valid JSON.', 422);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('unsupported_media_type', MULTIPART_MESSAGES.notMultipart, 415);
    case 'FST_MP_PREMATURE_CLOSE':
      return new DomainError('malformed_multipart', MULTIPART_MESSAGES.malformed, 400);
  }
  if (e.code === undefined && typeof e.message === 'string' && MALFORMED.test(e.message)) {
    return new DomainError('malformed_multipart', MULTIPART_MESSAGES.malformed, 400);
  }
  return null;
}

export interface ReadMultipartOptions {
  limits?: MultipartLimits;
  tooLarge?: () => Error;
}

export async function* multipartParts(request: FastifyRequest, options: ReadMultipartOptions = {}): AsyncGenerator<Multipart> {
  let finished = false;
  try {
    let parts: AsyncIterableIterator<Multipart>;
    try {
      parts = request.parts(options.limits ? { limits: options.limits } : undefined);
    } catch (error) {
      throw multipartClientError(error, options.tooLarge) ?? error;
    }
    while (true) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartClientError(error, options.tooLarge) ?? error;
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') checkField(part);
      else if (part.filename && !isStorableText(part.filename)) {
        part.file.resume();
        throw DomainError.validation({ [part.fieldname]: [INPUT_MESSAGES.invalidCharacters] });
      }
      yield part;
    }
    finished = true;
  } finally {
    if (!finished) discardRestOfBody(request.raw);
  }
}

function checkField(part: MultipartValue): void {
  if (part.fieldnameTruncated) throw new DomainError('validation_failed', MULTIPART_MESSAGES.fieldNameTooLong, 422);
  if (part.valueTruncated) throw DomainError.validation({ [part.fieldname]: [MULTIPART_MESSAGES.fieldTooLong] });
  if (!isStorableText(part.fieldname)) throw DomainError.validation({ [part.fieldname]: [INPUT_MESSAGES.invalidCharacters] });
  const problem = findInputProblem(part.value, part.fieldname);
  if (problem) throw inputProblemError(problem);
}

export function fieldText(part: MultipartValue): string {
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

export type { MultipartFile };

/** How much of a refused upload is still read (and dropped) to keep its connection usable. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

export function discardRestOfBody(raw: IncomingMessage): void {
  if (raw.readableEnded || raw.destroyed) return;
  // Once is enough: a second call must not add a second counter.
  const marked = raw as IncomingMessage & { discarding?: boolean };
  if (marked.discarding) return;
  marked.discarding = true;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}
