import { STATS_MESSAGES } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { loadStoreCatalogue } from '../stores/store-catalogue';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const summary = (over: Record<string, unknown> = {}) => ({
  id: 'i-1',
  store_id: 'spotify',
  store_name: 'Spotify',
  preset_id: null,
  format: 'csv',
  file_name: 'spotify-trends-2026-11-26.csv',
  message_id: null,
  first_day: '2026-11-25',
  last_day: '2026-11-26',
  lines_total: 1250,
  lines_matched: 1200,
  lines_unmatched: 30,
  lines_rejected: 20,
  streams_total: 1234567,
  days_replaced: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  ...summary(),
  by_day: [
    { key: '2026-11-25', lines: 600, streams: 600000 },
    { key: '2026-11-26', lines: 630, streams: 634567 },
  ],
  by_store: [{ key: 'Spotify', lines: 1230, streams: 1234567 }],
  by_territory: [
    { key: 'FR', lines: 1000, streams: 1000000 },
    { key: 'ZZ', lines: 230, streams: 234567 },
  ],
  unmatched: [
    { line: 7, day: '2026-11-25', territory: 'DE', isrc: 'GBXXX2600009', upc: null, streams: 42, reason: STATS_MESSAGES.unmatchedIsrc },
    { line: 9, day: '2026-11-26', territory: null, isrc: null, upc: '0123456789012', streams: 3, reason: STATS_MESSAGES.unmatchedUpc },
  ],
  rejected: [
    { line: 4, reason: STATS_MESSAGES.lineDate },
    { line: 12, reason: STATS_MESSAGES.lineStreams },
  ],
  ...over,
});

const preset = (over: Record<string, unknown> = {}) => ({
  id: 'pr-1',
  store_id: 'deezer',
  name: 'Deezer daily',
  mapping: { date: 'Day', isrc: 'ISRC', streams: 'Plays' },
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } });

type Answer = Response | ((init: RequestInit) => Response);

/**
 * A fetch answering by "METHOD /path" (query left out); a route given a list answers its entries in turn and then
 * keeps answering the last. An unexpected call fails the test.
 */
const serveFetch = (routes: Record<string, Answer | Answer[]>): FetchMock => {
  const served: Record<string, number> = {};
  const mock: FetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected fetch ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const n = served[key] ?? 0;
    served[key] = n + 1;
    const answer = answers[Math.min(n, answers.length - 1)];
    return typeof answer === 'function' ? answer(init) : answer;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
};

const callsTo = (mock: FetchMock, method: string, path: string) =>
  mock.mock.calls
    .filter(([url, init = {}]) => (init.method ?? 'GET') === method && url.split('?')[0] === path)
    .map(([url, init = {}]) => ({ url, headers: new Headers(init.headers as HeadersInit | undefined), body: init.body }));

const IMPORTS = '/api/admin/stats/imports';
const PRESETS = '/api/admin/stats/presets';

const renderImports = () => renderAdminAt('/admin/stats/imports', { dataProvider: createDataProvider() });

// The store selects read the public catalogue (GET /api/stores, loaded once per page): loaded here up front.
beforeAll(async () => {
  const catalogue = jest.fn(async () =>
    jsonResponse(200, {
      stores: [
        { id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
        { id: 'deezer', name: 'Deezer', logo_url: '/api/stores/deezer/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
      ],
    }),
  );
  await loadStoreCatalogue(catalogue as unknown as typeof fetch);
});

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

describe('trend reports list', () => {
  it('shows each import from GET /admin/stats/imports: store, file, format, days, line counts, streams, date', async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary(), summary({ id: 'i-2', store_name: 'Deezer', format: 'dsr', file_name: 'DSR_deezer_1of1.tsv.gz', first_day: '2026-11-24', last_day: '2026-11-24', lines_total: 2, lines_matched: 2, lines_unmatched: 0, lines_rejected: 0, streams_total: 10 })])),
    });
    renderImports();
    const row = await screen.findByTestId('stats-import-row-i-1');
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual(['Spotify', 'spotify-trends-2026-11-26.csv', 'CSV', 'Nov 25, 2026 – Nov 26, 2026', '1,250', '1,200', '30', '20', '1,234,567']);
    expect(cells[9]).toContain('Nov 27, 2026');
    const other = within(screen.getByTestId('stats-import-row-i-2')).getAllByRole('cell').map((c) => c.textContent);
    expect(other.slice(0, 9)).toEqual(['Deezer', 'DSR_deezer_1of1.tsv.gz', 'DSR', 'Nov 24, 2026', '2', '2', '0', '0', '10']);
    const [list] = callsTo(fetchMock, 'GET', IMPORTS);
    expect(new URL(list.url, 'http://x').searchParams.toString()).toBe('page=1&per_page=20&sort=created_at&dir=desc');
  });

  it('keeps store, days and streams on a phone; the line counts and file are secondary, format and date wide-screen details', async () => {
    serveFetch({ [`GET ${IMPORTS}`]: jsonResponse(200, page([summary()])) });
    renderImports();
    await screen.findByTestId('stats-import-row-i-1');
    const headers = [...screen.getByTestId('stats-imports-list').querySelectorAll('thead th')];
    const priority = (label: string) => {
      const th = headers.find((h) => h.textContent === label);
      if (!th) throw new Error(`no column ${label}`);
      return th.className.includes('sp-col-secondary') ? 'secondary' : th.className.includes('sp-col-detail') ? 'detail' : 'key';
    };
    expect(['Store', 'File', 'Format', 'Days', 'Lines', 'Matched', 'Unmatched', 'Refused', 'Streams', 'Imported'].map(priority)).toEqual([
      'key',
      'secondary',
      'detail',
      'key',
      'secondary',
      'secondary',
      'secondary',
      'secondary',
      'key',
      'detail',
    ]);
  });

  it('says so when no report was imported yet', async () => {
    serveFetch({ [`GET ${IMPORTS}`]: jsonResponse(200, page([])) });
    renderImports();
    expect((await screen.findByTestId('stats-imports-empty')).textContent).toBe('No trend reports imported yet.');
  });
});

describe('import dialog', () => {
  it('posts store, preset and every file as multipart, offers only the chosen store’s presets, then shows the new import', async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([])),
      [`GET ${PRESETS}`]: jsonResponse(200, { data: [preset(), preset({ id: 'pr-2', store_id: 'spotify', name: 'Spotify daily' })] }),
      [`POST ${IMPORTS}`]: jsonResponse(201, detail({ id: 'i-9', lines_total: 3, lines_matched: 2, lines_unmatched: 1, lines_rejected: 0 })),
      [`GET ${IMPORTS}/i-9`]: jsonResponse(200, detail({ id: 'i-9' })),
    });
    renderImports();
    fireEvent.click(await screen.findByTestId('stats-import-open'));
    await screen.findByTestId('stats-import-form');
    const store = screen.getByTestId('stats-import-store');
    expect(optionsOf(store)).toEqual(['Choose a store', 'Deezer', 'Spotify']);
    const presetSelect = screen.getByTestId('stats-import-preset');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', PRESETS)).toHaveLength(1));
    fireEvent.change(store, { target: { value: 'deezer' } });
    expect(optionsOf(presetSelect)).toEqual(['Soundpost layout or DSR', 'Deezer daily']);
    fireEvent.change(presetSelect, { target: { value: 'pr-1' } });

    const files = [new File(['HEAD\n'], 'DSR_1of2.tsv', { type: 'text/tab-separated-values' }), new File(['HEAD\n'], 'DSR_2of2.tsv.gz', { type: 'application/gzip' })];
    const input = screen.getByTestId('stats-import-file') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.csv,.tsv,.txt,.gz');
    fireEvent.change(input, { target: { files } });
    expect(screen.getByTestId('stats-import-files').textContent).toBe('2 files: DSR_1of2.tsv, DSR_2of2.tsv.gz');
    fireEvent.click(screen.getByTestId('stats-import-submit'));

    expect(await screen.findByText('Imported 3 lines: 2 matched, 1 unmatched, 0 refused.')).toBeTruthy();
    const [upload] = callsTo(fetchMock, 'POST', IMPORTS);
    expect(upload.body).toBeInstanceOf(FormData);
    const body = upload.body as FormData;
    expect([...body.keys()]).toEqual(['store_id', 'preset_id', 'file', 'file']);
    expect(body.get('store_id')).toBe('deezer');
    expect(body.get('preset_id')).toBe('pr-1');
    expect(body.getAll('file').map((f) => (f as File).name)).toEqual(['DSR_1of2.tsv', 'DSR_2of2.tsv.gz']);
    // The browser writes the multipart boundary itself: no JSON content type may be forced on the upload.
    expect(upload.headers.get('Content-Type')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('stats-import-form')).toBeNull());
    expect(await screen.findByTestId('stats-import-panel')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `${IMPORTS}/i-9`)).toHaveLength(1));

    // A preset of another store does not follow a change of store.
    fireEvent.click(screen.getByTestId('stats-import-open'));
    await screen.findByTestId('stats-import-form');
    fireEvent.change(screen.getByTestId('stats-import-store'), { target: { value: 'spotify' } });
    expect((screen.getByTestId('stats-import-preset') as HTMLSelectElement).value).toBe('');
    expect(optionsOf(screen.getByTestId('stats-import-preset'))).toEqual(['Soundpost layout or DSR', 'Spotify daily']);
    // Opened again, the file input is empty: the files sent before must not go again unseen.
    fireEvent.click(screen.getByTestId('stats-import-submit'));
    expect((await screen.findByTestId('stats-import-file-error')).textContent).toBe(STATS_MESSAGES.fileRequired);
    expect(callsTo(fetchMock, 'POST', IMPORTS)).toHaveLength(1);
  }, 30_000);

  it("asks for store and file, shows the server's 422 under its field, then the 409 with a link to the earlier import", async () => {
    const earlier = '0b5f7d2e-1c3a-4f00-9d0e-2a1b3c4d5e6f';
    const duplicate = `${STATS_MESSAGES.duplicateFile} (import ${earlier}, 2026-11-01T09:00:00.000Z)`;
    const columnMissing = STATS_MESSAGES.columnMissing.replace('{column}', 'Plays');
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([])),
      [`GET ${PRESETS}`]: jsonResponse(200, { data: [] }),
      [`POST ${IMPORTS}`]: [
        jsonResponse(422, { message: STATS_MESSAGES.storeUnknown, code: 'validation_failed', errors: { store_id: [STATS_MESSAGES.storeUnknown] } }),
        jsonResponse(422, { message: columnMissing, code: 'validation_failed', errors: { file: [columnMissing] } }),
        jsonResponse(409, { import_id: earlier, message: duplicate, code: 'duplicate_report' }),
      ],
      [`GET ${IMPORTS}/${earlier}`]: jsonResponse(200, detail({ id: earlier })),
    });
    renderImports();
    fireEvent.click(await screen.findByTestId('stats-import-open'));
    const form = await screen.findByTestId('stats-import-form');
    fireEvent.click(screen.getByTestId('stats-import-submit'));
    expect(await within(form).findByText(STATS_MESSAGES.storeUnknown)).toBeTruthy();
    expect(screen.getByTestId('stats-import-file-error').textContent).toBe(STATS_MESSAGES.fileRequired);
    expect(callsTo(fetchMock, 'POST', IMPORTS)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('stats-import-store'), { target: { value: 'spotify' } });
    fireEvent.change(screen.getByTestId('stats-import-file'), { target: { files: [new File(['a,b\n'], 'odd.csv', { type: 'text/csv' })] } });
    // A field's message goes once the field changes.
    expect(within(form).queryByText(STATS_MESSAGES.storeUnknown)).toBeNull();
    expect(screen.queryByTestId('stats-import-file-error')).toBeNull();
    fireEvent.click(screen.getByTestId('stats-import-submit'));
    // The store's refusal under the store select, not at the top.
    await waitFor(() => expect(callsTo(fetchMock, 'POST', IMPORTS)).toHaveLength(1));
    expect(await within(form).findByText(STATS_MESSAGES.storeUnknown)).toBeTruthy();
    expect(screen.queryByTestId('stats-import-error')).toBeNull();
    expect([...(callsTo(fetchMock, 'POST', IMPORTS)[0].body as FormData).keys()]).toEqual(['store_id', 'file']);

    fireEvent.click(screen.getByTestId('stats-import-submit'));
    await waitFor(() => expect(screen.getByTestId('stats-import-file-error').textContent).toBe(columnMissing));
    expect(within(form).queryByText(STATS_MESSAGES.storeUnknown)).toBeNull();

    fireEvent.click(screen.getByTestId('stats-import-submit'));
    await waitFor(() => expect(screen.getByTestId('stats-import-error').textContent).toContain(duplicate));
    expect(screen.queryByTestId('stats-import-file-error')).toBeNull();
    // The dialog stays open on a refusal; its link opens the earlier import.
    fireEvent.click(screen.getByTestId('stats-import-earlier'));
    await waitFor(() => expect(screen.queryByTestId('stats-import-form')).toBeNull());
    expect(await screen.findByTestId('stats-import-panel')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', `${IMPORTS}/${earlier}`)).toHaveLength(1));
  }, 30_000);
});

describe('trend report detail', () => {
  it('shows the counts by day and territory, the unmatched lines with their reasons, the refused lines with their numbers, the days replaced', async () => {
    serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary()])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(200, detail({ days_replaced: 2, message_id: null })),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('stats-import-row-i-1')).getByText('spotify-trends-2026-11-26.csv'));
    const panel = await screen.findByTestId('stats-import-panel');
    await within(panel).findByText('Spotify · Nov 25, 2026 – Nov 26, 2026');
    expect(within(panel).getByTestId('stats-import-format').textContent).toBe('CSV');
    expect(within(panel).getByTestId('stats-import-counts').textContent).toBe('1,250 lines · 1,200 matched · 30 unmatched · 20 refused · 1,234,567 streams');
    expect(within(panel).getByTestId('stats-import-replaced').textContent).toContain('2 earlier days replaced');
    const rows = (testId: string) => within(within(panel).getByTestId(testId)).getAllByRole('row').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows('stats-by-day')).toEqual([
      ['Nov 25, 2026', '600 lines', '600,000 streams'],
      ['Nov 26, 2026', '630 lines', '634,567 streams'],
    ]);
    expect(rows('stats-by-territory')).toEqual([
      ['FR', '1,000 lines', '1,000,000 streams'],
      ['Not reported', '230 lines', '234,567 streams'],
    ]);
    expect(rows('stats-unmatched').slice(1)).toEqual([
      ['7', 'Nov 25, 2026 · DE', 'GB-XXX-26-00009', STATS_MESSAGES.unmatchedIsrc, '42'],
      ['9', 'Nov 26, 2026', '0123456789012', STATS_MESSAGES.unmatchedUpc, '3'],
    ]);
    // The server keeps the first lines of each kind; the panel says when there were more.
    expect(within(panel).getByTestId('stats-unmatched-more').textContent).toBe('The first 2 of 30 unmatched lines.');
    expect(within(panel).getAllByTestId('stats-refused-line').map((b) => b.textContent)).toEqual([`Line 4: ${STATS_MESSAGES.lineDate}`, `Line 12: ${STATS_MESSAGES.lineStreams}`]);
    expect(within(panel).getByTestId('stats-refused-more').textContent).toBe('The first 2 of 20 refused lines.');
  }, 20_000);

  it('a clean DSR import names its message and says nothing of replaced days, unmatched or refused lines', async () => {
    serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary({ format: 'dsr' })])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(200, detail({ format: 'dsr', message_id: 'MSG-42', lines_unmatched: 0, lines_rejected: 0, unmatched: [], rejected: [] })),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('stats-import-row-i-1')).getByText('Spotify'));
    const panel = await screen.findByTestId('stats-import-panel');
    expect((await within(panel).findByTestId('stats-import-message-id')).textContent).toBe('DSR message MSG-42');
    expect(within(panel).getByTestId('stats-import-format').textContent).toBe('DSR');
    expect(within(panel).queryByTestId('stats-import-replaced')).toBeNull();
    expect(within(panel).queryByTestId('stats-unmatched')).toBeNull();
    expect(within(panel).queryByTestId('stats-refused-line')).toBeNull();
  }, 20_000);

  it("shows the server's message when the import cannot be loaded", async () => {
    serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary()])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(404, { message: STATS_MESSAGES.importNotFound, code: 'stats_import_not_found' }),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('stats-import-row-i-1')).getByText('Spotify'));
    const panel = await screen.findByTestId('stats-import-panel');
    expect(await within(panel).findByText(STATS_MESSAGES.importNotFound)).toBeTruthy();
  });
});

describe('trend report presets', () => {
  it('lists the presets with their store and columns; says so when there is none', async () => {
    const fetchMock = serveFetch({ [`GET ${PRESETS}`]: [jsonResponse(200, { data: [preset()] }), jsonResponse(200, { data: [] })] });
    const { unmount } = renderAdminAt('/admin/stats/presets', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('stats-preset-row-pr-1');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Deezer', 'Deezer daily', 'date: Day, isrc: ISRC, streams: Plays']);
    expect(callsTo(fetchMock, 'GET', PRESETS)).toHaveLength(1);
    unmount();
    renderAdminAt('/admin/stats/presets', { dataProvider: createDataProvider() });
    expect((await screen.findByTestId('stats-presets-empty')).textContent).toBe("No presets yet: DSR reports and Soundpost's own CSV layout need none.");
  });

  it("creates a preset: shows the server's messages, then POSTs the mapping and closes", async () => {
    const created = preset({ id: 'pr-2', store_id: 'spotify', name: 'Spotify daily', mapping: { date: 'Day', upc: 'UPC', streams: 'Streams' } });
    const fetchMock = serveFetch({
      [`GET ${PRESETS}`]: [jsonResponse(200, { data: [] }), jsonResponse(200, { data: [created] })],
      [`POST ${PRESETS}`]: [
        jsonResponse(422, { message: STATS_MESSAGES.mappingInvalid, code: 'validation_failed', errors: { mapping: [STATS_MESSAGES.mappingInvalid] } }),
        jsonResponse(422, { message: STATS_MESSAGES.presetNameTaken, code: 'validation_failed', errors: { name: [STATS_MESSAGES.presetNameTaken] } }),
        jsonResponse(201, created),
      ],
    });
    renderAdminAt('/admin/stats/presets', { dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('stats-preset-new'));
    const form = await screen.findByTestId('stats-preset-form');
    fireEvent.change(within(form).getByTestId('stats-preset-store'), { target: { value: 'spotify' } });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Spotify daily' } });
    fireEvent.change(within(form).getByLabelText('Column for date'), { target: { value: 'Day' } });
    fireEvent.change(within(form).getByLabelText('Column for streams'), { target: { value: 'Streams' } });
    fireEvent.submit(form);
    expect((await within(form).findByTestId('stats-preset-error')).textContent).toBe(STATS_MESSAGES.mappingInvalid);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', PRESETS)[0].body))).toEqual({ store_id: 'spotify', name: 'Spotify daily', mapping: { date: 'Day', streams: 'Streams' } });

    fireEvent.change(within(form).getByLabelText('Column for upc'), { target: { value: 'UPC' } });
    fireEvent.submit(form);
    // A name already taken shows under the name.
    expect(await within(form).findByText(STATS_MESSAGES.presetNameTaken)).toBeTruthy();
    expect(within(form).queryByTestId('stats-preset-error')).toBeNull();

    fireEvent.submit(form);
    expect(await screen.findByText('Preset saved.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', PRESETS)[2].body))).toEqual({ store_id: 'spotify', name: 'Spotify daily', mapping: { date: 'Day', streams: 'Streams', upc: 'UPC' } });
    await waitFor(() => expect(screen.queryByTestId('stats-preset-form')).toBeNull());
    expect(await screen.findByTestId('stats-preset-row-pr-2')).toBeTruthy();

    // The next preset starts without the refusal of an earlier attempt.
    fireEvent.click(screen.getByTestId('stats-preset-new'));
    expect(within(await screen.findByTestId('stats-preset-form')).queryByTestId('stats-preset-error')).toBeNull();
  }, 30_000);

  it('deletes a preset after its confirmation', async () => {
    const fetchMock = serveFetch({
      [`GET ${PRESETS}`]: [jsonResponse(200, { data: [preset(), preset({ id: 'pr-2', name: 'Other' })] }), jsonResponse(200, { data: [preset({ id: 'pr-2', name: 'Other' })] })],
      [`DELETE ${PRESETS}/pr-1`]: jsonResponse(204),
    });
    renderAdminAt('/admin/stats/presets', { dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('stats-preset-delete-pr-1'));
    const dialog = await screen.findByTestId('stats-preset-delete-dialog');
    expect(dialog.textContent).toContain('Delete the preset Deezer daily? Imports made with it keep their figures.');
    expect(callsTo(fetchMock, 'DELETE', `${PRESETS}/pr-1`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('stats-preset-delete-confirm'));
    expect(await screen.findByText('Preset deleted.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `${PRESETS}/pr-1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('stats-preset-row-pr-1')).toBeNull());
    expect(screen.getByTestId('stats-preset-row-pr-2')).toBeTruthy();
  }, 20_000);
});
