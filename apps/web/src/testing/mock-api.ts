import type { LanguageCode } from '@soundpost/contracts';
import type { Profile } from '../session/profile';
import { loadBundle, type Bundle } from './translations';

export type MeAnswer = Profile | { status: number } | 'network-error' | 'pending';

export interface MockApiOptions {
  /** Bundles per language; a language set to 'fail' answers 500, 'network-error' rejects. Default: the real files. */
  readonly bundles?: Partial<Record<LanguageCode, Bundle | 'fail' | 'network-error'>>;
  readonly me?: MeAnswer;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** Installs a jest.fn as global fetch answering /api/i18n/{lng} and /api/me; returns it. */
export function mockApi(options: MockApiOptions = {}): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const i18nMatch = /\/api\/i18n\/([a-z]+)$/.exec(url);
    if (i18nMatch) {
      const lng = i18nMatch[1] as LanguageCode;
      const bundle = options.bundles ? options.bundles[lng] : loadBundle(lng);
      if (bundle === 'network-error') throw new TypeError('Failed to fetch');
      if (!bundle || bundle === 'fail') return json({ message: 'Not found' }, 404);
      return json(bundle);
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

/** The calls made to a path ending with `suffix`. */
export function callsTo(fetchMock: jest.Mock, suffix: string): [RequestInfo | URL, RequestInit?][] {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input as RequestInfo | URL).endsWith(suffix)) as [
    RequestInfo | URL,
    RequestInit?,
  ][];
}
