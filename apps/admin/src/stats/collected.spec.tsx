import { screen, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { loadStoreCatalogue } from '../stores/store-catalogue';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const COLLECTED = '/api/admin/stats/collected';
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 } });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

/** Answers the collection log; any other call fails the test. */
function serveCollected(data: unknown[]): FetchMock {
  const mock: FetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET' || url.split('?')[0] !== COLLECTED) throw new Error(`unexpected fetch ${url}`);
    return jsonResponse(200, page(data));
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

beforeAll(async () => {
  const catalogue = jest.fn(async () =>
    jsonResponse(200, {
      stores: [{ id: 'deezer', name: 'Deezer', logo_url: '/api/stores/deezer/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' }],
    }),
  );
  await loadStoreCatalogue(catalogue as unknown as typeof fetch);
});

describe('collected reports', () => {
  it('lists what the daily job imported, refused with the reason, or could not reach, newest first', async () => {
    const fetchMock = serveCollected([
      { id: 'c1', store_id: 'deezer', store_name: 'Deezer', file_name: 'dz-1of2.tsv, dz-2of2.tsv', outcome: 'imported', import_id: '0f3c9a1e-1111-4222-8333-944455556666', reason: null, collected_at: '2026-11-29T05:30:04Z' },
      { id: 'c2', store_id: 'deezer', store_name: 'Deezer', file_name: 'broken.csv', outcome: 'rejected', import_id: null, reason: 'The first line must be the header.', collected_at: '2026-11-29T05:30:03Z' },
      { id: 'c3', store_id: 'spotify', store_name: 'Spotify', file_name: null, outcome: 'unreachable', import_id: null, reason: 'sftp store@host:22/inbox: connect ECONNREFUSED', collected_at: '2026-11-29T05:30:01Z' },
    ]);
    renderAdminAt('/admin/stats/collected', { dataProvider: createDataProvider() });
    const imported = cellsOf(await screen.findByTestId('stats-collected-row-c1'));
    expect(imported.slice(1)).toEqual(['Deezer', 'dz-1of2.tsv, dz-2of2.tsv', 'Imported', '0f3c9a1e (by the daily job)', '']);
    expect(cellsOf(screen.getByTestId('stats-collected-row-c2')).slice(1)).toEqual(['Deezer', 'broken.csv', 'Refused', '—', 'The first line must be the header.']);
    expect(cellsOf(screen.getByTestId('stats-collected-row-c3')).slice(1)).toEqual(['Spotify', '—', 'Store unreachable', '—', 'sftp store@host:22/inbox: connect ECONNREFUSED']);
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect([url.searchParams.get('sort'), url.searchParams.get('dir')]).toEqual(['collected_at', 'desc']);
  });

  it('says so when nothing was collected', async () => {
    serveCollected([]);
    renderAdminAt('/admin/stats/collected', { dataProvider: createDataProvider() });
    expect((await screen.findByTestId('stats-collected-empty')).textContent).toBe('Nothing collected yet: the daily job reads the reports/ inbox of each store with a delivery target.');
  });
});
