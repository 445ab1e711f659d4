import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { fieldChanges } from './AccountLogPage';
import { expectPhoneCards } from '../../testing/phone-cards';

const ENTRY = {
  id: 7,
  created_at: '2025-03-04T10:20:00.000Z',
  event: 'updated',
  actor: { id: 'u1', name: 'Nina Simone', email: 'nina@example.com' },
  auditable: { type: 'User', id: 'u1' },
  ip_address: '203.0.113.9',
  changes: { name: 'Nina', password: 'new-hash', remember_token: 'r2', login_code: '123456', iban: null },
  original: { name: 'Eunice', password: 'old-hash', iban: 'PT50…' },
  user_id: 'u1',
};

async function openLog(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { id: 'u1', name: 'Nina' } }, ...routes } });
  const app = await renderApp('/account/log');
  return { fetchMock, ...app };
}

describe('/account/log', () => {
  it('lists event, a sentence saying who did what, time and IP; asks for 20 per page', async () => {
    const { fetchMock } = await openLog({
      'GET /me/audit-logs': { body: { data: [ENTRY], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } } },
    });
    const entry = await screen.findByTestId('log-entry-7');
    expect(screen.getByTestId('page-title').textContent).toBe('Account Activity');
    expect(within(entry).getByTestId('log-event').textContent).toBe('Updated');
    expect(within(entry).getByTestId('log-ip').textContent).toBe('203.0.113.9');
    await waitFor(() => expect(within(entry).getByTestId('log-sentence').textContent).toBe('You changed your display name from “Eunice” to “Nina”'));
    expect(entry.textContent).not.toMatch(/Record:|By/);
    expect(within(entry).getByTestId('log-time').textContent).toMatch(/2025/);
    const [request] = requestsTo(fetchMock, 'GET /me/audit-logs');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('per_page')).toBe('20');
    expect(request.headers['Authorization']).toBe('Bearer art-1');
    expect(screen.queryByTestId('log-pager')).toBeNull();
  });

  it('expands a From/To table that never shows hidden fields, even when present', async () => {
    await openLog({ 'GET /me/audit-logs': { body: { data: [ENTRY], meta: { last_page: 1 } } } });
    const toggle = await screen.findByTestId('log-toggle-7');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('log-details-7')).toBeNull();
    fireEvent.click(toggle);
    const table = screen.getByTestId('log-details-7');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expectPhoneCards(table);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Display name', 'Eunice', 'Nina'],
      ['IBAN', 'PT50…', '—'],
    ]);
    expect(table.textContent).not.toMatch(/password|remember_token|login_code|hash|123456/);
    expect(document.body.textContent).not.toMatch(/new-hash|old-hash|remember_token|login_code/);
    fireEvent.click(toggle);
    expect(screen.queryByTestId('log-details-7')).toBeNull();
  });

  it("shows 'No activity yet.' for an empty list", async () => {
    await openLog({ 'GET /me/audit-logs': { body: { data: [], meta: { total: 0, last_page: 1 } } } });
    expect((await screen.findByTestId('log-empty')).textContent).toBe('No activity yet.');
  });

  it("shows 'Failed to load audit logs' when the call fails", async () => {
    await openLog({ 'GET /me/audit-logs': { status: 500, body: {} } });
    expect((await screen.findByTestId('log-error')).textContent).toBe('Failed to load audit logs');
  });

  it('pages through the entries', async () => {
    const { fetchMock } = await openLog({
      'GET /me/audit-logs': ({ query }) => ({
        body: {
          data: [{ ...ENTRY, id: Number(query.get('page')) * 100 }],
          meta: { current_page: Number(query.get('page')), per_page: 20, total: 41, last_page: 3 },
        },
      }),
    });
    await screen.findByTestId('log-entry-100');
    expect(screen.getByTestId('log-page-info').textContent).toBe('Page 1 of 3');
    expect((screen.getByTestId('log-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('log-next'));
    await screen.findByTestId('log-entry-200');
    expect(screen.getByTestId('log-page-info').textContent).toBe('Page 2 of 3');
    expect(requestsTo(fetchMock, 'GET /me/audit-logs').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows entries without an actor as System and without changes without a toggle', async () => {
    await openLog({ 'GET /me/audit-logs': { body: { data: [{ ...ENTRY, id: 9, actor: null, changes: { password: 'x' }, original: {} }] } } });
    const entry = await screen.findByTestId('log-entry-9');
    await waitFor(() => expect(within(entry).getByTestId('log-sentence').textContent).toBe('Soundpost updated your account'));
    expect(screen.queryByTestId('log-toggle-9')).toBeNull();
  });
  it('writes what staff and the artist did as sentences', async () => {
    const staff = { id: 's1', name: 'Mia Staff', email: 'mia@soundpost.local' };
    const entries = [
      { ...ENTRY, id: 1, actor: staff, auditable: { type: 'ArtistProfile', id: 'u1' }, changes: { document_status: 'approved' }, original: { document_status: 'pending' } },
      { ...ENTRY, id: 2, auditable: { type: 'Release', id: 'r1' }, changes: { title: 'B' }, original: { title: 'A' } },
      { ...ENTRY, id: 3, event: 'created', auditable: { type: 'IdentityDocument', id: 'd1' }, changes: { status: 'pending' }, original: {} },
      { ...ENTRY, id: 4, actor: null, auditable: { type: 'Release', id: 'r2' }, changes: { status: 'pending' }, original: { status: 'draft', title: 'Night' } },
    ];
    await openLog({ 'GET /me/audit-logs': { body: { data: entries, meta: { last_page: 1 } } } });
    const sentence = (id: number) => within(screen.getByTestId(`log-entry-${id}`)).getByTestId('log-sentence').textContent;
    await waitFor(() => expect(sentence(2)).toBe('You changed the release title from “A” to “B”'));
    // Staff show as Support, never by name.
    expect(sentence(1)).toBe('Support approved your identity document');
    expect(sentence(3)).toBe('You uploaded your identity document');
    expect(sentence(4)).toBe('Soundpost sent your release “Night” for review');
    expect(document.body.textContent).not.toContain('Mia Staff');
  });

  it('says it in French', async () => {
    localStorage.setItem('lang', 'fr');
    await openLog({ 'GET /me/audit-logs': { body: { data: [{ ...ENTRY, auditable: { type: 'Release', id: 'r1' }, changes: { title: 'B' }, original: { title: 'A' } }], meta: { last_page: 1 } } } });
    await waitFor(() => expect(screen.getByTestId('log-sentence').textContent).toBe('Vous avez changé le titre de la sortie de « A » en « B »'));
  });
});

describe('fieldChanges', () => {
  it('unions changed and original fields without the hidden ones', () => {
    expect(fieldChanges({ ...ENTRY, changes: { a: 1, password: 'x' }, original: { b: 2, login_code: '1' } })).toEqual([
      { field: 'a', from: undefined, to: 1 },
      { field: 'b', from: 2, to: undefined },
    ]);
    expect(fieldChanges({ ...ENTRY, changes: null, original: null })).toEqual([]);
  });
});

it('waits for the first answer', async () => {
  await openLog({ 'GET /me/audit-logs': 'pending' });
  await waitFor(() => expect(screen.getByTestId('log-loading')).toBeTruthy());

});
