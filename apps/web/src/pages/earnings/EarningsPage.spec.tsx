import type { ArtistReconciliationResponse, RoyaltyStatementPage, RoyaltySummaryResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectPhoneCards } from '../../testing/phone-cards';

const summary = (groupBy: string, groups: RoyaltySummaryResponse['groups']): RoyaltySummaryResponse => ({
  from: null,
  to: null,
  group_by: groupBy as RoyaltySummaryResponse['group_by'],
  currency: 'EUR',
  total_cents: groups.reduce((s, g) => s + g.amount_cents, 0),
  units: 0,
  groups,
  statements: [],
  statements_total: { gross_cents: 0, withheld_cents: 0, net_cents: 0 },
});
const LINES: RoyaltyStatementPage = {
  data: [
    { id: '1', month: '2026-01', period_start: '2026-01-01', period_end: '2026-01-31', store: 'Spotify', territory: 'PT', isrc: 'PTABC2600001', upc: null, release_title: 'Blue', track_title: 'Song', units: 10, share_cents: 700 },
  ],
  meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
};

async function openEarnings(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    routes: {
      'GET /me': { body: { name: 'Nina' } },
      'GET /artist/splits/invitations': { body: { invitations: [] } },
      'GET /artist/royalties/lines': { body: LINES },
      'GET /artist/stats/reconciliation': { body: { from: '2025-12', to: '2026-11', months: [] } },
      ...routes,
    },
  });
  await renderApp('/artist/earnings');
  return fetchMock;
}

describe('/artist/earnings', () => {
  it('shows the total, the groups under the chart and the lines with the artist’s share, and regroups on demand', async () => {
    const fetchMock = await openEarnings({
      'GET /artist/royalties/summary': (req) =>
        req.query.get('group_by') === 'store'
          ? { body: summary('store', [{ key: 'Spotify', label: 'Spotify', amount_cents: 700, units: 10 }]) }
          : { body: summary('month', [{ key: '2026-01', label: '2026-01', amount_cents: 700, units: 10 }]) },
    });
    expect((await screen.findByTestId('earnings-total')).textContent).toBe('EUR 7.00');
    expect((await screen.findAllByTestId('earnings-group-row'))[0].textContent).toContain('2026-01');
    expect((await screen.findAllByTestId('earnings-line'))[0].textContent).toContain('EUR 7.00');
    expectPhoneCards(screen.getByTestId('earnings-groups'));
    expectPhoneCards(screen.getByTestId('earnings-lines'));
    fireEvent.click(screen.getByTestId('earnings-group-store'));
    await waitFor(() => expect(screen.getAllByTestId('earnings-group-row')[0].textContent).toContain('Spotify'));
    expect(requestsTo(fetchMock, 'GET /artist/royalties/summary').map((r) => r.query.get('group_by'))).toContain('store');
    expect(screen.getByTestId('console-title').textContent).toBe('Earnings');
  });

  it('shows each posted statement with gross, US tax withheld and net, and their sums', async () => {
    const statement = (id: string, store: string, gross: number, withheld: number) => ({
      import_id: id,
      store,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      posted_at: '2026-02-10T10:00:00.000Z',
      gross_cents: gross,
      withheld_cents: withheld,
      net_cents: gross - withheld,
    });
    await openEarnings({
      'GET /artist/royalties/summary': {
        body: {
          ...summary('month', [{ key: '2026-01', label: '2026-01', amount_cents: 1_501, units: 10 }]),
          statements: [statement('i1', 'Spotify', 1_001, 300), statement('i2', 'Deezer', 500, 0)],
          statements_total: { gross_cents: 1_501, withheld_cents: 300, net_cents: 1_201 },
        },
      },
    });
    const rows = await screen.findAllByTestId('earnings-statement');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Spotify, 2026-01-01 to 2026-01-31');
    expect(within(rows[0]).getByTestId('statement-gross').textContent).toBe('EUR 10.01');
    expect(within(rows[0]).getByTestId('statement-withheld').textContent).toBe('−EUR 3.00');
    expect(within(rows[0]).getByTestId('statement-net').textContent).toBe('EUR 7.01');
    expect(within(rows[1]).getByTestId('statement-withheld').textContent).toBe('EUR 0.00');
    expect(screen.getByTestId('statements-gross').textContent).toBe('EUR 15.01');
    expect(screen.getByTestId('statements-withheld').textContent).toBe('−EUR 3.00');
    expect(screen.getByTestId('statements-net').textContent).toBe('EUR 12.01');
  });

  it('lists open split invitations and accepts one, telling what was released', async () => {
    const invitation = { id: 'i1', release_title: 'Blue', track_title: null, owner_name: 'Nina', share: 30, status: 'invited', held_cents: 450, created_at: '2026-01-01T00:00:00.000Z' };
    await openEarnings({
      'GET /artist/royalties/summary': { body: summary('month', []) },
      'GET /artist/splits/invitations': [{ body: { invitations: [invitation] } }, { body: { invitations: [{ ...invitation, status: 'accepted', held_cents: 0 }] } }],
      'POST /artist/splits/invitations/i1/accept': { body: { invitation: { ...invitation, status: 'accepted', held_cents: 0 }, released_cents: 450 } },
    });
    expect((await screen.findByTestId('earnings-invitation')).textContent).toContain('Nina invites you to 30% of “Blue”');
    fireEvent.click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByText('Invitation accepted: EUR 4.50 released to your wallet.')).toBeTruthy();
    expect(screen.getByTestId('earnings-empty')).toBeTruthy();
  });

  it('shows streamed against paid per month and store, the status in words, as cards on a phone', async () => {
    const figures = { due_date: '2026-03-01', gap_percent: null };
    const reconciliation: ArtistReconciliationResponse = {
      from: '2026-01',
      to: '2026-12',
      months: [
        {
          month: '2026-12',
          streamed: 1200,
          paid_units: 0,
          status: 'pending',
          due_date: '2027-03-12',
          gap_percent: null,
          stores: [{ store_id: 'spotify', store_name: 'Spotify', streamed: 1200, paid_units: 0, status: 'pending', due_date: '2027-03-12', gap_percent: null }],
        },
        {
          month: '2026-01',
          streamed: 1500,
          paid_units: 1150,
          status: 'gap',
          ...figures,
          gap_percent: 34,
          stores: [
            { store_id: 'spotify', store_name: 'Spotify', streamed: 1000, paid_units: 660, status: 'gap', ...figures, gap_percent: 34 },
            { store_id: 'deezer', store_name: 'Deezer', streamed: 300, paid_units: 490, status: 'ok', ...figures },
            { store_id: 'tidal', store_name: 'Tidal', streamed: 200, paid_units: 0, status: 'late', ...figures },
          ],
        },
      ],
    };
    const fetchMock = await openEarnings({
      'GET /artist/royalties/summary': { body: summary('month', []) },
      'GET /artist/stats/reconciliation': { body: reconciliation },
    });
    const months = await screen.findAllByTestId('streamed-vs-paid-month');
    expect(months.map((m) => m.textContent)).toEqual([
      "December 20261,2000Awaiting the store's statement until Mar 12, 2027",
      'January 20261,5001,150Gap of 34%: we have asked the store',
    ]);
    expect(screen.getAllByTestId('streamed-vs-paid-store').map((r) => r.textContent)).toEqual([
      "Spotify1,2000Awaiting the store's statement until Mar 12, 2027",
      'Spotify1,000660Gap of 34%: we have asked the store',
      'Deezer300490Paid',
      'Tidal2000Statement late',
    ]);
    expectPhoneCards(screen.getByTestId('streamed-vs-paid-table'));
    // Without a range, the last 12 months; with both ends, that range.
    expect(requestsTo(fetchMock, 'GET /artist/stats/reconciliation')[0].query.toString()).toBe('');
    fireEvent.change(screen.getByTestId('earnings-from'), { target: { value: '2025-01' } });
    fireEvent.change(screen.getByTestId('earnings-to'), { target: { value: '2025-06' } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/stats/reconciliation').map((r) => r.query.toString())).toContain('from=2025-01&to=2025-06'));
  });

  it('says so when there is nothing to reconcile yet', async () => {
    await openEarnings({ 'GET /artist/royalties/summary': { body: summary('month', []) } });
    expect((await screen.findByTestId('streamed-vs-paid-empty')).textContent).toBe('No streams or payments in this period yet.');
  });
});
