import { TEAM_MESSAGES, type TeamInvitationPreview } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetAccounts } from '../../session/accounts';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const PREVIEW: TeamInvitationPreview = {
  id: 'inv-1',
  account_name: 'Tidewater Records',
  role: 'manager',
  email: 'alex@example.com',
  expires_at: '2026-12-04T10:00:00.000Z',
  expired: false,
};

const PATH = '/team/invitations/inv-1?token=tok-inv';

function open(options: { token?: string; routes: MockApiOptions['routes']; lng?: 'fr' | 'es'; path?: string }) {
  if (options.token) localStorage.setItem('artist_token', options.token);
  const fetchMock = mockApi({ me: options.token ? { name: 'Alex', document_status: 'approved' } : { status: 401 }, routes: options.routes });
  return { fetchMock, rendered: renderApp(options.path ?? PATH, { lng: options.lng }) };
}

describe('/team/invitations/:id (the invitation e-mail’s link)', () => {
  beforeEach(() => resetAccounts());

  it('without a session shows the account and the role, and offers log in and sign-up that come back here', async () => {
    const { fetchMock, rendered } = open({ routes: { 'GET /team/invitations/inv-1': { body: PREVIEW } } });
    await rendered;
    expect((await screen.findByTestId('invitation-summary')).textContent).toBe('Tidewater Records invites you to join their team as Manager.');
    expect(screen.getByTestId('invitation-role-description').textContent).toBe('Releases, tracks, artists, splits, smart links, statistics and tickets; no money.');
    const [asked] = requestsTo(fetchMock, 'GET /team/invitations/inv-1');
    expect(asked.query.get('token')).toBe('tok-inv');
    expect(asked.headers['Authorization']).toBeUndefined();
    const back = encodeURIComponent(PATH);
    expect(screen.getByTestId('invitation-login').getAttribute('href')).toBe(`/login?next=${back}`);
    expect(screen.getByTestId('invitation-signup').getAttribute('href')).toBe(`/signup?next=${back}`);
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
  });

  it('signed in with the invited e-mail: Accept joins, switches into the account and opens its dashboard', async () => {
    const { fetchMock, rendered } = open({
      token: 'tok-alex',
      routes: {
        'GET /team/invitations/inv-1': { body: PREVIEW },
        'POST /artist/team/invitations/inv-1/accept': { body: { account_id: 'acc-label', name: 'Tidewater Records', role: 'manager', current: false } },
        'POST /auth/switch-account': { body: { token: 'tok-label', account: { account_id: 'acc-label', name: 'Tidewater Records', role: 'manager', current: true } } },
      },
    });
    const { router } = await rendered;
    fireEvent.click(await screen.findByTestId('invitation-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/dashboard'));
    expect(requestsTo(fetchMock, 'POST /artist/team/invitations/inv-1/accept')[0].headers['Authorization']).toBe('Bearer tok-alex');
    const [switched] = requestsTo(fetchMock, 'POST /auth/switch-account');
    expect(switched.body).toEqual({ account_id: 'acc-label' });
    expect(switched.headers['Authorization']).toBe('Bearer tok-alex');
    expect(localStorage.getItem('artist_token')).toBe('tok-label');
  });

  it('signed in with another e-mail: says so with the server’s message and a log-out that comes back here', async () => {
    const { fetchMock, rendered } = open({
      token: 'tok-other',
      routes: {
        'GET /team/invitations/inv-1': { body: PREVIEW },
        'POST /artist/team/invitations/inv-1/accept': { status: 403, body: { code: 'invitation_not_yours', message: TEAM_MESSAGES.notYourInvitation } },
        'POST /auth/logout': { status: 204 },
      },
    });
    const { router } = await rendered;
    fireEvent.click(await screen.findByTestId('invitation-accept'));
    expect((await screen.findByTestId('invitation-refused')).textContent).toContain(TEAM_MESSAGES.notYourInvitation);
    expect(requestsTo(fetchMock, 'POST /auth/switch-account')).toEqual([]);
    expect(localStorage.getItem('artist_token')).toBe('tok-other');
    fireEvent.click(screen.getByTestId('invitation-logout'));
    await waitFor(() => expect(localStorage.getItem('artist_token')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(PATH));
    expect(await screen.findByTestId('invitation-login')).toBeTruthy();
  });

  it('a session that ended meanwhile is asked to log in again, back to this page', async () => {
    const { rendered } = open({
      token: 'tok-old',
      routes: { 'GET /team/invitations/inv-1': { body: PREVIEW }, 'POST /artist/team/invitations/inv-1/accept': { status: 401, body: { message: 'Unauthenticated.' } } },
    });
    await rendered;
    fireEvent.click(await screen.findByTestId('invitation-accept'));
    expect((await screen.findByTestId('invitation-refused')).textContent).toBe('Your session has ended. Log in again to accept the invitation.Log in');
    expect(screen.getByTestId('invitation-login-again').getAttribute('href')).toBe(`/login?next=${encodeURIComponent(PATH)}`);
    expect(screen.queryByTestId('invitation-logout')).toBeNull();
  });

  it('an expired invitation says so and offers no Accept', async () => {
    const { rendered } = open({ token: 'tok-alex', routes: { 'GET /team/invitations/inv-1': { body: { ...PREVIEW, expired: true } } } });
    await rendered;
    expect((await screen.findByTestId('invitation-expired')).textContent).toBe(TEAM_MESSAGES.invitationExpired);
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
  });

  it('a wrong token or a link without one says the link is not valid', async () => {
    const { rendered } = open({ routes: { 'GET /team/invitations/inv-1': { status: 404, body: { message: TEAM_MESSAGES.invitationNotFound } } } });
    await rendered;
    expect((await screen.findByTestId('invitation-invalid')).textContent).toBe('This invitation link is not valid. Ask the account for a new invitation.');

    const second = open({ routes: {}, path: '/team/invitations/inv-1' });
    await second.rendered;
    expect((await screen.findAllByTestId('invitation-invalid')).length).toBeGreaterThan(0);
    expect(requestsTo(second.fetchMock, 'GET /team/invitations/inv-1')).toEqual([]);
  });

  it('speaks Spanish, the refusal included', async () => {
    const { rendered } = open({
      token: 'tok-alex',
      lng: 'es',
      routes: {
        'GET /team/invitations/inv-1': { body: PREVIEW },
        'POST /artist/team/invitations/inv-1/accept': { status: 409, body: { message: TEAM_MESSAGES.alreadyInAccount } },
      },
    });
    await rendered;
    expect((await screen.findByTestId('invitation-summary')).textContent).toBe('Tidewater Records te invita a unirte a su equipo con el rol Mánager.');
    fireEvent.click(screen.getByTestId('invitation-accept'));
    expect((await screen.findByTestId('invitation-refused')).textContent).toBe('Ya eres miembro de esta cuenta.');
    expect(screen.queryByTestId('invitation-logout')).toBeNull();
  });
});
