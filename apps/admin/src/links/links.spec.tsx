import { LINK_MESSAGES, type AdminLinkResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const link = (over: Partial<AdminLinkResponse> = {}): AdminLinkResponse => ({
  id: 'l1',
  slug: 'nova-lane-midnight-drive',
  url: 'https://soundpost.test/l/nova-lane-midnight-drive',
  release_id: 'r1',
  release_title: 'Midnight Drive',
  artist_name: 'Nova Lane',
  user_id: 'u1',
  state: 'live',
  views: 1234,
  clicks: 56,
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 } });

type Handler = (url: URL, init: RequestInit) => Response;

/** Answers `METHOD /path` routes; any other call fails the test. */
function serve(routes: Record<string, Handler>): FetchMock {
  const mock: FetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://x');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected fetch ${init.method ?? 'GET'} ${input}`);
    return handler(url, init);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

const calls = (mock: FetchMock, key: string) =>
  mock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://x').pathname}` === key);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('links (back office)', () => {
  it('lists links with the public page in a new tab, release, artist, state, views, clicks and created; searches and sorts', async () => {
    const fetchMock = serve({
      'GET /api/admin/links': () =>
        jsonResponse(200, page([link(), link({ id: 'l2', slug: 'slow-tide', url: 'https://soundpost.test/l/slow-tide', release_title: 'Slow Tide', state: 'disabled', views: 0, clicks: 0 })])),
    });
    renderAdminAt('/admin/links', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('links-row-l1');
    expect(cellsOf(row).slice(0, 6)).toEqual(['nova-lane-midnight-drive', 'Midnight Drive', 'Nova Lane', 'Live', '1,234', '56']);
    const publicLink = within(row).getByTestId('link-public');
    expect([publicLink.getAttribute('href'), publicLink.getAttribute('target'), publicLink.getAttribute('rel')]).toEqual([
      'https://soundpost.test/l/nova-lane-midnight-drive',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(cellsOf(screen.getByTestId('links-row-l2'))[3]).toBe('Disabled');
    const first = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect([first.searchParams.get('sort'), first.searchParams.get('dir')]).toEqual(['created_at', 'desc']);

    fireEvent.change(screen.getByTestId('links-search'), { target: { value: 'nova' } });
    await waitFor(() => expect(calls(fetchMock, 'GET /api/admin/links').some(([u]) => new URL(u, 'http://x').searchParams.get('q') === 'nova')).toBe(true), { timeout: 3000 });
    fireEvent.change(screen.getByTestId('links-sort'), { target: { value: 'views' } });
    await waitFor(() => {
      const last = new URL(calls(fetchMock, 'GET /api/admin/links').at(-1)?.[0] ?? '', 'http://x');
      expect([last.searchParams.get('sort'), last.searchParams.get('dir'), last.searchParams.get('q')]).toEqual(['views', 'desc', 'nova']);
    });
  });

  it('opens a link from its row and shows its counts', async () => {
    serve({
      'GET /api/admin/links': () => jsonResponse(200, page([link()])),
      'GET /api/admin/links/l1': () => jsonResponse(200, link()),
    });
    renderAdminAt('/admin/links', { dataProvider: createDataProvider() });
    fireEvent.click(within(await screen.findByTestId('links-row-l1')).getByText('Midnight Drive'));
    expect((await screen.findByTestId('link-show-views')).textContent).toBe('1,234');
    expect(screen.getByTestId('link-show-clicks').textContent).toBe('56');
    expect(screen.getByTestId('link-show-artist').textContent).toBe('Nova Lane');
    expect(screen.getByTestId('link-show-public').getAttribute('target')).toBe('_blank');
  });

  it('Disable asks for a reason, refuses none, posts it, and shows the page again disabled with the reason', async () => {
    let current = link();
    const fetchMock = serve({
      'GET /api/admin/links/l1': () => jsonResponse(200, current),
      'POST /api/admin/links/l1/disable': (_u, init) => {
        const { reason } = JSON.parse(String(init.body)) as { reason: string };
        current = link({ state: 'disabled', disabled_at: '2026-11-29T05:00:00Z', disabled_reason: reason });
        return jsonResponse(200, current);
      },
    });
    renderAdminAt('/admin/links/l1/show', { dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('link-disable'));
    const dialog = await screen.findByTestId('link-disable-dialog');
    fireEvent.click(within(dialog).getByTestId('link-disable-confirm'));
    expect(await within(dialog).findByText(LINK_MESSAGES.disableReasonRequired)).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/admin/links/l1/disable')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('link-disable-reason'), { target: { value: 'Phishing store buttons' } });
    fireEvent.click(within(dialog).getByTestId('link-disable-confirm'));
    expect((await screen.findByTestId('link-show-reason')).textContent).toBe('Phishing store buttons');
    const [[, init]] = calls(fetchMock, 'POST /api/admin/links/l1/disable');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Phishing store buttons' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    // Read again after the change.
    expect(calls(fetchMock, 'GET /api/admin/links/l1').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('link-state').textContent).toBe('Disabled');
    expect(screen.getByTestId('link-enable')).toBeTruthy();
  });

  it('shows the server 422 on the reason field', async () => {
    serve({
      'GET /api/admin/links/l1': () => jsonResponse(200, link()),
      'POST /api/admin/links/l1/disable': () => jsonResponse(422, { message: 'The given data was invalid.', errors: { reason: [LINK_MESSAGES.disableReasonRequired] } }),
    });
    renderAdminAt('/admin/links/l1/show', { dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('link-disable'));
    const dialog = await screen.findByTestId('link-disable-dialog');
    fireEvent.change(within(dialog).getByTestId('link-disable-reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('link-disable-confirm'));
    expect(await within(dialog).findByText(LINK_MESSAGES.disableReasonRequired)).toBeTruthy();
  });

  it('Enable posts and shows the page again live', async () => {
    let current = link({ state: 'disabled', disabled_at: '2026-11-29T05:00:00Z', disabled_reason: 'Spam' });
    const fetchMock = serve({
      'GET /api/admin/links/l1': () => jsonResponse(200, current),
      'POST /api/admin/links/l1/enable': () => {
        current = link();
        return jsonResponse(200, current);
      },
    });
    renderAdminAt('/admin/links/l1/show', { dataProvider: createDataProvider() });
    expect((await screen.findByTestId('link-show-reason')).textContent).toBe('Spam');
    fireEvent.click(screen.getByTestId('link-enable'));
    await waitFor(() => expect(screen.getByTestId('link-state').textContent).toBe('Live'));
    expect(calls(fetchMock, 'POST /api/admin/links/l1/enable')).toHaveLength(1);
    expect(screen.queryByTestId('link-show-reason')).toBeNull();
    expect(screen.getByTestId('link-disable')).toBeTruthy();
  });
});
