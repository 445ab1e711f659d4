import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const BASE = {
  created_at: '2026-11-20T10:20:00.000Z',
  actor: { id: 'u1', name: 'Ana', email: 'ana@example.com' },
  ip_address: '203.0.113.9',
  user_id: 'u1',
};
const ENTRIES = [
  { ...BASE, id: 1, event: 'created', auditable: { type: 'Release', id: 'r1' }, changes: { title: 'Golden Hour', status: 'draft', store_ids: ['spotify'] }, original: {} },
  { ...BASE, id: 2, event: 'created', auditable: { type: 'SupportTicket', id: 't1' }, changes: { subject: 'Cover refused', priority: 'high' }, original: {} },
  { ...BASE, id: 3, event: 'created', auditable: { type: 'PayoutRequest', id: 'p1' }, changes: { amount_cents: 5000, method: 'paypal', foo_bar: 1 }, original: {} },
];

async function openLog(routes: MockApiOptions['routes'], me: { id: string; name: string } = { id: 'u1', name: 'Ana' }) {
  localStorage.setItem('artist_token', 'art-1');
  mockApi({ routes: { 'GET /me': { body: me }, ...routes } });
  await renderApp('/account/log');
}

// A member (Sam, finance) reads the label's log: the account is Nina's, the person is Sam.
const TEAM_BASE = { created_at: '2026-11-20T10:20:00.000Z', ip_address: null, user_id: 'acc-nina' };
const TEAM_ENTRIES = [
  { ...TEAM_BASE, id: 11, event: 'created', actor: { id: 'p-sam', name: 'Sam', email: 'sam@example.com', role: 'finance' }, auditable: { type: 'PayoutRequest', id: 'p1' }, changes: { amount_cents: 5000 }, original: {} },
  {
    ...TEAM_BASE,
    id: 12,
    event: 'updated',
    actor: { id: 'p-alex', name: 'Alex', email: 'alex@example.com', role: 'manager' },
    auditable: { type: 'Release', id: 'r1' },
    changes: { title: 'Golden Hour (Remix)' },
    original: { title: 'Golden Hour' },
  },
  { ...TEAM_BASE, id: 13, event: 'created', actor: { id: 'acc-nina', name: 'Nina', email: 'nina@example.com', role: null }, auditable: { type: 'Release', id: 'r1' }, changes: { title: 'Golden Hour' }, original: {} },
  {
    ...TEAM_BASE,
    id: 14,
    event: 'updated',
    actor: { id: 'staff-1', name: 'Mia Staff', email: 'mia@soundpost.test', role: null },
    auditable: { type: 'Release', id: 'r1' },
    changes: { status: 'approved' },
    original: { status: 'pending', title: 'Golden Hour' },
  },
];
const openTeamLog = () =>
  openLog(
    {
      'GET /me/audit-logs': { body: { data: TEAM_ENTRIES, meta: { last_page: 1 } } },
      'GET /me/accounts': { body: { data: [], person: { id: 'p-sam', name: 'Sam', email: 'sam@example.com' } } },
    },
    { id: 'acc-nina', name: 'Nina' },
  );

const sentence = (id: number) => within(screen.getByTestId(`log-entry-${id}`)).getByTestId('log-sentence').textContent;
const fieldsOf = (id: number) => {
  fireEvent.click(screen.getByTestId(`log-toggle-${id}`));
  return within(screen.getByTestId(`log-details-${id}`))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[0].textContent);
};

describe('/account/log wording', () => {
  it('says what was created, by name, and labels the changed fields instead of showing column names', async () => {
    await openLog({ 'GET /me/audit-logs': { body: { data: ENTRIES, meta: { last_page: 1 } } } });
    await waitFor(() => expect(sentence(1)).toBe('You created your release “Golden Hour”'));
    expect(sentence(2)).toBe('You created your support ticket “Cover refused”');
    expect(sentence(3)).toBe('You created a payout request');
    expect(document.body.textContent).not.toContain('a record');
    expect(fieldsOf(1)).toEqual(['Title', 'Status', 'Stores']);
    expect(fieldsOf(2)).toEqual(['Subject', 'Priority']);
    // A field with no label yet reads as words, never as a column name.
    expect(fieldsOf(3)).toEqual(['Amount (cents)', 'Method', 'Foo bar']);
  });

  it('says it in Spanish, field labels included', async () => {
    localStorage.setItem('lang', 'es');
    await openLog({ 'GET /me/audit-logs': { body: { data: ENTRIES, meta: { last_page: 1 } } } });
    await waitFor(() => expect(sentence(3)).toBe('Creaste una solicitud de retiro'));
    expect(sentence(2)).toBe('Creaste tu ticket de soporte «Cover refused»');
    expect(fieldsOf(2)).toEqual(['Asunto', 'Prioridad']);
  });

  it.each([
    ['en', ['You created a payout request', 'Alex (manager) changed the release title from “Golden Hour” to “Golden Hour (Remix)”', 'Nina (owner) created your release “Golden Hour”', 'Support approved your release “Golden Hour”']],
    ['fr', ['Vous avez créé une demande de retrait', 'Alex (manager) a changé le titre de la sortie de « Golden Hour » en « Golden Hour (Remix) »', 'Nina (propriétaire) a créé votre sortie « Golden Hour »', 'Le support a approuvé votre sortie « Golden Hour »']],
    ['es', ['Creaste una solicitud de retiro', 'Alex (mánager) cambió el título del lanzamiento de «Golden Hour» a «Golden Hour (Remix)»', 'Nina (propietario) creó tu lanzamiento «Golden Hour»', 'Soporte aprobó tu lanzamiento «Golden Hour»']],
  ] as const)('a member reads who did what in the account: their own as "You", the others by name and role, staff as Support (%s)', async (lng, expected) => {
    localStorage.setItem('lang', lng);
    await openTeamLog();
    await waitFor(() => expect(sentence(11)).toBe(expected[0]));
    expect([sentence(12), sentence(13), sentence(14)]).toEqual(expected.slice(1));
  });
});
