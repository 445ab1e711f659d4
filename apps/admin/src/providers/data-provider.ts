import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { apiErrorMessage, fieldErrorMessages } from './api-errors';
import { getAdminToken } from './token-storage';

/** Every admin resource lives under /api/admin (spec 002 §7). */
export const ADMIN_API_URL = '/api/admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Our list answers are `{ data: [...], meta: { current_page, per_page, total, last_page } }` while
 * ra-data-simple-rest expects a bare array: returns the `data` array of such a body, anything else unchanged.
 * Also accepts the flat paginator shape `{ data, current_page, last_page, total, per_page }` (spec 002 §7).
 */
export const unwrapListBody = (body: unknown): unknown => {
  if (!isRecord(body) || !Array.isArray(body['data'])) return body;
  const isListEnvelope =
    isRecord(body['meta']) || 'total' in body || 'last_page' in body || Object.keys(body).length === 1;
  return isListEnvelope ? body['data'] : body;
};

/** The total row count of a list body, when it tells one. */
export const listBodyTotal = (body: unknown): number | undefined => {
  if (!isRecord(body)) return undefined;
  const meta = isRecord(body['meta']) ? body['meta'] : body;
  const total = Number(meta['total']);
  return Number.isFinite(total) && meta['total'] !== null && meta['total'] !== '' ? total : undefined;
};

/** A failed call as an HttpError whose message follows spec 002 §5/§8 and whose body carries per-field errors. */
export const toHttpError = (error: unknown, fallback = 'Request failed'): unknown => {
  if (!(error instanceof HttpError)) return error;
  const original: unknown = error.body;
  const message = apiErrorMessage(original, fallback, error.message);
  const errors = isRecord(original) ? fieldErrorMessages(original['errors']) : {};
  const body = {
    ...(isRecord(original) ? original : {}),
    message,
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  };
  return new HttpError(message, error.status, body);
};

type HttpClientResult = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/** fetchJson with the admin bearer token, list-envelope unwrapping and API error messages. */
export const createHttpClient =
  (getToken: () => string | null = getAdminToken) =>
  async (url: string, options: fetchUtils.Options = {}): Promise<HttpClientResult> => {
    const headers = new Headers(options.headers ?? undefined);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let result: HttpClientResult;
    try {
      result = await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      throw toHttpError(error);
    }

    const list = unwrapListBody(result.json);
    if (list === result.json || !Array.isArray(list)) return result;

    let responseHeaders = result.headers;
    if (!responseHeaders.has('Content-Range')) {
      // The list total is also in `meta.total`; rebuild the header ra-data-simple-rest reads it from.
      const total = listBodyTotal(result.json) ?? list.length;
      responseHeaders = new Headers(responseHeaders);
      responseHeaders.set('Content-Range', `items 0-${Math.max(list.length - 1, 0)}/${total}`);
    }
    return { ...result, headers: responseHeaders, json: list };
  };

export const createDataProvider = (apiUrl: string = ADMIN_API_URL): DataProvider =>
  simpleRestProvider(apiUrl, createHttpClient());

export const dataProvider = createDataProvider();
