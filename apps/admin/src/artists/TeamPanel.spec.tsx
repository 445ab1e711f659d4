import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTeamResponse } from '@soundpost/contracts';
import { jsonResponse } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';
import { seatsText, TEAM_LOAD_FAILED, TEAM_MEMBER_REMOVED } from './TeamPanel';

// The whole artist page with its panels and a dialog: more than jest's 5 s on a loaded machine.
jest.setTimeout(20_000);

const artist = { id: 'a1', name: 'Ana Lima', email: 'ana@soundpost.test', document_status: 'pending', email_verified: 1, is_verified: 0, roles: ['artist'], status: 'active', documents: [] };
const dataProvider = () => ({ getOne: async () => ({ data: artist }), dataHeld: async () => ({ user_id: 'a1', total: 0, domains: [] }) }) as never;

const owner = { id: 'm1', user_id: 'a1', name: 'Ana Lima', email: 'ana@soundpost.test', role: 'owner', joined_at: '2026-01-10T09:00:00.000Z' } as const;
const manager = { id: 'm2', user_id: 'u2', name: 'Alex Doe', email: 'alex@soundpost.test', role: 'manager', joined_at: '2026-02-01T09:00:00.000Z' } as const;
const finance = { id: 'm3', user_id: 'u3', name: 'Fin Ray', email: 'fin@soundpost.test', role: 'finance', joined_at: '2026-02-02T09:00:00.000Z' } as const;

const team = (overrides: Partial<AdminTeamResponse> = {}): AdminTeamResponse => ({
  account_id: 'a1',
  user_limit: 5,
  seats_used: 5,
  members: [owner, manager, finance],
  invitations: [
    { id: 'i1', email: 'new@soundpost.test', role: 'viewer', invited_by: 'Ana Lima', created_at: '2026-03-01T09:00:00.000Z', expires_at: '2026-03-15T09:00:00.000Z', expired: false },
    { id: 'i2', email: 'late@soundpost.test', role: 'admin', invited_by: 'Ana Lima', created_at: '2026-01-01T09:00:00.000Z', expires_at: '2026-01-15T09:00:00.000Z', expired: true },
  ],
  ...overrides,
});

type Answer = { status: number; body?: unknown };

/** Answers the team routes in order per method and path (the last answer repeats); anything else 404. */
function routeFetch(routes: Record<string, Answer[]>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    calls.push(key);
    const answers = routes[key];
    if (!answers) return jsonResponse(404, { message: 'Not found.' });
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
  return calls;
}

const TEAM = 'GET /api/admin/artists/a1/team';
const REMOVE_ALEX = 'DELETE /api/admin/artists/a1/team/members/m2';

describe('artist page: team panel', () => {
  it('lists the members with their roles, the invitations and the seats; the owner has no Remove', async () => {
    routeFetch({ [TEAM]: [{ status: 200, body: team() }] });
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: dataProvider() });

    const panel = await screen.findByTestId('artist-team');
    const alex = await within(panel).findByTestId('team-member-u2');
    expect(within(panel).getByTestId('team-seats').textContent).toBe('5 of 5 seats used');

    const rows = within(panel).getAllByTestId(/^team-member-(a1|u2|u3)$/);
    expect(rows.map((r) => r.getAttribute('data-role'))).toEqual(['owner', 'manager', 'finance']);
    expect(within(alex).getByTestId('team-member-role').textContent).toBe('Manager');
    expect(alex.textContent).toContain('Alex Doe');
    expect(within(alex).getByTestId('team-member-link-u2').getAttribute('href')).toBe('/admin/artists/u2/edit');

    const ownerRow = within(panel).getByTestId('team-member-a1');
    expect(within(ownerRow).getByTestId('team-member-role').textContent).toBe('Owner');
    expect(within(ownerRow).queryByTestId('team-remove-a1')).toBeNull();
    expect(within(ownerRow).queryByRole('link')).toBeNull();
    expect(within(alex).getByTestId('team-remove-u2')).toBeTruthy();
    expect(within(panel).getByTestId('team-remove-u3')).toBeTruthy();

    const pending = within(panel).getByTestId('team-invitation-i1');
    expect(pending.textContent).toContain('new@soundpost.test');
    expect(pending.textContent).toContain('Viewer');
    expect(within(pending).queryByTestId('team-invitation-expired')).toBeNull();
    const expired = within(panel).getByTestId('team-invitation-i2');
    expect(within(expired).getByTestId('team-invitation-expired').textContent).toBe('Expired');
  });

  it('asks first, naming the person and the account, then removes the member and reloads the team', async () => {
    const calls = routeFetch({
      [TEAM]: [{ status: 200, body: team() }, { status: 200, body: team({ seats_used: 4, members: [owner, finance] }) }],
      [REMOVE_ALEX]: [{ status: 204 }],
    });
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: dataProvider() });
    const panel = await screen.findByTestId('artist-team');
    fireEvent.click(await within(panel).findByTestId('team-remove-u2'));

    const question = await screen.findByTestId('team-remove-question');
    expect(question.textContent).toContain('Alex Doe (alex@soundpost.test)');
    expect(question.textContent).toContain("from Ana Lima's account");
    fireEvent.click(screen.getByTestId('team-remove-cancel'));
    await waitFor(() => expect(screen.queryByTestId('team-remove-question')).toBeNull());
    expect(calls).not.toContain(REMOVE_ALEX);

    fireEvent.click(within(panel).getByTestId('team-remove-u2'));
    fireEvent.click(await screen.findByTestId('team-remove-confirm'));

    await waitFor(() => expect(within(panel).queryByTestId('team-member-u2')).toBeNull());
    expect(calls.filter((c) => c === REMOVE_ALEX)).toHaveLength(1);
    expect(calls.filter((c) => c === TEAM)).toHaveLength(2);
    expect(within(panel).getByTestId('team-seats').textContent).toBe('4 of 5 seats used');
    expect(within(panel).getByTestId('team-member-u3')).toBeTruthy();
    expect(await screen.findByText(TEAM_MEMBER_REMOVED)).toBeTruthy();
  });

  it("shows the server's refusal and keeps the member", async () => {
    const calls = routeFetch({
      [TEAM]: [{ status: 200, body: team() }],
      [REMOVE_ALEX]: [{ status: 422, body: { code: 'member_not_removable', message: 'This member cannot be removed.' } }],
    });
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: dataProvider() });
    const panel = await screen.findByTestId('artist-team');
    fireEvent.click(await within(panel).findByTestId('team-remove-u2'));
    fireEvent.click(await screen.findByTestId('team-remove-confirm'));

    expect(await screen.findByText('This member cannot be removed.')).toBeTruthy();
    expect(calls).toContain(REMOVE_ALEX);
    expect(within(panel).getByTestId('team-member-u2')).toBeTruthy();
  });

  it('says so when the team cannot be loaded', async () => {
    routeFetch({ [TEAM]: [{ status: 500, body: { message: 'Internal error.' } }] });
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: dataProvider() });
    expect((await screen.findByTestId('team-error')).textContent).toMatch(/Internal error|Could not load/);
    expect(TEAM_LOAD_FAILED).toMatch(/Could not load/);
  });

  it('words the seats with and without a limit', () => {
    expect(seatsText(1, 1)).toBe('1 of 1 seat used');
    expect(seatsText(3, 5)).toBe('3 of 5 seats used');
    expect(seatsText(2, 0)).toBe('2 seats used (no limit)');
  });
});
