import { TEAM_MESSAGES, teamLimitMessage, type TeamResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetAccounts } from '../../session/accounts';
import { expectPhoneCards } from '../../testing/phone-cards';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { confirmDialog } from './TeamPage';

const TEAM: TeamResponse = {
  account_id: 'acc-1',
  account_name: 'Tidewater Records',
  role: 'owner',
  me: { member_id: 'm-owner', role: 'owner' },
  user_limit: 5,
  seats_used: 3,
  members: [
    { id: 'm-owner', user_id: 'acc-1', name: 'Nina Reyes', email: 'nina@example.com', role: 'owner', joined_at: '2026-01-10T10:00:00.000Z' },
    { id: 'm-alex', user_id: 'u-alex', name: 'Alex Moreau', email: 'alex@example.com', role: 'manager', joined_at: '2026-03-02T10:00:00.000Z' },
  ],
  invitations: [
    { id: 'inv-1', email: 'sam@example.com', role: 'finance', invited_by: 'Nina Reyes', created_at: '2026-11-20T10:00:00.000Z', expires_at: '2026-12-04T10:00:00.000Z', expired: false },
  ],
  ownership_transfer: null,
};

function open(routes: MockApiOptions['routes'], lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'tok');
  const fetchMock = mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes });
  return { fetchMock, rendered: renderApp('/artist/team', { lng }) };
}

const rowTexts = (testId: string) => screen.getAllByTestId(testId).map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('/artist/team', () => {
  beforeEach(() => resetAccounts());
  afterEach(() => jest.restoreAllMocks());

  it('lists the people and the pending invitations with their expiry, the seats, and becomes cards on a phone', async () => {
    const { rendered } = open({ 'GET /artist/team': { body: TEAM } });
    await rendered;
    await screen.findAllByTestId('team-member-row');
    expect(rowTexts('team-member-row')).toEqual([
      ['Nina Reyes', 'nina@example.com', 'Owner', 'Jan 10, 2026', ''],
      ['Alex Moreau', 'alex@example.com', expect.stringContaining('Manager'), 'Mar 2, 2026', 'Remove'],
    ]);
    expect((within(screen.getAllByTestId('team-member-row')[1]).getByTestId('team-member-role') as HTMLSelectElement).value).toBe('manager');
    expect(rowTexts('team-invitation-row')).toEqual([['sam@example.com', 'Finance', 'Dec 4, 2026', 'Cancel']]);
    expect(screen.getByTestId('team-seats').textContent).toBe('3 of 5 seats used');
    expect(screen.queryByTestId('team-limit')).toBeNull();
    // The owner has no way out: ownership moves by a transfer.
    expect(screen.queryByTestId('team-leave')).toBeNull();
    expect(screen.getByTestId('sidebar-team').classList.contains('is-active')).toBe(true);
    expect(screen.getByTestId('console-title').textContent).toBe('Team');
    expectPhoneCards(screen.getByTestId('team-members'));
    expectPhoneCards(screen.getByTestId('team-invitations'));
  });

  it('invites with an e-mail and a role described in one line, then shows the new invitation', async () => {
    const invited = { ...TEAM, seats_used: 4, invitations: [...TEAM.invitations, { ...TEAM.invitations[0], id: 'inv-2', email: 'kai@example.com', role: 'viewer' as const }] };
    const { fetchMock, rendered } = open({
      'GET /artist/team': [{ body: TEAM }, { body: invited }],
      'POST /artist/team/invitations': { status: 201, body: invited.invitations[1] },
    });
    await rendered;
    await screen.findByTestId('team-invite-form');
    expect(screen.getByTestId('team-role-help').textContent).toContain('Manager: Releases, tracks, artists, splits, smart links, statistics and tickets; no money.');
    fireEvent.change(screen.getByTestId('team-invite-role'), { target: { value: 'viewer' } });
    expect(screen.getByText('Reads everything, changes nothing.', { selector: '.field__hint' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('team-invite-email'), { target: { value: ' kai@example.com ' } });
    fireEvent.click(screen.getByTestId('team-invite-submit'));
    expect((await screen.findByTestId('team-notice')).textContent).toBe('An invitation was sent to kai@example.com. It expires in 14 days.');
    expect(requestsTo(fetchMock, 'POST /artist/team/invitations').map((r) => r.body)).toEqual([{ email: 'kai@example.com', role: 'viewer' }]);
    await waitFor(() => expect(screen.getAllByTestId('team-invitation-row')).toHaveLength(2));
    expect(screen.getByTestId('team-seats').textContent).toBe('4 of 5 seats used');
    expect((screen.getByTestId('team-invite-email') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s message under the field, and the plan limit with the way to a bigger plan', async () => {
    const limit = teamLimitMessage('Artist', 1, { name: 'Label', user_limit: 5 });
    const { rendered } = open({
      'GET /artist/team': { body: TEAM },
      'POST /artist/team/invitations': [
        { status: 422, body: { message: TEAM_MESSAGES.alreadyMember, errors: { email: [TEAM_MESSAGES.alreadyMember] } } },
        { status: 422, body: { message: limit, errors: { email: [limit] } } },
      ],
    });
    await rendered;
    fireEvent.change(await screen.findByTestId('team-invite-email'), { target: { value: 'alex@example.com' } });
    fireEvent.click(screen.getByTestId('team-invite-submit'));
    expect((await screen.findByTestId('team-invite-email-error')).textContent).toBe(TEAM_MESSAGES.alreadyMember);
    expect(screen.getByTestId('team-invite-email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('team-invite-upgrade')).toBeNull();

    fireEvent.click(screen.getByTestId('team-invite-submit'));
    await waitFor(() => expect(screen.getByTestId('team-invite-email-error').textContent).toBe('Your Artist plan allows 1 user. Upgrade to Label for up to 5 users.'));
    expect(screen.getByTestId('team-invite-upgrade').getAttribute('href')).toBe('/account/myplan');
  });

  it('at the plan’s limit says so and links to the plans', async () => {
    const { rendered } = open({ 'GET /artist/team': { body: { ...TEAM, user_limit: 3 } } });
    await rendered;
    const limit = await screen.findByTestId('team-limit');
    expect(screen.getByTestId('team-seats').textContent).toContain('3 of 3 seats used');
    expect(limit.textContent).toContain('Every seat of your plan is taken.');
    expect(within(limit).getByTestId('team-upgrade-link').getAttribute('href')).toBe('/account/myplan');
  });

  it('changes a member’s role, removes a member only after the confirm, and cancels an invitation', async () => {
    const { fetchMock, rendered } = open({
      'GET /artist/team': { body: TEAM },
      'PATCH /artist/team/members/m-alex': { body: { ...TEAM.members[1], role: 'viewer' } },
      'DELETE /artist/team/members/m-alex': { status: 204 },
      'DELETE /artist/team/invitations/inv-1': { status: 204 },
    });
    await rendered;
    fireEvent.change(await screen.findByTestId('team-member-role'), { target: { value: 'viewer' } });
    expect((await screen.findByTestId('team-notice')).textContent).toBe('Alex Moreau is now Viewer.');
    expect(requestsTo(fetchMock, 'PATCH /artist/team/members/m-alex').map((r) => r.body)).toEqual([{ role: 'viewer' }]);

    const ask = jest.spyOn(confirmDialog, 'ask').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(await screen.findByTestId('team-member-remove'));
    expect(ask).toHaveBeenCalledWith('Remove Alex Moreau from the account? Their sessions in it end at once.');
    expect(requestsTo(fetchMock, 'DELETE /artist/team/members/m-alex')).toEqual([]);
    fireEvent.click(screen.getByTestId('team-member-remove'));
    await waitFor(() => expect(screen.getByTestId('team-notice').textContent).toBe('Alex Moreau was removed from the account.'));
    expect(requestsTo(fetchMock, 'DELETE /artist/team/members/m-alex')).toHaveLength(1);

    fireEvent.click(await screen.findByTestId('team-invitation-cancel'));
    await waitFor(() => expect(screen.getByTestId('team-notice').textContent).toBe('The invitation to sam@example.com was cancelled.'));
    expect(requestsTo(fetchMock, 'DELETE /artist/team/invitations/inv-1')).toHaveLength(1);
    // Each change reads the team again.
    expect(requestsTo(fetchMock, 'GET /artist/team')).toHaveLength(4);
  });

  it('shows a refused change’s message', async () => {
    const { rendered } = open({
      'GET /artist/team': { body: TEAM },
      'PATCH /artist/team/members/m-alex': { status: 403, body: { code: 'role_forbidden', message: 'Your role does not allow this.' } },
    });
    await rendered;
    fireEvent.change(await screen.findByTestId('team-member-role'), { target: { value: 'admin' } });
    expect((await screen.findByTestId('team-notice')).textContent).toBe('Your role does not allow this.');
  });

  it('a viewer sees the people without the invite form, role selects or actions', async () => {
    const { fetchMock, rendered } = open({ 'GET /artist/team': { body: { ...TEAM, role: 'viewer', me: { member_id: null, role: 'viewer' } } } });
    await rendered;
    await screen.findAllByTestId('team-member-row');
    expect(rowTexts('team-member-row')).toEqual([
      ['Nina Reyes', 'nina@example.com', 'Owner', 'Jan 10, 2026'],
      ['Alex Moreau', 'alex@example.com', 'Manager', 'Mar 2, 2026'],
    ]);
    expect(screen.queryByTestId('team-invite-form')).toBeNull();
    expect(screen.queryByTestId('team-member-role')).toBeNull();
    expect(screen.queryByTestId('team-invitation-cancel')).toBeNull();
    expect(screen.queryByTestId('team-ownership')).toBeNull();
    expectPhoneCards(screen.getByTestId('team-members'));
    expect(requestsTo(fetchMock, 'GET /artist/team')).toHaveLength(1);
  });

  it('the owner moves ownership to an admin, then confirms with the code; a wrong code is said under the field', async () => {
    const withAdmin: TeamResponse = { ...TEAM, members: [TEAM.members[0], { ...TEAM.members[1], role: 'admin' }] };
    const pending: TeamResponse = {
      ...withAdmin,
      ownership_transfer: { id: 'tr-1', to_member_id: 'm-alex', to_name: 'Alex Moreau', owner_confirmed: false, member_confirmed: false, expires_at: '2026-11-29T10:00:00.000Z' },
    };
    const { fetchMock, rendered } = open({
      'GET /artist/team': [{ body: withAdmin }, { body: pending }],
      'POST /artist/team/ownership': { status: 201, body: pending.ownership_transfer },
      'POST /artist/team/ownership/confirm': [{ status: 422, body: { message: TEAM_MESSAGES.codeWrong, errors: { code: [TEAM_MESSAGES.codeWrong] } } }, { body: {} }],
    });
    await rendered;
    const start = await screen.findByTestId('team-ownership-start');
    expect(start).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('team-ownership-member'), { target: { value: 'm-alex' } });
    fireEvent.click(start);
    expect((await screen.findByTestId('team-ownership-pending')).textContent).toBe(
      'Ownership is moving to Alex Moreau. Each of you received a code by e-mail: enter yours to confirm.',
    );
    expect(requestsTo(fetchMock, 'POST /artist/team/ownership').map((r) => r.body)).toEqual([{ member_id: 'm-alex' }]);

    fireEvent.change(screen.getByTestId('team-ownership-code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('team-ownership-confirm'));
    expect((await screen.findByTestId('team-ownership-code-error')).textContent).toBe(TEAM_MESSAGES.codeWrong);
    fireEvent.change(screen.getByTestId('team-ownership-code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByTestId('team-ownership-confirm'));
    await waitFor(() => expect(screen.getByTestId('team-notice').textContent).toBe('Your confirmation was recorded.'));
    expect(requestsTo(fetchMock, 'POST /artist/team/ownership/confirm').map((r) => r.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
  });

  it('the admin receiving ownership sees the code box too, without the cancel', async () => {
    const pending: TeamResponse = {
      ...TEAM,
      role: 'admin',
      me: { member_id: 'm-alex', role: 'admin' },
      ownership_transfer: { id: 'tr-1', to_member_id: 'm-alex', to_name: 'Alex Moreau', owner_confirmed: true, member_confirmed: false, expires_at: '2026-11-29T10:00:00.000Z' },
    };
    const { rendered } = open({ 'GET /artist/team': { body: pending } });
    await rendered;
    expect(await screen.findByTestId('team-ownership-code')).toBeTruthy();
    expect(screen.queryByTestId('team-ownership-cancel')).toBeNull();
    expect(screen.queryByTestId('team-ownership-start')).toBeNull();
  });

  it('another admin is told a transfer is pending, and to whom, without a code box', async () => {
    const other = { id: 'm-kim', user_id: 'u-kim', name: 'Kim Lee', email: 'kim@example.com', role: 'admin' as const, joined_at: '2026-04-01T10:00:00.000Z' };
    const pending: TeamResponse = {
      ...TEAM,
      role: 'admin',
      me: { member_id: 'm-kim', role: 'admin' },
      members: [...TEAM.members, other],
      ownership_transfer: { id: 'tr-1', to_member_id: 'm-alex', to_name: 'Alex Moreau', owner_confirmed: true, member_confirmed: false, expires_at: '2026-11-29T10:00:00.000Z' },
    };
    const { rendered } = open({ 'GET /artist/team': { body: pending } });
    await rendered;
    expect((await screen.findByTestId('team-ownership-pending')).textContent).toBe(
      'Ownership is moving to Alex Moreau. Only the owner and Alex Moreau confirm it, each with their own code.',
    );
    expect(screen.queryByTestId('team-ownership-code')).toBeNull();
    expect(screen.queryByTestId('team-ownership-confirm')).toBeNull();
    expect(screen.queryByTestId('team-ownership-cancel')).toBeNull();
  });

  it('a member leaves after a confirm and carries on in their own account, at its dashboard', async () => {
    const asAlex: TeamResponse = { ...TEAM, role: 'manager', me: { member_id: 'm-alex', role: 'manager' } };
    const { fetchMock, rendered } = open({
      'GET /artist/team': { body: asAlex },
      'POST /artist/team/members/m-alex/leave': { body: { token: 'own-tok', account: { account_id: 'u-alex', name: 'Alex Moreau', role: 'owner', current: true } } },
    });
    const { router } = await rendered;
    const box = await screen.findByTestId('team-leave');
    expect(box.textContent).toContain('You will no longer act in Tidewater Records.');
    const ask = jest.spyOn(confirmDialog, 'ask').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByTestId('team-leave-button'));
    expect(ask).toHaveBeenCalledWith('Leave Tidewater Records? To come back you will need a new invitation.');
    expect(requestsTo(fetchMock, 'POST /artist/team/members/m-alex/leave')).toEqual([]);
    fireEvent.click(screen.getByTestId('team-leave-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/dashboard'));
    const [left] = requestsTo(fetchMock, 'POST /artist/team/members/m-alex/leave');
    expect(left.headers['Authorization']).toBe('Bearer tok');
    expect(localStorage.getItem('artist_token')).toBe('own-tok');
  });

  it('offers no way out to the account’s own user, who handed ownership over and stays an admin', async () => {
    const handedOver: TeamResponse = {
      ...TEAM,
      role: 'admin',
      me: { member_id: 'm-first', role: 'admin' },
      members: [
        { ...TEAM.members[1], id: 'm-alex', role: 'owner' },
        { id: 'm-first', user_id: 'acc-1', name: 'Nina Reyes', email: 'nina@example.com', role: 'admin', joined_at: '2026-01-10T10:00:00.000Z' },
      ],
    };
    const { rendered } = open({ 'GET /artist/team': { body: handedOver } });
    await rendered;
    await screen.findAllByTestId('team-member-row');
    expect(screen.queryByTestId('team-leave')).toBeNull();
  });

  it('speaks French, the server’s messages included', async () => {
    const { rendered } = open(
      {
        'GET /artist/team': { body: TEAM },
        'POST /artist/team/invitations': { status: 422, body: { message: TEAM_MESSAGES.alreadyInvited, errors: { email: [TEAM_MESSAGES.alreadyInvited] } } },
      },
      'fr',
    );
    await rendered;
    expect((await screen.findByTestId('team-seats')).textContent).toBe('3 places utilisées sur 5');
    expect(screen.getByTestId('page-title').textContent).toBe('Équipe');
    fireEvent.change(screen.getByTestId('team-invite-email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByTestId('team-invite-submit'));
    expect((await screen.findByTestId('team-invite-email-error')).textContent).toBe('Une invitation à cette adresse est déjà en attente.');
  });
});
