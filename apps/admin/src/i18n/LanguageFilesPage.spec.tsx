import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminAt } from '../test/render-admin';
import { checkJsonText, lineAndColumn } from './json-text';

const INVALID_JSON = 'Invalid JSON syntax. Fix and try again.';
const BASE = '/api/admin/i18n';

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status: number; body?: unknown };

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const FILES = [
  { lang: 'en', size: 2048, updated_at: '2024-05-01T10:00:00Z', published_at: null, shipped: true, unpublished_changes: false },
  { lang: 'fr', size: 1536, updated_at: '2024-05-02T10:00:00Z', published_at: '2024-05-02T11:00:00Z', shipped: true, unpublished_changes: true },
];
const PAYLOADS: Record<string, Record<string, unknown>> = {
  en: { nav: { upload: 'Upload', sell: 'Sell' } },
  fr: { nav: { upload: 'Publier', sell: 'Vendre' } },
};
const BACKUPS: Record<string, unknown[]> = {
  en: [],
  fr: [{ file: 'fr/3', size: 1500, updated_at: '2024-05-02T09:00:00Z', reason: 'save', created_by: 'u-1' }],
};

/** A response as fetchJson reads it; an error without a body and without a status text carries no message at all. */
const response = ({ status, body }: Answer): Response =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 200 && status < 300 ? 'OK' : '',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

/**
 * A fake of the editor's API keeping state between calls; `overrides` answer a `METHOD path`
 * (relative to /api/admin/i18n) instead, e.g. to fail it.
 */
const fakeServer = (overrides: Record<string, Answer> = {}) => {
  const state = { files: clone(FILES), payloads: clone(PAYLOADS), backups: clone(BACKUPS) };
  const calls: Call[] = [];
  const answer = (method: string, path: string, body: unknown): Answer => {
    const route = `${method} ${path}`;
    if (overrides[route]) return overrides[route];
    if (route === 'GET /files') return { status: 200, body: { files: state.files } };
    if (method === 'GET' && path.startsWith('/backups/')) return { status: 200, body: { backups: state.backups[path.slice(9)] ?? [] } };
    if (method === 'GET') {
      const payload = state.payloads[decodeURIComponent(path.slice(1))];
      return payload ? { status: 200, body: { lang: path.slice(1), payload } } : { status: 404, body: { message: 'Language file not found.' } };
    }
    const data = body as Record<string, unknown>;
    if (route === 'POST /save') {
      state.payloads[String(data['lang'])] = data['payload'] as Record<string, unknown>;
      return { status: 200, body: { lang: data['lang'], message: 'Saved successfully' } };
    }
    if (route === 'POST /publish') return { status: 200, body: { lang: data['lang'], url: `/api/i18n/${String(data['lang'])}`, message: 'Published successfully' } };
    if (route === 'POST /restore') return { status: 200, body: { lang: 'fr', message: 'Restored successfully' } };
    if (route === 'POST /upload') return { status: 200, body: { lang: 'en', message: 'Uploaded successfully' } };
    if (route === 'POST /files') {
      const lang = String(data['lang']);
      state.files.push({ lang, size: 2048, updated_at: '2024-05-03T10:00:00Z', published_at: null, shipped: false, unpublished_changes: true });
      state.payloads[lang] = clone(PAYLOADS['en']);
      state.backups[lang] = [];
      return { status: 201, body: { lang, message: 'Language file created' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };
  global.fetch = jest.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url, body, headers: new Headers(init.headers) });
    return response(url.startsWith(BASE) ? answer(method, url.slice(BASE.length), body) : { status: 404 });
  }) as unknown as typeof fetch;
  return { state, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === `${BASE}${path}`) };
};

const editor = () => screen.findByTestId('i18n-editor') as Promise<HTMLTextAreaElement>;
const setText = (area: HTMLTextAreaElement, value: string) => fireEvent.change(area, { target: { value } });

const open = async (overrides: Record<string, Answer> = {}) => {
  const server = fakeServer(overrides);
  renderAdminAt('/admin/i18n');
  await screen.findByTestId('i18n-page');
  return server;
};

beforeEach(() => localStorage.setItem('admin_token', 'tok-admin'));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('json-text', () => {
  it('checks the syntax and that the file is one object, telling the line of a mistake', () => {
    expect(checkJsonText('{ "a": "b" }')).toEqual({ ok: true, value: { a: 'b' } });
    const broken = checkJsonText('{\n  "a": "b",\n}');
    expect(broken).toMatchObject({ ok: false, message: INVALID_JSON, line: 3 });
    expect(checkJsonText('["a"]')).toMatchObject({ ok: false, message: INVALID_JSON });
    expect(checkJsonText('')).toMatchObject({ ok: false, message: INVALID_JSON });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('<LanguageFilesPage> at /admin/i18n', () => {
  it('lists the files and opens English by default, with line numbers and the bearer token', async () => {
    const server = await open();
    const files = await screen.findByTestId('i18n-files');
    expect(within(files).getByTestId('i18n-file-en').textContent).toContain('2.0 KB');
    expect(within(files).getByTestId('i18n-file-fr').textContent).toContain('unpublished');
    expect(within(files).getByTestId('i18n-file-fr').textContent).toContain('published May 2, 2024, 11:00 AM');

    const area = await editor();
    expect(JSON.parse(area.value)).toEqual(PAYLOADS['en']);
    expect(screen.getByTestId('i18n-editor-gutter').textContent).toBe('123456');
    expect(screen.getByTestId('i18n-syntax').textContent).toBe('Valid JSON');
    expect(await screen.findByTestId('i18n-backups-empty')).toBeTruthy();
    expect(server.callsTo('GET', '/en')[0].headers.get('Authorization')).toBe('Bearer tok-admin');
    expect(server.callsTo('GET', '/backups/en')).toHaveLength(1);
  });

  it('checks the syntax as you type and refuses to save invalid JSON', async () => {
    const server = await open();
    const area = await editor();
    setText(area, '{\n  "nav": {\n    "upload": "Upload",\n  }\n}');
    const status = screen.getByTestId('i18n-syntax');
    expect(status.textContent).toContain(INVALID_JSON);
    expect(status.textContent).toContain('line 4');
    expect(screen.getByTestId('i18n-editor-gutter').querySelector('[data-error-line="true"]')?.textContent).toBe('4');
    expect(screen.getByTestId('i18n-dirty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('i18n-save'));
    expect((await screen.findByTestId('i18n-outcome')).textContent).toBe(INVALID_JSON);
    expect(server.callsTo('POST', '/save')).toHaveLength(0);
  });

  it('saves the JSON, reloads the file and its backups, and publishes showing the url', async () => {
    const server = await open();
    const area = await editor();
    setText(area, JSON.stringify({ nav: { upload: 'Upload music', sell: 'Sell' } }));
    expect((screen.getByTestId('i18n-publish') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('i18n-save'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Saved successfully'));
    expect(server.callsTo('POST', '/save')[0].body).toEqual({ lang: 'en', payload: { nav: { upload: 'Upload music', sell: 'Sell' } } });
    await waitFor(() => expect(server.callsTo('GET', '/en')).toHaveLength(2));
    expect(server.callsTo('GET', '/backups/en').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByTestId('i18n-dirty')).toBeNull());

    await waitFor(() => expect((screen.getByTestId('i18n-publish') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('i18n-publish'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Published successfully. Clients now load /api/i18n/en'));
    expect(screen.getByTestId('i18n-published-url').getAttribute('href')).toBe('/api/i18n/en');
    expect(server.callsTo('POST', '/publish')[0].body).toEqual({ lang: 'en' });
  });

  it('opens another language with its backups and restores one', async () => {
    const server = await open();
    await editor();
    fireEvent.click(await screen.findByTestId('i18n-file-fr'));
    await waitFor(async () => expect(JSON.parse((await editor()).value)).toEqual(PAYLOADS['fr']));
    const row = await screen.findByTestId('i18n-backup-fr/3');
    expect(row.textContent).toContain('May 2, 2024, 09:00 AM');
    expect(row.textContent).toContain('a save');

    fireEvent.click(screen.getByTestId('i18n-restore-fr/3'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Restored successfully'));
    expect(server.callsTo('POST', '/restore')[0].body).toEqual({ file: 'fr/3' });
    await waitFor(() => expect(server.callsTo('GET', '/fr')).toHaveLength(2));
  });

  it('asks before dropping unsaved changes when switching language', async () => {
    await open();
    setText(await editor(), '{"changed": "yes"}');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByTestId('i18n-file-fr'));
    expect(confirm).toHaveBeenCalledWith('Discard your unsaved changes?');
    expect(screen.getByTestId('i18n-editor-title').textContent).toContain('Language file: en');
  });

  it('uploads a .json file into the selected language and refuses other files', async () => {
    const server = await open();
    await editor();
    const input = screen.getByTestId('i18n-upload-input');
    const notJson = new File(['a,b'], 'en.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [notJson] } });
    });
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Only .json files can be uploaded.'));
    expect(server.callsTo('POST', '/upload')).toHaveLength(0);

    const file = new File(['{"nav": {"upload": "Up"}}'], 'en.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Uploaded successfully'));
    const form = server.callsTo('POST', '/upload')[0].body as FormData;
    expect(form.get('lang')).toBe('en');
    expect((form.get('file') as File).name).toBe('en.json');
  });

  it('creates a new language with the code rule, lower-cased, and opens it', async () => {
    const server = await open();
    await editor();
    const code = screen.getByTestId('i18n-new-code');
    fireEvent.change(code, { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('i18n-create'));
    expect(await screen.findByText("Use a simple code like 'en', 'fr', 'es', 'pt_BR'.")).toBeTruthy();
    expect(server.callsTo('POST', '/files')).toHaveLength(0);

    fireEvent.change(code, { target: { value: 'pt_BR' } });
    fireEvent.click(screen.getByTestId('i18n-create'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Language file created'));
    expect(server.callsTo('POST', '/files')[0].body).toEqual({ lang: 'pt_br' });
    expect(await screen.findByTestId('i18n-file-pt_br')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('i18n-editor-title').textContent).toContain('Language file: pt_br'));
    expect(await screen.findByText('Texts you do not translate are shown in English.')).toBeTruthy();
  });

  it.each([
    ['GET /files', 'i18n-files-error', 'Failed to load files'],
    ['GET /en', 'i18n-file-error', 'Failed to load language file'],
    ['GET /backups/en', 'i18n-backups-error', 'Failed to load backups'],
  ])('shows the fallback when %s fails without a message', async (route, testId, text) => {
    await open({ [route]: { status: 500 } });
    expect((await screen.findByTestId(testId)).textContent).toBe(text);
  });

  it("shows the server's message when a load fails with one", async () => {
    await open({ 'GET /files': { status: 403, body: { message: 'Forbidden.' } } });
    expect((await screen.findByTestId('i18n-files-error')).textContent).toBe('Forbidden.');
  });

  it('shows the action fallbacks, and the server message when there is one', async () => {
    const server = await open({
      'POST /save': { status: 500 },
      'POST /publish': { status: 500 },
      'POST /restore': { status: 500 },
      'POST /upload': { status: 422, body: { message: INVALID_JSON, errors: { file: [INVALID_JSON] } } },
      'POST /files': { status: 500 },
    });
    await editor();
    fireEvent.click(screen.getByTestId('i18n-save'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Failed to save'));
    fireEvent.click(screen.getByTestId('i18n-publish'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Failed to publish'));
    await act(async () => {
      fireEvent.change(screen.getByTestId('i18n-upload-input'), { target: { files: [new File(['{'], 'en.json')] } });
    });
    expect((await screen.findByTestId('i18n-outcome')).textContent).toBe(INVALID_JSON);
    fireEvent.change(screen.getByTestId('i18n-new-code'), { target: { value: 'de' } });
    fireEvent.click(screen.getByTestId('i18n-create'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Failed to create language file'));

    fireEvent.click(await screen.findByTestId('i18n-file-fr'));
    fireEvent.click(await screen.findByTestId('i18n-restore-fr/3'));
    await waitFor(() => expect(screen.getByTestId('i18n-outcome').textContent).toBe('Failed to restore backup'));
    expect(server.callsTo('POST', '/restore')).toHaveLength(1);
  });
});
