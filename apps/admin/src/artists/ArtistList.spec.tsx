import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { downloadText } from '../common/download';
import { renderAdminAt } from '../test/render-admin';
import { searchCountsAroundDelay } from '../test/search-debounce';

jest.mock('../common/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.MockedFunction<typeof downloadText>;

const artists = [
  {
    id: 1,
    name: 'Ana Lima',
    artist_name: 'Ana & The Band',
    email: 'ana@soundpost.test',
    document_status: 'approved',
    email_verified: 1,
    is_verified: 1,
    roles: ['artist'],
    created_at: '2024-01-02T10:00:00Z',
  },
  {
    id: 2,
    name: '=cmd|"/C calc"!A0',
    artist_name: null,
    email: 'bob@soundpost.test',
    document_status: 'pending',
    email_verified: 0,
    is_verified: 0,
    roles: ['artist'],
    created_at: '2024-01-03T10:00:00Z',
    password: 'never-exported',
  },
];

type GetList = jest.Mock<Promise<{ data: unknown[]; total: number }>, [string, Record<string, unknown>]>;

const setup = (overrides: Record<string, unknown> = {}, rows: unknown[] = artists) => {
  const getList: GetList = jest.fn(async (_resource: string, _params: Record<string, unknown>) => ({
    data: rows,
    total: rows.length,
  }));
  const utils = renderAdminAt('/admin/artistmanager', { dataProvider: { getList, ...overrides } as never });
  return { getList, ...utils };
};

const lastListCall = (getList: GetList) => getList.mock.calls[getList.mock.calls.length - 1][1];

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('<ArtistList>', () => {
  beforeEach(() => download.mockClear());

  it('says "No document" for an artist who has not uploaded one, and "Pending review" once there is one', async () => {
    setup({}, [
      { ...artists[1], id: 3, has_document: false },
      { ...artists[1], id: 4, has_document: true },
      { ...artists[0], id: 5, has_document: true },
    ]);
    expect((await screen.findByTestId('status-3')).textContent).toBe('No document');
    expect(screen.getByTestId('status-4').textContent).toBe('Pending review');
    expect(screen.getByTestId('status-5').textContent).toBe('Approved');
  });

  it('lists the artists with their actions, newest first, 20 per page', async () => {
    const { getList } = setup();

    const row = await screen.findByTestId('artist-row-1');
    expect(within(row).getByText('Ana Lima')).toBeTruthy();
    expect(within(row).getByText('Ana & The Band')).toBeTruthy();
    expect(within(row).getByTestId('edit-1').getAttribute('href')).toBe('/admin/artists/1/edit');
    expect(within(row).getByTestId('verify-1').getAttribute('href')).toBe('/admin/artists/1/verify');
    expect(within(row).getByTestId('verify-1').textContent).toBe('Verify Docs');
    expect(within(row).getByTestId('delete-1')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'artists',
      expect.objectContaining({
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      }),
    );
  });

  it("shows 'No artists found' when nothing matches", async () => {
    setup({}, []);
    expect((await screen.findByTestId('artists-empty')).textContent).toBe('No artists found');
    // The toolbar stays, so a first import is possible.
    expect(screen.getByTestId('artists-import-input')).toBeTruthy();
  });

  it("shows the server's message when the list fails", async () => {
    setup({
      getList: jest.fn(async () => {
        throw new HttpError('Your token has expired.', 500, {});
      }),
    });
    expect((await screen.findByTestId('artists-error')).textContent).toBe('Your token has expired.');
  });

  it('searches 350 ms after the last key stroke, not before', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');
    const searches = () => getList.mock.calls.filter(([, params]) => (params['filter'] as Record<string, unknown>)['q'] === 'ana').length;

    expect(await searchCountsAroundDelay(screen.getByTestId('artists-search'), 'ana', 350, searches)).toEqual({ justBefore: 0, atDelay: 1 });
    expect(lastListCall(getList)['filter']).toEqual({ q: 'ana' });
  });

  it('drops a search still waiting for its delay once the browser has left the list (it used to send staff back to it)', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');
    const searches = () => getList.mock.calls.filter(([, params]) => (params['filter'] as Record<string, unknown>)['q'] === 'ana').length;
    const before = window.location.pathname;
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByTestId('artists-search'), { target: { value: 'ana' } });
      await act(async () => undefined);
      // Staff follow a row's link before the delay is over: the browser is elsewhere when the search fires.
      window.history.pushState({}, '', '/admin/artists/1/verify');
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(searches()).toBe(0);

      // Back on the list's page, the next search goes through.
      window.history.pushState({}, '', before);
      fireEvent.change(screen.getByTestId('artists-search'), { target: { value: 'an' } });
      fireEvent.change(screen.getByTestId('artists-search'), { target: { value: 'ana' } });
      await act(async () => undefined);
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(searches()).toBe(1);
    } finally {
      jest.useRealTimers();
      window.history.pushState({}, '', before);
    }
  });

  it('filters by document status and by verified flag', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');

    await choose(/Document status/, 'Approved');
    await waitFor(() => expect(lastListCall(getList)['filter']).toEqual({ document_status: 'approved' }), {
      timeout: 2000,
    });

    await choose(/Verified/, 'Not verified');
    await waitFor(
      () => expect(lastListCall(getList)['filter']).toEqual({ document_status: 'approved', is_verified: '0' }),
      { timeout: 2000 },
    );
  });

  it('sorts by the name, email, document status, e-mail verified and verified columns', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');

    fireEvent.click(screen.getByRole('button', { name: /^Sort by name / }));
    await waitFor(() => expect(lastListCall(getList)['sort']).toEqual({ field: 'name', order: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by name / }));
    await waitFor(() => expect(lastListCall(getList)['sort']).toEqual({ field: 'name', order: 'DESC' }));

    for (const [label, field] of [
      [/^Sort by email verified /, 'email_verified'],
      [/^Sort by document status /, 'document_status'],
      [/^Sort by verified /, 'is_verified'],
      [/^Sort by email (ascending|descending)/, 'email'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(lastListCall(getList)['sort']).toMatchObject({ field }));
    }
    expect(screen.queryByRole('button', { name: /^Sort by actions/ })).toBeNull();
  });

  it('offers page sizes 20, 50, 100, 250 and 500', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['20', '50', '100', '250', '500']);

    fireEvent.click(screen.getByRole('option', { name: '250' }));
    await waitFor(() => expect(lastListCall(getList)['pagination']).toEqual({ page: 1, perPage: 250 }));
  });

  it('exports the current page as formula-safe CSV without any password column', async () => {
    setup();
    await screen.findByTestId('artist-row-1');

    fireEvent.click(screen.getByTestId('artists-export-page'));

    expect(download).toHaveBeenCalledTimes(1);
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toBe('artists-page-1.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,name,artist_name,email,document_status,email_verified,is_verified,roles,created_at');
    expect(lines[2]).toBe(`2,"'=cmd|""/C calc""!A0",,bob@soundpost.test,pending,0,0,artist,2024-01-03T10:00:00Z`);
    expect(csv).not.toMatch(/password/);
  });

  it('exports all filtered rows in pages of 1000 with the same filters and sort', async () => {
    const { getList } = setup();
    await screen.findByTestId('artist-row-1');
    fireEvent.change(screen.getByTestId('artists-search'), { target: { value: 'lima' } });
    await waitFor(() => expect(lastListCall(getList)['filter']).toEqual({ q: 'lima' }), { timeout: 2000 });

    fireEvent.click(screen.getByTestId('artists-export-all'));

    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledWith('artists', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'lima' },
    });
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toBe('artists-all.csv');
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv).not.toMatch(/password/);
  });

  it('downloads the CSV template', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('artists-template'));
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toBe('artists-template.csv');
    expect(csv.startsWith('name,email,password,email_verified,is_verified,document_status\r\n')).toBe(true);
  });

  it("deletes after a confirmation and says 'Artist deleted.'", async () => {
    const deleteOne = jest.fn(async () => ({ data: artists[0] }));
    setup({ delete: deleteOne });

    fireEvent.click(await screen.findByTestId('delete-1'));
    const dialog = await screen.findByTestId('artist-delete-dialog');
    expect(within(dialog).getByText('Delete Ana Lima? This cannot be undone.')).toBeTruthy();
    expect(deleteOne).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('delete-confirm'));

    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('artists', expect.objectContaining({ id: 1 })));
    expect(await screen.findByText('Artist deleted.')).toBeTruthy();
  });

  it("shows a manager's 403 when deleting", async () => {
    const deleteOne = jest.fn(async () => {
      throw new HttpError('Only administrators can delete artists.', 403, {});
    });
    setup({ delete: deleteOne });

    fireEvent.click(await screen.findByTestId('delete-2'));
    fireEvent.click(await screen.findByTestId('delete-confirm'));

    expect(await screen.findByText('Only administrators can delete artists.')).toBeTruthy();
  });
});

describe('artist CSV import', () => {
  const csvFile = (text: string, name = 'artists.csv') => new File([text], name, { type: 'text/csv' });

  const upload = (file: File) => fireEvent.change(screen.getByTestId('artists-import-input'), { target: { files: [file] } });

  it('uploads the file and shows created, skipped and at most 10 row errors with the rest counted', async () => {
    const errors = Array.from({ length: 10 }, (_, i) => ({ row: i + 3, message: `Row ${i + 3}: email already exists` }));
    const importArtists = jest.fn(async () => ({ created: 4, skipped: 12, errors, error_count: 12 }));
    const { getList } = setup({ importArtists });
    await screen.findByTestId('artist-row-1');
    const callsBefore = getList.mock.calls.length;

    const file = csvFile('name,email,password\nAna,ana@x.test,Secret-123\n');
    upload(file);

    const result = await screen.findByTestId('artists-import-result');
    await waitFor(() => expect(result.dataset['state']).toBe('done'));
    expect(importArtists).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('artists-import-created').textContent).toBe('Created: 4');
    expect(screen.getByTestId('artists-import-skipped').textContent).toBe('Skipped: 12');
    const items = within(screen.getByTestId('artists-import-errors')).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[0].textContent).toBe('Row 3: email already exists');
    expect(items[10].textContent).toBe('and 2 more');
    // The list reloads after an import.
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it("refuses an empty file with 'Empty CSV' without uploading it", async () => {
    const importArtists = jest.fn();
    setup({ importArtists });
    await screen.findByTestId('artist-row-1');

    upload(csvFile('  \n'));

    expect((await screen.findByTestId('artists-import-error')).textContent).toBe('Empty CSV');
    expect(importArtists).not.toHaveBeenCalled();
  });

  it("refuses a header without name, email and password with 'CSV must include: name,email,password'", async () => {
    const importArtists = jest.fn();
    setup({ importArtists });
    await screen.findByTestId('artist-row-1');

    upload(csvFile('name,email\nAna,ana@x.test\n'));

    expect((await screen.findByTestId('artists-import-error')).textContent).toBe('CSV must include: name,email,password');
    expect(importArtists).not.toHaveBeenCalled();
  });

  it("shows the server's answer when the import is refused", async () => {
    const importArtists = jest.fn(async () => {
      throw new HttpError('CSV must include: name,email,password', 422, {});
    });
    setup({ importArtists });
    await screen.findByTestId('artist-row-1');

    upload(csvFile('"name";"email";"password"\n'));

    expect((await screen.findByTestId('artists-import-error')).textContent).toBe('CSV must include: name,email,password');
  });
});
