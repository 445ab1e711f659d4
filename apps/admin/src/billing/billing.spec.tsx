import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminAt } from '../test/render-admin';
import { searchCountsAroundDelay } from '../test/search-debounce';
import { formatCents, planFormValues, planPayload, toDateTimeText, validatePlanForm } from './billing';

const plans = [
  { id: 'p1', name: 'Free', price: 0, currency: 'EUR', billing_cycle: 'monthly', max_artists: 1, user_limit: 1, release_limit: -1, support_level: 'Email', features: {}, created_at: '2024-01-01T00:00:00Z' },
  { id: 'p2', name: 'Artist', price: 0.99, currency: 'EUR', billing_cycle: 'monthly', max_artists: 1, user_limit: 1, release_limit: 5, support_level: 'Email', features: { smart_links: true }, created_at: '2024-01-02T00:00:00Z' },
];

describe('billing helpers', () => {
  it('formats cents with the currency and dates in the back-office format', () => {
    expect(formatCents(99, 'EUR')).toBe('EUR 0.99');
    expect(formatCents(1000, 'USD')).toBe('USD 10.00');
    expect(toDateTimeText('2026-11-21T10:00:05Z')).toBe('2026-11-21 10:00:05');
    expect(toDateTimeText(null)).toBe('');
  });

  it('applies the plan rules and defaults', () => {
    const defaults = planFormValues();
    expect(defaults).toMatchObject({ price: '0.00', currency: 'EUR', billing_cycle: 'monthly', max_artists: '1', user_limit: '1', release_limit: '-1', max_extra_artists: '-1', support_level: 'Email', features: '{"smart_links":true}' });
    expect(validatePlanForm(defaults)).toEqual({ name: 'Name is required' });
    expect(validatePlanForm({ ...defaults, name: 'X', features: '{bad', max_artists: '0', user_limit: '0', release_limit: '-2' })).toEqual({
      features: 'Features must be valid JSON (an object).',
      max_artists: 'Max artists must be at least 1.',
      user_limit: 'User limit must be at least 1.',
      release_limit: 'Release limit must be -1 (unlimited) or 0 or more.',
    });
    expect(planPayload({ ...defaults, name: ' Pro ', price: '2.99', features: '' })).toMatchObject({ name: 'Pro', price: 2.99, features: {}, release_limit: -1 });
  });
});

describe('plans screen', () => {
  it('lists plans newest first and sorts by price', async () => {
    const getList = jest.fn(async () => ({ data: plans, total: 2 }));
    renderAdminAt('/admin/plans', { dataProvider: { getList } as never });
    const row = await screen.findByTestId('plan-row-p2');
    // A plan's price reads like the pricing cards (German format); every other amount 'EUR 0.99'.
    expect(within(row).getByText('0,99€')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('plans', expect.objectContaining({ sort: { field: 'newest', order: 'DESC' }, pagination: { page: 1, perPage: 20 } }));
    fireEvent.change(screen.getByTestId('plans-sort'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('plans', expect.objectContaining({ sort: { field: 'price_asc', order: 'ASC' } })));
  });

  it('searches 300 ms after the last key stroke, not before', async () => {
    const getList = jest.fn(async (_resource: string, _params: { filter?: { q?: string } }) => ({ data: plans, total: 2 }));
    renderAdminAt('/admin/plans', { dataProvider: { getList } as never });
    await screen.findByTestId('plan-row-p1');
    const searches = () => getList.mock.calls.filter(([, params]) => params.filter?.q === 'pro').length;
    expect(await searchCountsAroundDelay(screen.getByTestId('plans-search'), 'pro', 300, searches)).toEqual({ justBefore: 0, atDelay: 1 });
    expect(getList).toHaveBeenLastCalledWith('plans', expect.objectContaining({ filter: { q: 'pro' } }));
  });

  it('shows the empty message', async () => {
    renderAdminAt('/admin/plans', { dataProvider: { getList: async () => ({ data: [], total: 0 }) } as never });
    expect(await screen.findByText('No plans found.')).toBeTruthy();
  });

  it('requires a name, then creates a plan with the defaults', async () => {
    const create = jest.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'p9', ...data } }));
    renderAdminAt('/admin/plans', { dataProvider: { getList: async () => ({ data: plans, total: 2 }), create } as never });
    fireEvent.click(await screen.findByTestId('plan-create'));
    fireEvent.click(await screen.findByTestId('plan-save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('plan-name'), { target: { value: 'Pro' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Pro', price: 0, currency: 'EUR', billing_cycle: 'monthly', max_artists: 1, user_limit: 1, release_limit: -1, max_extra_artists: -1, store_limit: null, support_level: 'Email', features: { smart_links: true },
    });
  });

  it('edits the collaborators per release (-1 unlimited), refusing less than -1', async () => {
    const producer = { ...plans[1], id: 'p3', name: 'Producer', release_limit: -1, max_extra_artists: 5 };
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...producer, ...data, id } }));
    renderAdminAt('/admin/plans', { dataProvider: { getList: async () => ({ data: [...plans, producer], total: 3 }), update } as never });
    const row = await screen.findByTestId('plan-row-p3');
    expect(within(row).getByText('5')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-edit-p3'));
    const field = (await screen.findByTestId('plan-max-extra-artists')) as HTMLInputElement;
    expect(field.value).toBe('5');
    fireEvent.change(field, { target: { value: '-2' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    expect(await screen.findByText('Collaborators per release must be -1 (unlimited) or 0 or more.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ name: 'Producer', max_extra_artists: -1 });
  });

  it('shows and edits the stores per release (empty: every store), refusing less than 1', async () => {
    const artist = { ...plans[1], id: 'p4', name: 'Artist', store_limit: 18 };
    const label = { ...plans[1], id: 'p5', name: 'Label', store_limit: null };
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...artist, ...data, id } }));
    renderAdminAt('/admin/plans', { dataProvider: { getList: async () => ({ data: [artist, label], total: 2 }), update } as never });
    expect(within(await screen.findByTestId('plan-row-p4')).getByText('18')).toBeTruthy();
    expect(within(screen.getByTestId('plan-row-p5')).getByText('All')).toBeTruthy();
    fireEvent.click(screen.getByTestId('plan-edit-p4'));
    const field = (await screen.findByTestId('plan-store-limit')) as HTMLInputElement;
    expect(field.value).toBe('18');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    expect(await screen.findByText('Stores per release must be empty (every store) or at least 1.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ name: 'Artist', store_limit: 25 });
  });
});

const subscription = {
  id: 's1', user_id: 'u1', user_name: 'Ana', user_email: 'ana@x.test', plan_id: 'p1', plan_name: 'Free', status: 'active',
  payment_gateway: 'free', expires_at: null, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z',
};

describe('subscriptions screen', () => {
  it('filters, opens the side panel and updates a subscription', async () => {
    const getList = jest.fn(async (resource: string) => (resource === 'plans' ? { data: plans, total: 2 } : { data: [subscription], total: 1 }));
    const getOne = jest.fn(async () => ({ data: { ...subscription, transactions: [] } }));
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...subscription, ...data, id } }));
    renderAdminAt('/admin/subscriptions', { dataProvider: { getList, getOne, update } as never });

    fireEvent.click(within(await screen.findByTestId('subscription-row-s1')).getByText('Ana'));
    expect(await screen.findByText('No transactions.')).toBeTruthy();
    await waitFor(() => expect(getList).toHaveBeenCalledWith('plans', expect.objectContaining({ pagination: { page: 1, perPage: 200 } })));

    fireEvent.change(screen.getByTestId('subscription-expires-at'), { target: { value: 'tomorrow' } });
    fireEvent.click(screen.getByTestId('subscription-save'));
    expect(await screen.findByText('Use YYYY-MM-DD HH:mm:ss or leave empty.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('subscription-status'), { target: { value: 'canceled' } });
    fireEvent.change(screen.getByTestId('subscription-expires-at'), { target: { value: '2026-12-31 23:59:59' } });
    fireEvent.change(screen.getByTestId('subscription-plan'), { target: { value: 'p2' } });
    fireEvent.click(screen.getByTestId('subscription-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({ status: 'canceled', expires_at: '2026-12-31 23:59:59', plan_id: 'p2' });
    expect(await screen.findByText('Subscription updated.')).toBeTruthy();
  });

  it('shows the empty message', async () => {
    renderAdminAt('/admin/subscriptions', { dataProvider: { getList: async () => ({ data: [], total: 0 }) } as never });
    expect(await screen.findByText('No subscriptions found.')).toBeTruthy();
  });
});

const transaction = {
  id: 't1', user_id: 'u1', user_name: 'Ana', plan_id: 'p2', plan_name: 'Artist', gateway: 'manual', amount: 99, currency: 'EUR',
  status: 'pending', description: 'Bank transfer', paid_at: null, created_at: '2024-01-01T00:00:00Z',
};

describe('transactions screen', () => {
  it('shows amounts in cents as currency + amount and marks a transfer paid', async () => {
    const getList = jest.fn(async () => ({ data: [transaction], total: 1 }));
    const update = jest.fn(async (_r: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...transaction, ...data, id } }));
    renderAdminAt('/admin/transactions', { dataProvider: { getList, update } as never });

    const row = await screen.findByTestId('transaction-row-t1');
    expect(within(row).getByText('EUR 0.99')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transaction-edit-t1'));
    fireEvent.change(await screen.findByTestId('transaction-status'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByTestId('transaction-paid-at'), { target: { value: '2026-11-21 10:00:00' } });
    fireEvent.click(screen.getByTestId('transaction-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('transactions');
    expect(update.mock.calls[0][1].data).toEqual({ status: 'paid', description: 'Bank transfer', paid_at: '2026-11-21 10:00:00' });
    expect(await screen.findByText('Transaction updated.')).toBeTruthy();
  });

  it('sends the search as the q filter and shows the empty message', async () => {
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    renderAdminAt('/admin/transactions', { dataProvider: { getList } as never });
    expect(await screen.findByText('No transactions found.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('transactions-search'), { target: { value: 'ana' } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { q: 'ana' } })), { timeout: 3000 });
  });
});
