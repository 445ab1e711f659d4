import { STORAGE_KEYS } from '@soundpost/contracts';
import { HttpError } from 'react-admin';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { apiErrorMessage, fieldErrorMessages, validationErrorsOf } from './api-errors';
import {
  createDataProvider,
  createHttpClient,
  listBodyTotal,
  listQueryString,
  readImportResult,
  unwrapListBody,
} from './data-provider';

const ADMIN_TOKEN_KEY = STORAGE_KEYS.adminToken;

const meta = { current_page: 1, per_page: 20, total: 42, last_page: 3 };

describe('unwrapListBody', () => {
  it('returns the data array of a { data, meta } list body', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(unwrapListBody({ data: rows, meta })).toBe(rows);
  });

  it('accepts the flat paginator shape and a lone { data } array', () => {
    expect(unwrapListBody({ data: [{ id: 3 }], current_page: 1, last_page: 1, total: 1, per_page: 20 })).toEqual([
      { id: 3 },
    ]);
    expect(unwrapListBody({ data: [] })).toEqual([]);
  });

  it('leaves bare arrays, single records and other bodies unchanged', () => {
    const rows = [{ id: 1 }];
    expect(unwrapListBody(rows)).toBe(rows);
    const record = { id: 1, data: { nested: true } };
    expect(unwrapListBody(record)).toBe(record);
    const withDataField = { id: 5, data: [1, 2], title: 'x' };
    expect(unwrapListBody(withDataField)).toBe(withDataField);
    expect(unwrapListBody(null)).toBeNull();
    expect(unwrapListBody('text')).toBe('text');
  });

  it('reads the total from meta or the flat paginator', () => {
    expect(listBodyTotal({ data: [], meta })).toBe(42);
    expect(listBodyTotal({ data: [], total: '7' })).toBe(7);
    expect(listBodyTotal({ data: [] })).toBeUndefined();
  });
});

describe('API error messages', () => {
  const body = {
    message: 'The given data was invalid.',
    code: 'validation_failed',
    errors: { email: ['The email has already been taken.'], name: ['Name is required', 'Name is too short'] },
  };

  it('reads an errors map in field order, tolerating single strings and blank entries', () => {
    expect(validationErrorsOf(body.errors)).toEqual({
      email: ['The email has already been taken.'],
      name: ['Name is required', 'Name is too short'],
    });
    expect(validationErrorsOf({ email: ' Taken ', name: ['  '], misc: [['Nested']] })).toEqual({
      email: ['Taken'],
      misc: ['Nested'],
    });
    expect(validationErrorsOf(['not', 'a', 'map'])).toEqual({});
    expect(fieldErrorMessages(body.errors)).toEqual({
      email: 'The email has already been taken.',
      name: 'Name is required; Name is too short',
    });
  });

  it('joins validation errors with "; ", else uses message, own message, then the fallback', () => {
    expect(apiErrorMessage(body, 'Save failed')).toBe(
      'The email has already been taken.; Name is required; Name is too short',
    );
    expect(apiErrorMessage({ message: 'Plan not found' }, 'Save failed')).toBe('Plan not found');
    expect(apiErrorMessage({ errors: {} }, 'Save failed', 'Bad Request')).toBe('Bad Request');
    expect(apiErrorMessage(null, 'Save failed')).toBe('Save failed');
  });
});

describe('httpClient', () => {
  beforeEach(() => localStorage.clear());

  it('sends the admin token as a bearer token and unwraps list bodies', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-data');
    const rows = [{ id: 1 }];
    const fetchMock = mockFetch(jsonResponse(200, { data: rows, meta }, { 'Content-Range': 'users 0-0/42' }));

    const result = await createHttpClient()('/api/admin/users');

    expect(result.json).toEqual(rows);
    expect(result.headers.get('Content-Range')).toBe('users 0-0/42');
    const call = fetchCall(fetchMock, 0);
    expect(call.headers.get('Authorization')).toBe('Bearer tok-data');
    expect(call.headers.get('Accept')).toBe('application/json');
  });

  it('turns an error body into an HttpError with the flattened messages', async () => {
    mockFetch(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], password: ['Too short', 'Needs a digit'] },
      }),
    );

    const failure = createHttpClient()('/api/admin/users', { method: 'POST', body: '{}' });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      message: 'The email has already been taken.; Too short; Needs a digit',
      body: {
        message: 'The email has already been taken.; Too short; Needs a digit',
        errors: { email: 'The email has already been taken.', password: 'Too short; Needs a digit' },
      },
    });
  });

  it("surfaces the server's message field", async () => {
    mockFetch(jsonResponse(403, { message: 'Forbidden for managers', code: 'forbidden' }));
    await expect(createHttpClient()('/api/admin/plans/1', { method: 'DELETE' })).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden for managers',
      body: { code: 'forbidden' },
    });
  });
});

describe('dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getList reads rows from { data, meta } and the total from Content-Range', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok');
    const rows = [
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Bo' },
    ];
    const fetchMock = mockFetch(jsonResponse(200, { data: rows, meta }, { 'Content-Range': 'users 0-1/42' }));

    const result = await createDataProvider().getList('users', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: rows, total: 42 });
    expect(fetchCall(fetchMock, 0).url).toMatch(/^\/api\/admin\/users\?/);
  });

  it('getList falls back to meta.total when Content-Range is missing', async () => {
    mockFetch(jsonResponse(200, { data: [{ id: 9 }], meta: { ...meta, total: 5 } }));
    const result = await createDataProvider().getList('plans', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 9 }], total: 5 });
  });
});

describe('list calls in the specs dialect', () => {
  beforeEach(() => localStorage.clear());

  it('builds page, per_page, sort, dir and one parameter per non-blank filter', () => {
    expect(
      listQueryString({
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'document_status', order: 'DESC' },
        filter: { q: ' ana ', document_status: 'pending', is_verified: '', user_id: null, ids: [1, 2] },
      }),
    ).toBe('page=2&per_page=50&sort=document_status&dir=desc&q=ana&document_status=pending&ids=1%2C2');
    expect(listQueryString({ filter: {} })).toBe('');
  });

  it('getList calls GET /api/admin/artists with the artist filters and reads the total', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { data: [{ id: 1 }], meta, total: 42, last_page: 3, current_page: 1, per_page: 20 }),
    );

    const result = await createDataProvider().getList('artists', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'bo', is_verified: '1' },
    });

    expect(result).toEqual({ data: [{ id: 1 }], total: 42 });
    expect(fetchCall(fetchMock, 0).url).toBe(
      '/api/admin/artists?page=1&per_page=20&sort=name&dir=asc&q=bo&is_verified=1',
    );
  });

  it('getList accepts a bare array (its length is the total)', async () => {
    mockFetch(jsonResponse(200, [{ id: 1 }, { id: 2 }]));
    const result = await createDataProvider().getList('artists', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('delete accepts 204 No Content and answers the previous record', async () => {
    const fetchMock = mockFetch(jsonResponse(204));
    const result = await createDataProvider().delete('artists', { id: 4, previousData: { id: 4, name: 'Ana' } });
    expect(result).toEqual({ data: { id: 4, name: 'Ana' } });
    expect(fetchCall(fetchMock, 0)).toMatchObject({ url: '/api/admin/artists/4', method: 'DELETE' });
  });

  it('importArtists posts the file as multipart field "file" with the token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-import');
    const fetchMock = mockFetch(
      jsonResponse(200, { created: 2, skipped: 1, errors: [{ row: 3, line: 4, message: 'Row 3: email already exists' }], error_count: 1 }),
    );
    const file = new File(['name,email,password\n'], 'artists.csv', { type: 'text/csv' });

    const result = await createDataProvider().importArtists(file);

    expect(result).toEqual({
      created: 2,
      skipped: 1,
      errors: [{ row: 3, line: 4, message: 'Row 3: email already exists' }],
      error_count: 1,
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/artists/import');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = new Headers(init?.headers as HeadersInit);
    expect(headers.get('Authorization')).toBe('Bearer tok-import');
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('readImportResult counts the listed errors when error_count is missing', () => {
    expect(readImportResult({ created: '3', errors: [{ row: 2, message: 'x' }, 'junk'] })).toEqual({
      created: 3,
      skipped: 0,
      errors: [{ row: 2, line: 0, message: 'x' }],
      error_count: 1,
    });
  });

  it('verifyArtist posts the decision and the comment', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { message: 'Verification updated and email sent.', artist: { id: 8, document_status: 'approved' } }),
    );

    const result = await createDataProvider().verifyArtist(8, { decision: 'approved', comment: 'Looks good.' });

    expect(result).toEqual({
      message: 'Verification updated and email sent.',
      artist: { id: 8, document_status: 'approved' },
    });
    const call = fetchCall(fetchMock, 0);
    expect(call).toMatchObject({ url: '/api/admin/artists/8/verify', method: 'POST', body: { decision: 'approved', comment: 'Looks good.' } });
    expect(call.headers.get('Content-Type')).toBe('application/json');
  });
});
