import {
  TICKET_ATTACHMENT_UPLOAD,
  type ArtistImportResult,
  type TicketReplyRequest,
  type TicketReplyResponse,
  type UserHeldDataResponse,
  type VerifyArtistRequest,
  type VerifyArtistResponse,
} from '@soundpost/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { apiErrorMessage, fieldErrorMessages } from './api-errors';
import { getAdminToken } from './token-storage';

export const ADMIN_API_URL = '/api/admin';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** ra-data-simple-rest expects a bare array; the flat paginator shape `{ data, current_page, … }` is read too. */
export const unwrapListBody = (body: unknown): unknown => {
  if (!isRecord(body) || !Array.isArray(body['data'])) return body;
  const isListEnvelope =
    isRecord(body['meta']) || 'total' in body || 'last_page' in body || Object.keys(body).length === 1;
  return isListEnvelope ? body['data'] : body;
};

export const listBodyTotal = (body: unknown): number | undefined => {
  if (!isRecord(body)) return undefined;
  const meta = isRecord(body['meta']) ? body['meta'] : body;
  const total = Number(meta['total']);
  return Number.isFinite(total) && meta['total'] !== null && meta['total'] !== '' ? total : undefined;
};

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

/** The server rejects unknown parameters, so blank filters ("any") are left out. */
export const listQueryString = ({ pagination, sort, filter }: Partial<GetListParams>): string => {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('per_page', String(pagination.perPage));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('dir', sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [key, value] of Object.entries((filter ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value).trim();
    if (text !== '') query.set(key, text);
  }
  return query.toString();
};

const totalFromContentRange = (headers: Headers): number | undefined => {
  const total = Number.parseInt(headers.get('Content-Range')?.split('/').pop() ?? '', 10);
  return Number.isFinite(total) ? total : undefined;
};

export interface VerifyArtistResult extends Omit<VerifyArtistResponse, 'artist'> {
  artist?: RaRecord;
}

export interface AdminDataProvider extends DataProvider {
  importArtists: (file: File) => Promise<ArtistImportResult>;
  ticketAction: (id: Identifier, action: 'close' | 'reopen') => Promise<{ data: RaRecord }>;
  replyToTicket: (id: Identifier, message: string, files: readonly File[]) => Promise<TicketReplyResponse>;
  /** The server e-mails the artist. */
  verifyArtist: (
    id: Identifier,
    params: VerifyArtistRequest & { comment: string },
  ) => Promise<VerifyArtistResult>;
  dataHeld: (id: Identifier) => Promise<UserHeldDataResponse>;
}

const toNumber = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

export const readImportResult = (body: unknown): ArtistImportResult => {
  const record = isRecord(body) ? body : {};
  const errors = Array.isArray(record['errors'])
    ? record['errors'].filter(isRecord).map((entry) => ({
        row: toNumber(entry['row']),
        line: toNumber(entry['line']),
        message: typeof entry['message'] === 'string' ? entry['message'] : '',
      }))
    : [];
  const count = toNumber(record['error_count']);
  return {
    created: toNumber(record['created']),
    skipped: toNumber(record['skipped']),
    errors,
    error_count: Math.max(count, errors.length),
  };
};

export const PATCH_RESOURCES: readonly string[] = ['subscriptions', 'transactions', 'tickets'];

export const createDataProvider = (apiUrl: string = ADMIN_API_URL): AdminDataProvider => {
  const httpClient = createHttpClient();
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,

    async getList(resource, params) {
      const query = listQueryString(params);
      const { json, headers } = await httpClient(`${apiUrl}/${resource}${query ? `?${query}` : ''}`, {
        signal: params.signal,
      });
      const data = Array.isArray(json) ? json : [];
      return { data, total: totalFromContentRange(headers) ?? data.length };
    },

    async update(resource, params) {
      if (!PATCH_RESOURCES.includes(resource)) return base.update(resource, params);
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'PATCH',
        body: JSON.stringify(params.data),
      });
      return { data: (isRecord(json) ? { ...json, id: json['id'] ?? params.id } : { ...params.data, id: params.id }) as never };
    },

    async delete(resource, params) {
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'DELETE',
      });
      // 204 No Content: react-admin still wants the deleted record.
      const data = isRecord(json) ? json : { ...(params.previousData ?? {}), id: params.id };
      return { data: data as never };
    },

    async importArtists(file: File) {
      const body = new FormData();
      body.append('file', file, file.name);
      const { json } = await httpClient(`${apiUrl}/artists/import`, { method: 'POST', body });
      return readImportResult(json);
    },

    async ticketAction(id, action) {
      const { json } = await httpClient(`${apiUrl}/tickets/${encodeURIComponent(String(id))}/${action}`, { method: 'POST' });
      return { data: (isRecord(json) ? json : { id }) as RaRecord };
    },

    async replyToTicket(id, message, files) {
      let body: string | FormData = JSON.stringify({ message } satisfies TicketReplyRequest);
      if (files.length > 0) {
        const form = new FormData();
        form.append('message', message);
        for (const file of files) form.append(TICKET_ATTACHMENT_UPLOAD.fieldName, file, file.name);
        body = form;
      }
      const { json } = await httpClient(`${apiUrl}/tickets/${encodeURIComponent(String(id))}/reply`, { method: 'POST', body });
      return json as TicketReplyResponse;
    },

    async dataHeld(id) {
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(id))}/data-held`);
      return json as UserHeldDataResponse;
    },

    async verifyArtist(id, { decision, comment }) {
      const { json } = await httpClient(`${apiUrl}/artists/${encodeURIComponent(id)}/verify`, {
        method: 'POST',
        body: JSON.stringify({ decision, comment } satisfies VerifyArtistRequest),
      });
      const record = isRecord(json) ? json : {};
      return {
        message: typeof record['message'] === 'string' ? record['message'] : '',
        artist: isRecord(record['artist']) ? (record['artist'] as RaRecord) : undefined,
      };
    },
  };
};

export const dataProvider = createDataProvider();
