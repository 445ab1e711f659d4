import { ROYALTY_MESSAGES, ROYALTY_UNMATCHED_REASON_TEXTS } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const summary = (over: Record<string, unknown> = {}) => ({
  id: 'i-1',
  store_id: 'spotify',
  store_name: 'Spotify',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  file_name: 'spotify-2026-10.csv',
  fx_rate: null,
  status: 'imported',
  lines: 5,
  matched: 3,
  unmatched: 1,
  bad: 1,
  revenue_cents: 1500,
  matched_cents: 1200,
  unmatched_cents: 300,
  created_at: '2026-11-20T10:00:00.000Z',
  posted_at: null,
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  ...summary(),
  checksum: 'abc',
  bad_lines: [{ line: 4, reason: 'The revenue is not a number.' }],
  by_store: [{ key: 'Spotify', lines: 4, units: 40, revenue_cents: 1500 }],
  by_territory: [
    { key: 'FR', lines: 3, units: 30, revenue_cents: 1000 },
    { key: '', lines: 1, units: 10, revenue_cents: 500 },
  ],
  credited_cents: 0,
  held_cents: 0,
  ...over,
});

const unmatchedLine = (over: Record<string, unknown> = {}) => ({
  id: 'l-9',
  line: 6,
  territory: 'DE',
  isrc: 'GBXXX2600009',
  upc: null,
  units: 10,
  revenue_cents: 300,
  reason: 'unknown_isrc',
  reason_text: ROYALTY_UNMATCHED_REASON_TEXTS.unknown_isrc,
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

/** The calls made to "METHOD /path", with their full URL, headers and raw body. */
const callsTo = (mock: FetchMock, method: string, path: string) =>
  mock.mock.calls
    .filter(([url, init = {}]) => (init.method ?? 'GET') === method && url.split('?')[0] === path)
    .map(([url, init = {}]) => ({ url, headers: new Headers(init.headers as HeadersInit | undefined), body: init.body }));

const IMPORTS = '/api/admin/royalties/imports';
const PRESETS = '/api/admin/royalties/presets';

const renderImports = () => renderAdminAt('/admin/royalties/imports', { dataProvider: createDataProvider() });

describe('royalty imports list', () => {
  it('shows each import from GET /admin/royalties/imports: date, store, period, file, lines, revenue, status', async () => {
    const fetchMock = serveFetch({ [`GET ${IMPORTS}`]: jsonResponse(200, page([summary(), summary({ id: 'i-2', store_name: 'Deezer', status: 'posted', file_name: 'deezer.csv', revenue_cents: 250, unmatched: 0, bad: 0, lines: 2 })])) });
    renderImports();
    const row = await screen.findByTestId('royalty-import-row-i-1');
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1, 7)).toEqual(['Spotify', '2026-10-01 – 2026-10-31', 'spotify-2026-10.csv', '5 (1 unmatched, 1 bad)', 'EUR 15.00', 'imported']);
    expect(cells[0]).toContain('11/20/2026');
    expect(within(screen.getByTestId('royalty-import-row-i-2')).getByText('posted')).toBeTruthy();
    expect(within(screen.getByTestId('royalty-import-row-i-2')).getByText('2 (0 unmatched, 0 bad)')).toBeTruthy();
    const [list] = callsTo(fetchMock, 'GET', IMPORTS);
    expect(new URL(list.url, 'http://x').searchParams.toString()).toBe('page=1&per_page=20&sort=created_at&dir=desc');
  });

  it('says so when no report was imported yet', async () => {
    serveFetch({ [`GET ${IMPORTS}`]: jsonResponse(200, page([])) });
    renderImports();
    expect((await screen.findByTestId('royalty-imports-empty')).textContent).toBe('No reports imported yet.');
  });

  it('deletes an unposted import after its confirmation; a posted import offers no delete', async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: [jsonResponse(200, page([summary(), summary({ id: 'i-2', status: 'posted' })])), jsonResponse(200, page([summary({ id: 'i-2', status: 'posted' })]))],
      [`DELETE ${IMPORTS}/i-1`]: jsonResponse(204),
    });
    renderImports();
    await screen.findByTestId('royalty-import-row-i-1');
    expect(screen.queryByTestId('royalty-import-delete-i-2')).toBeNull();

    fireEvent.click(screen.getByTestId('royalty-import-delete-i-1'));
    const dialog = await screen.findByTestId('royalty-import-delete-dialog');
    expect(dialog.textContent).toContain('Delete import');
    expect(dialog.textContent).toContain('Delete the import of spotify-2026-10.csv? Its lines go with it.');
    expect(callsTo(fetchMock, 'DELETE', `${IMPORTS}/i-1`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('royalty-import-delete-confirm'));
    expect(await screen.findByText('Import deleted.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `${IMPORTS}/i-1`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('royalty-import-row-i-1')).toBeNull());
    // Opening the dialog did not open the row's panel.
    expect(callsTo(fetchMock, 'GET', `${IMPORTS}/i-1`)).toHaveLength(0);
  });
});

describe('import dialog', () => {
  const fillForm = (file?: File) => {
    if (file) fireEvent.change(screen.getByTestId('royalty-import-file'), { target: { files: [file] } });
    fireEvent.change(screen.getByTestId('royalty-import-store'), { target: { value: 'deezer' } });
    fireEvent.change(screen.getByTestId('royalty-import-start'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('royalty-import-end'), { target: { value: '2026-10-31' } });
  };

  it('sends the report as multipart with store, period and the chosen preset, and says what was imported', async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([])),
      [`GET ${PRESETS}`]: jsonResponse(200, { data: [{ id: 'pr-1', store_id: 'deezer', name: 'Monthly', mapping: { isrc: 'ISRC', revenue: 'Net' }, created_at: '2026-11-01T10:00:00.000Z' }] }),
      [`POST ${IMPORTS}`]: jsonResponse(201, detail({ lines: 3, matched: 2, unmatched: 1, bad: 0 })),
    });
    renderImports();
    fireEvent.click(await screen.findByTestId('royalty-import-open'));
    const form = await screen.findByTestId('royalty-import-form');
    const file = new File(['isrc;net\n'], 'deezer-2026-10.csv', { type: 'text/csv' });
    fillForm(file);
    fireEvent.change(screen.getByTestId('royalty-import-rate'), { target: { value: '0.9273' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'deezer: Monthly' }));
    fireEvent.click(screen.getByTestId('royalty-import-submit'));

    expect(await screen.findByText('Imported 3 lines: 2 matched, 1 unmatched, 0 bad.')).toBeTruthy();
    const [upload] = callsTo(fetchMock, 'POST', IMPORTS);
    expect(upload.body).toBeInstanceOf(FormData);
    const body = upload.body as FormData;
    expect([...body.keys()].sort()).toEqual(['file', 'fx_rate', 'period_end', 'period_start', 'preset_id', 'store_id']);
    expect({ store_id: body.get('store_id'), period_start: body.get('period_start'), period_end: body.get('period_end'), preset_id: body.get('preset_id'), fx_rate: body.get('fx_rate') }).toEqual({
      store_id: 'deezer',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      preset_id: 'pr-1',
      fx_rate: '0.9273',
    });
    expect((body.get('file') as File).name).toBe('deezer-2026-10.csv');
    // The browser writes the multipart boundary itself: no JSON content type may be forced on the upload.
    expect(upload.headers.get('Content-Type')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('royalty-import-form')).toBeNull());

    // Opened again, the dialog's file input is empty: the file sent before must not go again unseen.
    fireEvent.click(screen.getByTestId('royalty-import-open'));
    await screen.findByTestId('royalty-import-form');
    fillForm();
    fireEvent.click(screen.getByTestId('royalty-import-submit'));
    expect((await screen.findByTestId('royalty-import-error')).textContent).toBe(ROYALTY_MESSAGES.fileRequired);
    expect(callsTo(fetchMock, 'POST', IMPORTS)).toHaveLength(1);
  }, 20_000);

  it("asks for the file, leaves out an unchosen preset and rate, shows the server's 422 field message, then the 409 naming the earlier import", async () => {
    const columnMissing = ROYALTY_MESSAGES.columnMissing.replace('{column}', 'revenue');
    const duplicate = `${ROYALTY_MESSAGES.duplicateFile} (import 0b5f7d2e-1c3a-4f00-9d0e-2a1b3c4d5e6f, 2026-11-01T09:00:00.000Z)`;
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([])),
      [`GET ${PRESETS}`]: jsonResponse(200, { data: [] }),
      [`POST ${IMPORTS}`]: [
        jsonResponse(422, { message: columnMissing, code: 'validation_failed', errors: { file: [columnMissing] } }),
        jsonResponse(409, { import_id: '0b5f7d2e-1c3a-4f00-9d0e-2a1b3c4d5e6f', message: duplicate, code: 'duplicate_report' }),
      ],
    });
    renderImports();
    fireEvent.click(await screen.findByTestId('royalty-import-open'));
    await screen.findByTestId('royalty-import-form');
    fillForm();
    fireEvent.click(screen.getByTestId('royalty-import-submit'));
    expect((await screen.findByTestId('royalty-import-error')).textContent).toBe(ROYALTY_MESSAGES.fileRequired);
    expect(callsTo(fetchMock, 'POST', IMPORTS)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('royalty-import-file'), { target: { files: [new File(['a;b\n'], 'odd.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByTestId('royalty-import-submit'));
    await waitFor(() => expect(screen.getByTestId('royalty-import-error').textContent).toBe(columnMissing));
    const [first] = callsTo(fetchMock, 'POST', IMPORTS);
    expect([...(first.body as FormData).keys()].sort()).toEqual(['file', 'period_end', 'period_start', 'store_id']);

    fireEvent.click(screen.getByTestId('royalty-import-submit'));
    await waitFor(() => expect(screen.getByTestId('royalty-import-error').textContent).toBe(duplicate));
    expect(screen.getByTestId('royalty-import-error').textContent).toContain('0b5f7d2e-1c3a-4f00-9d0e-2a1b3c4d5e6f');
    // The dialog stays open on a refusal.
    expect(screen.getByTestId('royalty-import-form')).toBeTruthy();
  }, 20_000);
});

describe('import detail panel', () => {
  it('shows counts, totals, bad and unmatched lines; matches by ISRC and by UPC; posts and shows what was credited and held', async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary()])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(200, detail()),
      [`GET ${IMPORTS}/i-1/unmatched`]: [
        jsonResponse(200, page([unmatchedLine(), unmatchedLine({ id: 'l-10', line: 7, isrc: null, upc: null, reason: 'no_identifier', reason_text: ROYALTY_UNMATCHED_REASON_TEXTS.no_identifier, revenue_cents: 50 })])),
        jsonResponse(200, page([unmatchedLine({ id: 'l-10', line: 7, isrc: null, upc: null, reason: 'no_identifier', reason_text: ROYALTY_UNMATCHED_REASON_TEXTS.no_identifier, revenue_cents: 50 })])),
        jsonResponse(200, page([])),
      ],
      [`POST ${IMPORTS}/i-1/lines/l-9/match`]: jsonResponse(200, detail({ matched: 4, unmatched: 1, matched_cents: 1500, unmatched_cents: 0 })),
      [`POST ${IMPORTS}/i-1/lines/l-10/match`]: jsonResponse(200, detail({ matched: 5, unmatched: 0, matched_cents: 1550, unmatched_cents: 0 })),
      [`POST ${IMPORTS}/i-1/post`]: jsonResponse(200, detail({ status: 'posted', matched: 5, unmatched: 0, matched_cents: 1550, unmatched_cents: 0, credited_cents: 1200, held_cents: 350, posted_at: '2026-11-21T10:00:00.000Z' })),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('royalty-import-row-i-1')).getByText('spotify-2026-10.csv'));
    const panel = await screen.findByTestId('royalty-import-panel');
    await within(panel).findByText('Spotify · 2026-10-01 – 2026-10-31');
    expect(within(panel).getByTestId('royalty-import-counts').textContent).toBe('5 lines · 3 matched (EUR 12.00) · 1 unmatched (EUR 3.00) · 1 bad');
    expect(within(panel).getByTestId('royalty-import-status').textContent).toBe('imported');
    const rows = (testId: string) => within(within(panel).getByTestId(testId)).getAllByRole('row').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows('royalty-by-store')).toEqual([['Spotify', '4 lines', 'EUR 15.00']]);
    expect(rows('royalty-by-territory')).toEqual([
      ['FR', '3 lines', 'EUR 10.00'],
      ['—', '1 lines', 'EUR 5.00'],
    ]);
    expect(within(panel).getAllByTestId('royalty-bad-line').map((b) => b.textContent)).toEqual(['Line 4: The revenue is not a number.']);
    const unmatched = await within(panel).findByTestId('royalty-unmatched');
    expect(rows('royalty-unmatched').slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['6', 'GB-XXX-26-00009', ROYALTY_UNMATCHED_REASON_TEXTS.unknown_isrc, 'EUR 3.00'],
      ['7', '—', ROYALTY_UNMATCHED_REASON_TEXTS.no_identifier, 'EUR 0.50'],
    ]);
    expect(callsTo(fetchMock, 'GET', `${IMPORTS}/i-1/unmatched`)[0].url).toBe(`${IMPORTS}/i-1/unmatched?page=1&per_page=20`);

    // An ISRC, then a 13-digit UPC.
    fireEvent.change(within(unmatched).getByTestId('match-code-l-9'), { target: { value: ' GBABC2600001 ' } });
    fireEvent.click(within(unmatched).getByTestId('match-l-9'));
    await waitFor(() => expect(within(panel).getByTestId('royalty-import-counts').textContent).toBe('5 lines · 4 matched (EUR 15.00) · 1 unmatched (EUR 0.00) · 1 bad'));
    expect(callsTo(fetchMock, 'POST', `${IMPORTS}/i-1/lines/l-9/match`).map((c) => JSON.parse(String(c.body)))).toEqual([{ isrc: 'GBABC2600001' }]);
    await waitFor(() => expect(within(panel).queryByTestId('match-l-9')).toBeNull());

    fireEvent.change(within(panel).getByTestId('match-code-l-10'), { target: { value: '0123456789012' } });
    fireEvent.click(within(panel).getByTestId('match-l-10'));
    await waitFor(() => expect(within(panel).queryByTestId('royalty-unmatched')).toBeNull());
    expect(callsTo(fetchMock, 'POST', `${IMPORTS}/i-1/lines/l-10/match`).map((c) => JSON.parse(String(c.body)))).toEqual([{ upc: '0123456789012' }]);

    // Posting asks first, naming the amount; Cancel sends nothing.
    fireEvent.click(within(panel).getByTestId('royalty-import-post'));
    expect((await screen.findByTestId('royalty-post-question')).textContent).toBe("Credit EUR 15.50 of matched revenue to the artists' wallets? Posting cannot be undone.");
    fireEvent.click(screen.getByTestId('royalty-post-cancel'));
    await waitFor(() => expect(screen.queryByTestId('royalty-post-question')).toBeNull());
    expect(callsTo(fetchMock, 'POST', `${IMPORTS}/i-1/post`)).toHaveLength(0);
    fireEvent.click(within(panel).getByTestId('royalty-import-post'));
    fireEvent.click(await screen.findByTestId('royalty-post-confirm'));
    expect(await screen.findByText('Posted: EUR 12.00 credited, EUR 3.50 held for invited collaborators.')).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', `${IMPORTS}/i-1/post`);
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toBeUndefined();
    expect(posts[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(panel).getByTestId('royalty-import-credited').textContent).toBe('Credited EUR 12.00; held EUR 3.50');
    expect(within(panel).getByTestId('royalty-import-status').textContent).toBe('posted');
    expect(within(panel).queryByTestId('royalty-import-post')).toBeNull();
  }, 30_000);

  it("a refused match shows the server's message and keeps the line", async () => {
    const fetchMock = serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary()])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(200, detail()),
      [`GET ${IMPORTS}/i-1/unmatched`]: jsonResponse(200, page([unmatchedLine()])),
      [`POST ${IMPORTS}/i-1/lines/l-9/match`]: jsonResponse(422, { message: ROYALTY_MESSAGES.matchUnknown, code: 'validation_failed', errors: { isrc: [ROYALTY_MESSAGES.matchUnknown] } }),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('royalty-import-row-i-1')).getByText('Spotify'));
    const panel = await screen.findByTestId('royalty-import-panel');
    fireEvent.change(await within(panel).findByTestId('match-code-l-9'), { target: { value: 'ZZZ' } });
    fireEvent.click(within(panel).getByTestId('match-l-9'));
    expect(await screen.findByText(ROYALTY_MESSAGES.matchUnknown)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${IMPORTS}/i-1/lines/l-9/match`).map((c) => JSON.parse(String(c.body)))).toEqual([{ isrc: 'ZZZ' }]);
    expect(within(panel).getByTestId('match-l-9')).toBeTruthy();
  }, 20_000);

  it('a posted import shows what was credited and held, without Post or Match', async () => {
    serveFetch({
      [`GET ${IMPORTS}`]: jsonResponse(200, page([summary({ status: 'posted' })])),
      [`GET ${IMPORTS}/i-1`]: jsonResponse(200, detail({ status: 'posted', credited_cents: 900, held_cents: 300 })),
      [`GET ${IMPORTS}/i-1/unmatched`]: jsonResponse(200, page([unmatchedLine()])),
    });
    renderImports();
    fireEvent.click(within(await screen.findByTestId('royalty-import-row-i-1')).getByText('Spotify'));
    const panel = await screen.findByTestId('royalty-import-panel');
    expect((await within(panel).findByTestId('royalty-import-credited')).textContent).toBe('Credited EUR 9.00; held EUR 3.00');
    await within(panel).findByTestId('royalty-unmatched');
    expect(within(panel).queryByTestId('royalty-import-post')).toBeNull();
    expect(within(panel).queryByTestId('match-l-9')).toBeNull();
  }, 20_000);
});

describe('report presets', () => {
  it('lists the presets with their columns', async () => {
    const fetchMock = serveFetch({
      [`GET ${PRESETS}`]: jsonResponse(200, { data: [{ id: 'pr-1', store_id: 'deezer', name: 'Monthly', mapping: { isrc: 'ISRC', revenue: 'Net' }, created_at: '2026-11-01T10:00:00.000Z' }] }),
    });
    renderAdminAt('/admin/royalties/presets', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('royalty-preset-row-pr-1');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['deezer', 'Monthly', 'isrc: ISRC, revenue: Net']);
    expect(callsTo(fetchMock, 'GET', PRESETS)).toHaveLength(1);
  });

  it('says so when there is none', async () => {
    serveFetch({ [`GET ${PRESETS}`]: jsonResponse(200, { data: [] }) });
    renderAdminAt('/admin/royalties/presets', { dataProvider: createDataProvider() });
    expect((await screen.findByTestId('royalty-presets-empty')).textContent).toBe("No presets yet: Soundpost's own layout needs none.");
  });

  it("creates a preset: shows the server's validation message, then POSTs the mapping and closes", async () => {
    const created = { id: 'pr-2', store_id: 'believe', name: 'Believe monthly', mapping: { isrc: 'ISRC', revenue: 'Net Revenue' }, created_at: '2026-11-27T10:00:00.000Z' };
    const fetchMock = serveFetch({
      [`GET ${PRESETS}`]: [jsonResponse(200, { data: [] }), jsonResponse(200, { data: [created] })],
      [`POST ${PRESETS}`]: [
        jsonResponse(422, { message: ROYALTY_MESSAGES.mappingInvalid, code: 'validation_failed', errors: { mapping: [ROYALTY_MESSAGES.mappingInvalid] } }),
        jsonResponse(201, created),
      ],
    });
    renderAdminAt('/admin/royalties/presets', { dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('royalty-preset-new'));
    const form = await screen.findByTestId('royalty-preset-form');
    fireEvent.change(within(form).getByLabelText(/^Store id/), { target: { value: 'believe' } });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Believe monthly' } });
    fireEvent.change(within(form).getByLabelText('Column for revenue'), { target: { value: 'Net Revenue' } });
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(ROYALTY_MESSAGES.mappingInvalid);
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', PRESETS)[0].body))).toEqual({ store_id: 'believe', name: 'Believe monthly', mapping: { revenue: 'Net Revenue' } });

    fireEvent.change(within(form).getByLabelText('Column for isrc'), { target: { value: 'ISRC' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Preset saved.')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', PRESETS)[1].body))).toEqual({ store_id: 'believe', name: 'Believe monthly', mapping: { revenue: 'Net Revenue', isrc: 'ISRC' } });
    await waitFor(() => expect(screen.queryByTestId('royalty-preset-form')).toBeNull());
    expect(await screen.findByTestId('royalty-preset-row-pr-2')).toBeTruthy();

    // The next preset starts without the refusal of an earlier attempt.
    fireEvent.click(screen.getByTestId('royalty-preset-new'));
    expect(within(await screen.findByTestId('royalty-preset-form')).queryByRole('alert')).toBeNull();
  }, 20_000);
});
