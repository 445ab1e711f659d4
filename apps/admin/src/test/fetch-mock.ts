/** A minimal fetch Response for tests (jsdom has no Response class). */
export const jsonResponse = (status: number, body?: unknown, headers: Record<string, string> = {}): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 200 && status < 300 ? 'OK' : `HTTP ${status}`,
    headers: new Headers(headers),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  }) as unknown as Response;

export type FetchMock = jest.Mock<Promise<Response>, [input: string, init?: RequestInit]>;

/** Replaces global.fetch with a jest.fn answering the given responses in order. */
export const mockFetch = (...responses: Array<Response | Error>): FetchMock => {
  const mock: FetchMock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) mock.mockRejectedValueOnce(response);
    else mock.mockResolvedValueOnce(response);
  }
  global.fetch = mock as unknown as typeof fetch;
  return mock;
};

/** URL, method, headers and parsed JSON body of the n-th fetch call. */
export const fetchCall = (mock: FetchMock, index: number) => {
  const [url, init = {}] = mock.mock.calls[index];
  const headers = new Headers(init.headers as HeadersInit | undefined);
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  return { url, method: init.method ?? 'GET', headers, body };
};
