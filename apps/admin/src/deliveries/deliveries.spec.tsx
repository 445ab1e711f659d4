import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

// Several screens and dialogs in one test: more than jest's 5 s on a loaded machine.
jest.setTimeout(20_000);

const delivery = (store: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `d-${store}`,
  release_id: 'r1',
  store_id: store,
  store_name: name,
  status,
  action: 'insert',
  message_id: `SP-${store}`,
  batch_id: 'B1',
  attempts: 1,
  error: null,
  queued_at: '2026-03-04T10:00:00.000Z',
  started_at: '2026-03-04T10:00:01.000Z',
  delivered_at: '2026-03-05T10:00:00.000Z',
  acknowledged_at: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  ...extra,
});

const release = { id: 'r1', release_id: 'r1', title: 'Night Drive', status: 'approved', upc: '036000291452', distribution: { store_ids: ['spotify', 'itunes'] }, tracks: [] };

/** Answers by method and path, so the panels may load in any order. */
function routeFetch(routes: Record<string, unknown>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const body = routes[key];
    return body === undefined ? jsonResponse(404, { message: 'Not found.' }) : jsonResponse(key.startsWith('POST') ? 202 : 200, body);
  }) as unknown as typeof fetch;
  return calls;
}

describe('the release page: Preflight and Deliveries panels', () => {
  it('shows each store with its status, the error, the XML sent, and redelivers one store', async () => {
    const calls = routeFetch({
      'GET /api/admin/releases/r1/deliveries': { deliveries: [delivery('itunes', 'iTunes', 'error', { error: 'folder: disk full', attempts: 4, message_id: null }), delivery('spotify', 'Spotify', 'delivered')] },
      'GET /api/admin/releases/r1/preflight': { errors: [], warnings: [{ code: 'genre_missing', field: 'genre_primary', message: 'Add a genre.' }] },
      'GET /api/admin/deliveries/d-spotify/message': { delivery_id: 'd-spotify', message_id: 'SP-spotify', action: 'insert', batch_id: 'B1', created_at: '2026-03-05T10:00:00.000Z', xml: '<ern:NewReleaseMessage><ICPN>036000291452</ICPN></ern:NewReleaseMessage>' },
      'POST /api/admin/releases/r1/redeliver': { deliveries: [delivery('itunes', 'iTunes', 'queued', { message_id: null }), delivery('spotify', 'Spotify', 'delivered')] },
    });
    renderAdminAt('/admin/releases/r1', { dataProvider: { getOne: jest.fn(async () => ({ data: release })) } as never });

    const panel = await screen.findByTestId('release-deliveries');
    await waitFor(() => expect(within(panel).getByTestId('delivery-status-spotify').textContent).toBe('Delivered'));
    expect(within(panel).getByTestId('delivery-status-itunes').textContent).toBe('Error');
    expect(within(panel).getByTestId('delivery-error-itunes').textContent).toBe('folder: disk full');
    expect((await screen.findByTestId('preflight-warning-genre_missing')).textContent).toBe('Add a genre.');

    fireEvent.click(within(panel).getByTestId('delivery-xml-spotify'));
    expect((await screen.findByTestId('delivery-message-xml')).textContent).toContain('<ICPN>036000291452</ICPN>');
    fireEvent.click(screen.getByTestId('delivery-message-close'));

    fireEvent.click(within(panel).getByTestId('delivery-redeliver-itunes'));
    await waitFor(() => expect(within(panel).getByTestId('delivery-status-itunes').textContent).toBe('Queued'));
    expect(calls.find((c) => c.key === 'POST /api/admin/releases/r1/redeliver')?.body).toEqual({ store_ids: ['itunes'] });
  });
});

describe('the Deliveries resource', () => {
  it('lists deliveries as the server orders them (failures first) with the release and the XML', async () => {
    const getList = jest.fn(async () => ({
      data: [
        { ...delivery('itunes', 'iTunes', 'rejected', { error: 'iTunes: artwork has a URL' }), release_title: 'Night Drive', release_number: 1042, upc: '036000291452' },
        { ...delivery('spotify', 'Spotify', 'delivered'), release_title: 'Night Drive', release_number: 1042, upc: '036000291452' },
      ],
      total: 2,
    }));
    renderAdminAt('/admin/deliveries', { dataProvider: { getList } as never });
    const rows = await screen.findAllByTestId(/^delivery-row-/);
    expect(rows.map((r) => within(r).getByTestId('delivery-status').textContent)).toEqual(['Rejected', 'Delivered']);
    expect(rows[0].textContent).toContain('iTunes: artwork has a URL');
    expect(within(rows[0]).getByTestId('delivery-release-link').getAttribute('href')).toBe('/admin/releases/r1');
    expect(getList).toHaveBeenCalledWith('deliveries', expect.objectContaining({ sort: { field: 'failures', order: 'ASC' } }));
  });
});
