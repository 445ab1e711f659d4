import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';
import { requestFromForm, formFromTarget } from './delivery-target-api';

// A whole back-office page with a select and a save: more than jest's 5 s on a loaded machine.
jest.setTimeout(20_000);

const sftpTarget = {
  store_id: 'spotify',
  store_name: 'Spotify',
  kind: 'sftp',
  path: 'inbox',
  host: 'sftp.spotify.test',
  port: 22,
  username: 'soundpost',
  bucket: null,
  region: null,
  endpoint: null,
  access_key_id: null,
  has_password: true,
  has_private_key: false,
  has_secret_access_key: false,
  recipient_dpid: 'PADPIDA2011072101T',
  recipient_name: 'Spotify',
  purge_on_takedown: false,
  is_default: false,
};

/** Answers by method and path; remembers each call's body. */
function routeFetch(routes: Record<string, { status: number; body: unknown } | Array<{ status: number; body: unknown }>>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[key];
    const answer = Array.isArray(route) ? route.shift() : route;
    return answer ? jsonResponse(answer.status, answer.body) : jsonResponse(404, { message: 'Not found.' });
  }) as unknown as typeof fetch;
  return calls;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the store delivery target screen', () => {
  it('loads the target with secrets only as "set", switches to S3 and sends only its fields without empty secrets', async () => {
    const calls = routeFetch({
      'GET /api/admin/stores/spotify/delivery': { status: 200, body: sftpTarget },
      'PUT /api/admin/stores/spotify/delivery': { status: 200, body: { ...sftpTarget, kind: 's3', bucket: 'ddex-in', has_secret_access_key: false } },
    });
    renderAdminAt('/admin/stores/spotify/delivery');

    await waitFor(() => expect((screen.getByTestId('target-host') as HTMLInputElement).value).toBe('sftp.spotify.test'));
    expect((screen.getByTestId('target-port') as HTMLInputElement).value).toBe('22');
    expect((screen.getByTestId('target-password') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('target-password-help').textContent).toBe('Set. Leave empty to keep it.');
    expect(screen.getByTestId('target-private_key-help').textContent).toBe('Not set.');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Target type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'S3' }));
    await screen.findByTestId('target-bucket');
    expect(screen.queryByTestId('target-host')).toBeNull();
    type('target-bucket', 'ddex-in');
    type('target-region', 'eu-west-1');
    type('target-access_key_id', 'AKIA1');
    fireEvent.click(screen.getByTestId('target-save'));

    expect(await screen.findByText('Delivery target saved.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/admin/stores/spotify/delivery')?.body).toEqual({
      kind: 's3',
      bucket: 'ddex-in',
      region: 'eu-west-1',
      endpoint: null,
      access_key_id: 'AKIA1',
      path: 'inbox',
      recipient_dpid: 'PADPIDA2011072101T',
      recipient_name: 'Spotify',
      purge_on_takedown: false,
    });
  });

  it('sends a typed secret and shows the server 422 message next to its field', async () => {
    const calls = routeFetch({
      'GET /api/admin/stores/spotify/delivery': { status: 200, body: sftpTarget },
      'PUT /api/admin/stores/spotify/delivery': { status: 422, body: { message: 'The given data was invalid.', errors: { port: ['The port is a whole number.'] } } },
    });
    renderAdminAt('/admin/stores/spotify/delivery');
    await waitFor(() => expect((screen.getByTestId('target-port') as HTMLInputElement).value).toBe('22'));
    type('target-port', '2x2');
    type('target-password', 'hunter2');
    fireEvent.click(screen.getByTestId('target-save'));

    await waitFor(() => expect(screen.getByTestId('target-port-help').textContent).toBe('The port is a whole number.'));
    expect(screen.getByTestId('target-failure').textContent).toContain('The port is a whole number.');
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toMatchObject({ kind: 'sftp', port: '2x2', password: 'hunter2', username: 'soundpost' });
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).not.toHaveProperty('private_key');
  });

  it("clears a stored secret only when asked: Clear sends '', an untouched set secret is left out", async () => {
    const calls = routeFetch({
      'GET /api/admin/stores/spotify/delivery': { status: 200, body: { ...sftpTarget, has_private_key: true } },
      'PUT /api/admin/stores/spotify/delivery': { status: 200, body: { ...sftpTarget, has_private_key: false } },
    });
    renderAdminAt('/admin/stores/spotify/delivery');
    fireEvent.click(await screen.findByTestId('target-private_key-clear'));
    expect(screen.getByTestId('target-private_key-help').textContent).toBe('Cleared when you save.');
    fireEvent.click(screen.getByTestId('target-save'));
    expect(await screen.findByText('Delivery target saved.')).toBeTruthy();
    const body = calls.find((c) => c.key.startsWith('PUT'))?.body;
    expect(body).toMatchObject({ kind: 'sftp', private_key: '' });
    expect(body).not.toHaveProperty('password');
    await waitFor(() => expect(screen.getByTestId('target-private_key-help').textContent).toBe('Not set.'));
  });

  it("shows the server's message when a manager may not save", async () => {
    routeFetch({
      'GET /api/admin/stores/spotify/delivery': { status: 200, body: sftpTarget },
      'PUT /api/admin/stores/spotify/delivery': { status: 403, body: { message: 'Only admins may do this.' } },
    });
    renderAdminAt('/admin/stores/spotify/delivery');
    await screen.findByTestId('target-host');
    fireEvent.click(screen.getByTestId('target-save'));
    expect((await screen.findByTestId('target-failure')).textContent).toBe('Only admins may do this.');
  });

  it('a folder target sends only its path', () => {
    const form = { ...formFromTarget(sftpTarget as never), kind: 'folder' as const, path: ' spotify ', password: 'kept-out' };
    expect(requestFromForm(form)).toEqual({ kind: 'folder', path: 'spotify', recipient_dpid: 'PADPIDA2011072101T', recipient_name: 'Spotify', purge_on_takedown: false });
  });
});

describe('the Deliveries list', () => {
  it("leads from a delivery's store, or the toolbar's store menu, to that store's delivery target", async () => {
    const getList = jest.fn(async () => ({
      data: [{ id: 'd1', release_id: 'r1', store_id: 'spotify', store_name: 'Spotify', status: 'delivered', action: 'insert', message_id: 'SP-1', release_title: 'Night Drive', release_number: 1042, upc: '036000291452', updated_at: '2026-03-05T10:00:00.000Z' }],
      total: 1,
    }));
    routeFetch({ 'GET /api/stores': { status: 200, body: { stores: [{ id: 'tidal', name: 'TIDAL', logo_url: '/api/stores/tidal/logo.svg' }, { id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg' }] } } });
    renderAdminAt('/admin/deliveries', { dataProvider: { getList } as never });
    const [row] = await screen.findAllByTestId(/^delivery-row-/);
    expect(within(row).getByTestId('delivery-store-target-link').getAttribute('href')).toBe('/admin/stores/spotify/delivery');

    // A store without any delivery yet is reached from the toolbar's menu of the catalogue's stores.
    const menu = screen.getByTestId('delivery-targets-menu');
    await waitFor(() => expect((menu as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(menu);
    expect((await screen.findByTestId('delivery-target-store-tidal')).getAttribute('href')).toBe('/admin/stores/tidal/delivery');
  });
});
