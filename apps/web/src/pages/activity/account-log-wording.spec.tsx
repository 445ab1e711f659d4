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

async function openLog(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  mockApi({ routes: { 'GET /me': { body: { id: 'u1', name: 'Ana' } }, ...routes } });
  await renderApp('/account/log');
}

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
});
