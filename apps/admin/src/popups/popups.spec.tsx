import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';
import { searchCountsAroundDelay } from '../test/search-debounce';
import { fromLocalInput, popupFormValues, popupPayload, toLocalInput, validatePopupForm } from './popups';

const popups = [
  {
    id: 'p1',
    title: 'Summer sale',
    message: '<p>-20%</p>',
    type: 'success',
    show_from: '2026-06-01T08:00:00.000Z',
    show_until: '2026-06-30T20:00:00.000Z',
    status: true,
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-02T00:00:00Z',
  },
  {
    id: 'p2',
    title: 'Maintenance',
    message: '<p>Tonight</p>',
    type: 'weird',
    show_from: null,
    show_until: null,
    status: false,
    created_at: '2026-04-01T00:00:00Z',
    updated_at: '2026-04-02T00:00:00Z',
  },
];

type GetList = jest.Mock<Promise<{ data: unknown[]; total: number }>, [string, Record<string, unknown>]>;

const setup = (overrides: Record<string, unknown> = {}, rows: unknown[] = popups) => {
  const getList: GetList = jest.fn(async (_resource: string, _params: Record<string, unknown>) => ({ data: rows, total: rows.length }));
  const utils = renderAdminAt('/admin/popups', { dataProvider: { getList, ...overrides } as never });
  return { getList, ...utils };
};

const lastListCall = (getList: GetList) => getList.mock.calls[getList.mock.calls.length - 1][1];

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('popup form helpers', () => {
  it('starts a new popup as info, active, with no window', () => {
    expect(popupFormValues()).toEqual({ title: '', message: '', type: 'info', show_from: '', show_until: '', status: true });
  });

  it('reads a stored popup, unknown types as info', () => {
    expect(popupFormValues(popups[1])).toMatchObject({ title: 'Maintenance', type: 'info', show_from: '', status: false });
  });

  it('round-trips dates between ISO and the local datetime field', () => {
    const local = toLocalInput('2026-06-01T08:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-06-01T08:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('applies the popup rules', () => {
    const empty = popupFormValues();
    expect(validatePopupForm(empty)).toEqual({ title: 'Title is required', message: 'Message is required' });
    expect(validatePopupForm({ ...empty, title: 'T', message: 'M', show_from: '2026-06-02T10:00', show_until: '2026-06-01T10:00' })).toEqual({
      show_until: 'Show until must be after show from.',
    });
    expect(popupPayload({ ...empty, title: ' T ', message: ' <p>M</p> ' })).toEqual({
      title: 'T',
      message: '<p>M</p>',
      type: 'info',
      show_from: null,
      show_until: null,
      status: true,
    });
  });
});

describe('<PopupList>', () => {
  it('lists popups newest first, 20 per page, with type and a row toggle', async () => {
    const { getList } = setup();
    const row = await screen.findByTestId('popup-row-p1');
    expect(within(row).getByText('Summer sale')).toBeTruthy();
    expect(within(row).getByText('success')).toBeTruthy();
    // An unknown type shows as info.
    expect(within(screen.getByTestId('popup-row-p2')).getByText('info')).toBeTruthy();
    expect((screen.getByTestId('popup-toggle-p1') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('popup-toggle-p2') as HTMLInputElement).checked).toBe(false);
    expect(getList).toHaveBeenCalledWith(
      'popups',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    );
  });

  it("shows 'No popups found.'", async () => {
    setup({}, []);
    expect((await screen.findByTestId('popups-empty')).textContent).toBe('No popups found.');
  });

  it("shows 'Failed to load popups' when the list fails without a message", async () => {
    setup({
      getList: jest.fn(async () => {
        throw new HttpError('', 500, {});
      }),
    });
    expect((await screen.findByTestId('popups-error')).textContent).toBe('Failed to load popups');
  });

  it('searches 350 ms after the last key stroke, not before', async () => {
    const { getList } = setup();
    await screen.findByTestId('popup-row-p1');
    const searches = () => getList.mock.calls.filter(([, params]) => (params['filter'] as Record<string, unknown>)['q'] === 'sale').length;
    expect(await searchCountsAroundDelay(screen.getByTestId('popups-search'), 'sale', 350, searches)).toEqual({ justBefore: 0, atDelay: 1 });
    expect(lastListCall(getList)['filter']).toEqual({ q: 'sale' });
  });

  it('filters by type and by status (1 or 0)', async () => {
    const { getList } = setup();
    await screen.findByTestId('popup-row-p1');
    await choose(/Type/, 'Warning');
    await waitFor(() => expect(lastListCall(getList)['filter']).toEqual({ type: 'warning' }), { timeout: 2000 });
    await choose(/Status/, 'Inactive');
    await waitFor(() => expect(lastListCall(getList)['filter']).toEqual({ type: 'warning', status: '0' }), { timeout: 2000 });
    // Two MUI selects and two list reloads: slow on a busy machine, so more than jest's default 5 s.
  }, 20_000);

  it('offers page sizes 20, 50 and 100', async () => {
    const { getList } = setup();
    await screen.findByTestId('popup-row-p1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['20', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(lastListCall(getList)['pagination']).toEqual({ page: 1, perPage: 100 }));
  });

  it('requires title and message, then creates with dates as ISO or null', async () => {
    const create = jest.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'p9', ...data } }));
    setup({ create });
    fireEvent.click(await screen.findByTestId('popup-create'));
    fireEvent.click(await screen.findByTestId('popup-save'));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('popup-title'), { target: { value: 'New feature' } });
    fireEvent.change(screen.getByTestId('popup-message'), { target: { value: '<p>Daily stats</p>' } });
    fireEvent.change(screen.getByTestId('popup-type'), { target: { value: 'warning' } });
    fireEvent.change(screen.getByTestId('popup-show-from'), { target: { value: '2026-07-01T09:30' } });
    fireEvent.click(screen.getByTestId('popup-save'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('popups');
    expect(create.mock.calls[0][1].data).toEqual({
      title: 'New feature',
      message: '<p>Daily stats</p>',
      type: 'warning',
      show_from: new Date('2026-07-01T09:30').toISOString(),
      show_until: null,
      status: true,
    });
    expect(await screen.findByText('Popup created.')).toBeTruthy();
  });

  const openEdit = async () => {
    fireEvent.click(await screen.findByTestId('popup-edit-p1'));
    const title = await screen.findByTestId('popup-title');
    expect((title as HTMLInputElement).value).toBe('Summer sale');
    fireEvent.change(title, { target: { value: 'Summer sale ends' } });
    fireEvent.click(screen.getByTestId('popup-save'));
  };

  it('edits a popup and sends every field of the form', async () => {
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...popups[0], ...data, id } }));
    setup({ update });
    await openEdit();
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 'p1',
      data: { title: 'Summer sale ends', message: '<p>-20%</p>', type: 'success', show_from: '2026-06-01T08:00:00.000Z', show_until: '2026-06-30T20:00:00.000Z', status: true },
    });
    expect(await screen.findByText('Popup updated.')).toBeTruthy();
  });

  it("shows the server's field message in the side panel", async () => {
    const message = 'Show until must be after show from.';
    const update = jest.fn(async () => {
      throw new HttpError(message, 422, { errors: { show_until: message } });
    });
    setup({ update });
    await openEdit();
    expect(await within(screen.getByTestId('popup-drawer')).findByText(message)).toBeTruthy();
  });

  it("says 'Save failed' when the server gives no message", async () => {
    const update = jest.fn(async () => {
      throw new HttpError('', 500, {});
    });
    setup({ update });
    await openEdit();
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(screen.getByTestId('popup-drawer')).toBeTruthy();
  });

  it('the row toggle sends only status', async () => {
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...popups[1], ...data, id } }));
    setup({ update });
    fireEvent.click(await screen.findByTestId('popup-toggle-p2'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('popups');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'p2', data: { status: true } });
    expect(Object.keys(update.mock.calls[0][1].data)).toEqual(['status']);
  });

  it('deletes after confirming \'Delete popup "{title}"?\', and says \'Delete failed\' when it fails', async () => {
    const deleteOne = jest
      .fn()
      .mockRejectedValueOnce(new HttpError('', 500, {}))
      .mockResolvedValue({ data: popups[0] });
    setup({ delete: deleteOne });

    fireEvent.click(await screen.findByTestId('popup-delete-p1'));
    const dialog = await screen.findByTestId('popup-delete-dialog');
    expect(within(dialog).getByText('Delete popup "Summer sale"?')).toBeTruthy();
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('popup-delete-confirm'));
    expect(await screen.findByText('Delete failed')).toBeTruthy();

    fireEvent.click(screen.getByTestId('popup-delete-p1'));
    fireEvent.click(await screen.findByTestId('popup-delete-confirm'));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledTimes(2));
    expect(deleteOne).toHaveBeenLastCalledWith('popups', expect.objectContaining({ id: 'p1' }));
    expect(await screen.findByText('Popup deleted.')).toBeTruthy();
  });
});
