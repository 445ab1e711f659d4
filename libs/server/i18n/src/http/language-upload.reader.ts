import { discardRestOfBody, fieldText, multipartClientError, multipartParts } from '@soundpost/server-core/http';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_FILE_MAX_BYTES } from '../files/language-payload';
import { I18nErrors } from '../i18n.errors';

export const LANGUAGE_UPLOAD_FIELDS = { lang: 'lang', file: 'file' } as const;

export interface LanguageUpload {
  lang: string | undefined;
  filename: string;
  text: string;
}

const statusOf = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode;

/** A bundle is ~100 KB (1 MB at most), so the file is read into memory and parsed whole. */
export async function readLanguageUpload(request: FastifyRequest): Promise<LanguageUpload> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw I18nErrors.jsonFileRequired();
  let lang: string | undefined;
  let file: { filename: string; text: string } | undefined;
  try {
    const limits = { fields: 5, fieldSize: 1024, files: 1, parts: 6, fileSize: LANGUAGE_FILE_MAX_BYTES + 1 };
    for await (const part of multipartParts(request, { limits, tooLarge: I18nErrors.fileTooLarge })) {
      if (part.type === 'field') {
        if (part.fieldname === LANGUAGE_UPLOAD_FIELDS.lang) lang = fieldText(part);
        continue;
      }
      if (part.fieldname !== LANGUAGE_UPLOAD_FIELDS.file || file) {
        part.file.resume();
        continue;
      }
      const filename = (part.filename ?? '').slice(0, 255);
      if (!/\.json$/i.test(filename)) {
        part.file.resume();
        throw I18nErrors.notJsonFile();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > LANGUAGE_FILE_MAX_BYTES) throw I18nErrors.fileTooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw I18nErrors.fileTooLarge();
      file = { filename, text: Buffer.concat(chunks).toString('utf8') };
    }
  } catch (error) {
    discardRestOfBody(request.raw);
    throw statusOf(error) === 413 ? I18nErrors.fileTooLarge() : (multipartClientError(error) ?? error);
  }
  if (!file) throw I18nErrors.jsonFileRequired();
  return { lang, ...file };
}
