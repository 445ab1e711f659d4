import type { RoyaltyStatementPage, RoyaltySummaryResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});
