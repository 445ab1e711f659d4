import type { LanguageCode } from '@soundpost/contracts';
import type { Profile } from '../session/profile';
import { loadBundle, type Bundle } from './translations';

export type MeAnswer = Profile | { status: number } | 'network-error' | 'pending';

export interface MockAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

export interface MockRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

export type MockHandler =
  | MockAnswer
  | 'network-error'
  | 'pending'
  | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

export interface MockApiOptions {
  /** Bundles per language; a language set to 'fail' answers 500, 'network-error' rejects. Default: the real files. */
  readonly bundles?: Partial<Record<LanguageCode, Bundle | 'fail' | 'network-error'>>;
  readonly me?: MeAnswer;
  /** A list answers in turn, then keeps answering with its last entry; unlisted calls answer 404. */
  readonly routes?: Readonly<Record<string, MockHandler | readonly MockHandler[]>>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function parseBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function requestOf(url: string, init: RequestInit | undefined): MockRequest {
  const parsed = new URL(url, 'http://localhost');
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: parsed.pathname.replace(/^\/api/, ''),
    query: parsed.searchParams,
    body: parseBody(init),
    headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
  };
}

export function mockApi(options: MockApiOptions = {}): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const served = new Map<string, number>();
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const i18nMatch = /\/api\/i18n\/([a-z]+)$/.exec(url);
    if (i18nMatch) {
      const lng = i18nMatch[1] as LanguageCode;
      const bundle = options.bundles ? options.bundles[lng] : loadBundle(lng);
      if (bundle === 'network-error') throw new TypeError('Failed to fetch');
      if (!bundle || bundle === 'fail') return json({ message: 'Not found' }, 404);
      return json(bundle);
    }
    const request = requestOf(url, init);
    const routeKey = `${request.method} ${request.path}`;
    const route = options.routes?.[routeKey];
    if (route !== undefined) {
      let handler: MockHandler;
      if (Array.isArray(route)) {
        const index = served.get(routeKey) ?? 0;
        served.set(routeKey, index + 1);
        handler = route[Math.min(index, route.length - 1)] as MockHandler;
      } else handler = route as MockHandler;
      if (handler === 'network-error') throw new TypeError('Failed to fetch');
      if (handler === 'pending') return new Promise<Response>(() => undefined);
      const answer = typeof handler === 'function' ? await handler(request) : handler;
      if (answer.status === 204) return new Response(null, { status: 204 });
      return json(answer.body ?? {}, answer.status ?? 200);
    }
    if (url.endsWith('/api/me')) {
      const me = options.me ?? { status: 401 };
      if (me === 'network-error') throw new TypeError('Failed to fetch');
      if (me === 'pending') return new Promise<Response>(() => undefined);
      if ('status' in me && typeof me.status === 'number') return json({ message: 'Unauthenticated' }, me.status);
      return json(me);
    }
    return json({ message: 'Not found' }, 404);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return fetchMock;
}

export function callsTo(fetchMock: jest.Mock, suffix: string): [RequestInfo | URL, RequestInit?][] {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input as RequestInfo | URL).endsWith(suffix)) as [
    RequestInfo | URL,
    RequestInit?,
  ][];
}

export function requestsTo(fetchMock: jest.Mock, key: string): MockRequest[] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .map(([input, init]) => requestOf(urlOf(input), init))
    .filter((request) => `${request.method} ${request.path}` === key);
}
