import type { AdminTaxFormRow } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadText } from '../common/download';
import { mockFetch } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

jest.mock('../common/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.MockedFunction<typeof downloadText>;

const row = (overrides: Partial<AdminTaxFormRow> = {}): AdminTaxFormRow => ({
  id: 'f-1',
  account_id: 'acc-1',
  account_email: 'zoe@x.test',
  account_name: 'Zoë Ångström',
  form: 'w8ben',
  status: 'current',
  payee_name: 'Zoë Ångström',
  country: 'FR',
  tin_masked: null,
  treaty_rate_bp: 1500,
  signed_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2029-12-31T23:59:59.000Z',
  superseded_at: null,
  standing: 'valid',
  ...overrides,
});

const ROWS = [
  row(),
  row({ id: 'f-2', form: 'w9', payee_name: 'José Núñez', account_name: 'José', account_email: 'jose@x.test', country: 'US', tin_masked: '***-**-6789', treaty_rate_bp: null, expires_at: null }),
  row({ id: 'f-3', standing: 'expiring', treaty_rate_bp: null, expires_at: '2026-12-31T23:59:59.000Z' }),
  row({ id: 'f-4', standing: 'expired', expires_at: '2025-12-31T23:59:59.000Z' }),
  row({ id: 'f-5', status: 'superseded', standing: 'valid', superseded_at: '2026-03-01T10:00:00.000Z' }),
];

/** A fetch Response with a CSV body (jsdom has no Response class). */
const csvResponse = (text: string) => ({ ok: true, status: 200, headers: new Headers({ 'Content-Type': 'text/csv' }), text: async () => text, json: async () => null }) as unknown as Response;

describe('back-office tax forms', () => {
  beforeEach(() => download.mockClear());

  it('lists the forms from tax/forms: account, form, status (valid, expiring, expired, superseded), masked TIN, treaty rate, expiry', async () => {
    const getList = jest.fn(async () => ({ data: ROWS, total: ROWS.length }));
    renderAdminAt('/admin/tax/forms', { dataProvider: { getList } as never });
    const first = await screen.findByTestId('tax-form-row-f-1');
    expect((getList.mock.calls[0] as unknown[])[0]).toBe('tax/forms');
    expect(((getList.mock.calls[0] as unknown[])[1] as { sort: unknown }).sort).toEqual({ field: 'signed_at', order: 'DESC' });
    expect(within(first).getByText('zoe@x.test')).toBeTruthy();
    expect(within(first).getByText('W-8BEN')).toBeTruthy();
    expect(within(first).getByTestId('tax-form-rate-f-1').textContent).toBe('15%');
    expect(screen.getByTestId('tax-form-status-f-1').textContent).toBe('Valid');
    const w9 = screen.getByTestId('tax-form-row-f-2');
    expect(within(w9).getByText('***-**-6789')).toBeTruthy();
    expect(within(w9).getByTestId('tax-form-rate-f-2').textContent).toBe('—');
    expect(within(w9).getByTestId('tax-form-expires-f-2').textContent).toBe('Never (W-9)');
    expect(screen.getByTestId('tax-form-status-f-3').textContent).toBe('Expiring');
    expect(screen.getByTestId('tax-form-status-f-4').textContent).toBe('Expired');
    expect(screen.getByTestId('tax-form-status-f-5').textContent).toBe('Superseded');
    // No full TIN anywhere: only what the API masked.
    expect(screen.getByTestId('tax-forms-page').textContent).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it('downloads the year-end report as CSV for the chosen year and form', async () => {
    const getList = jest.fn(async () => ({ data: ROWS, total: ROWS.length }));
    const fetchMock = mockFetch(csvResponse('year,account_id\r\n2025,acc-1\r\n'));
    renderAdminAt('/admin/tax/forms', { dataProvider: { getList } as never });
    await screen.findByTestId('tax-form-row-f-1');
    fireEvent.change(screen.getByTestId('tax-report-year'), { target: { value: '2025' } });
    fireEvent.change(screen.getByTestId('tax-report-form'), { target: { value: '1042-s' } });
    fireEvent.click(screen.getByTestId('tax-report-download'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/tax/report?year=2025&form=1042-s');
    expect(download).toHaveBeenCalledWith('soundpost-1042-s-2025.csv', 'year,account_id\r\n2025,acc-1\r\n');
  });

  it('says why the report failed', async () => {
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    mockFetch({ ok: false, status: 422, headers: new Headers(), text: async () => '', json: async () => ({ message: 'Give the year as four digits.' }) } as unknown as Response);
    renderAdminAt('/admin/tax/forms', { dataProvider: { getList } as never });
    expect(await screen.findByTestId('tax-forms-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tax-report-download'));
    expect(await screen.findByText('Give the year as four digits.')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
  });
});
