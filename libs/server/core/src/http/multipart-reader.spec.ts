import { toErrorResponse } from './http-exception.filter';
import { DomainError } from './domain-error';
import { multipartClientError } from './multipart-reader';

const coded = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

describe('multipart client errors', () => {
  it('maps the form parser limits to 422 (counts) and 413 (file size)', () => {
    expect(multipartClientError(coded('FST_FIELDS_LIMIT', 413))).toMatchObject({ status: 422, code: 'too_many_fields' });
    expect(multipartClientError(coded('FST_FILES_LIMIT', 413))).toMatchObject({ status: 422, code: 'too_many_files' });
    expect(multipartClientError(coded('FST_PARTS_LIMIT', 413))).toMatchObject({ status: 422, code: 'too_many_parts' });
    expect(multipartClientError(coded('FST_REQ_FILE_TOO_LARGE', 413))).toMatchObject({ status: 413, code: 'payload_too_large' });
    const own = new DomainError('file_too_large', 'Max 2 MB.', 413);
    expect(multipartClientError(coded('FST_REQ_FILE_TOO_LARGE', 413), () => own)).toBe(own);
  });

  it("maps busboy's broken-body errors to 400 and leaves other errors alone", () => {
    for (const message of ['Multipart: Boundary not found', 'Unexpected end of multipart data', 'Part terminated early due to unexpected end of multipart data']) {
      expect(multipartClientError(new Error(message))).toMatchObject({ status: 400, code: 'malformed_multipart' });
    }
    expect(multipartClientError(coded('FST_MP_PREMATURE_CLOSE', 400))).toMatchObject({ status: 400, code: 'malformed_multipart' });
    expect(multipartClientError(new Error('ECONNREFUSED'))).toBeNull();
    expect(multipartClientError(new TypeError('x is undefined'))).toBeNull();
  });

  it('lets the error filter answer them with a 4xx instead of a 500', () => {
    expect(toErrorResponse(coded('FST_FIELDS_LIMIT', 413))).toEqual({ status: 422, body: { message: 'The form has too many fields.', code: 'too_many_fields' } });
    expect(toErrorResponse(new Error('Multipart: Boundary not found'))).toEqual({
      status: 400,
      body: { message: 'The multipart form data is malformed or incomplete.', code: 'malformed_multipart' },
    });
    expect(toErrorResponse(new Error('something else')).status).toBe(500);
  });
});
