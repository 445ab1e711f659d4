import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { requestsTo } from '../../testing/mock-api';
import { releaseRoute, wizardRelease } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const RELEASE = wizardRelease({ id: 'r1' });
const LIMIT_MESSAGE = "You've reached your plan's release limit. Upgrade your plan to create more releases.";

const wizardRoutes = { ...releaseRoute(RELEASE), 'GET /artist/artists': { body: { items: [], can_create: true, remaining: -1 } } };

describe('/artist/release (new): draft creation', () => {
  it('creates a draft with an Idempotency-Key and opens it as New Release with its id', async () => {
    const { fetchMock, router } = await renderWizard('/artist/release', {
      ...wizardRoutes,
      'POST /artist/releases/draft': { status: 201, body: { release_id: 'r1', id: 'r1', release: RELEASE } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
    // The header names the release by its short number, never by its id.
    expect((await screen.findByTestId('wizard-release-id')).textContent).toBe('Release #1042');
    expect((screen.getByTestId('page-title')).textContent).toContain('New Release');
    const [request] = requestsTo(fetchMock, 'POST /artist/releases/draft');
    expect(request.body).toEqual({});
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends force_new when the navigation state asks for a new draft', async () => {
    const { fetchMock, router } = await renderWizard(
      { pathname: '/artist/release', state: { forceNew: true } },
      { ...wizardRoutes, 'POST /artist/releases/draft': { status: 201, body: { release_id: 'r1' } } },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
    expect(requestsTo(fetchMock, 'POST /artist/releases/draft')[0].body).toEqual({ force_new: true });
  });

  it('serves /artist/relea/new the same way and takes the id from the release when that is all there is', async () => {
    const { router } = await renderWizard('/artist/relea/new', {
      ...wizardRoutes,
      'POST /artist/releases/draft': { status: 201, body: { release: RELEASE } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
  });

  it('shows Release Limit Reached with the upgrade link on a 403', async () => {
    await renderWizard('/artist/release', {
      'POST /artist/releases/draft': { status: 403, body: { code: 'release_limit_reached', message: LIMIT_MESSAGE } },
    });
    expect(await screen.findByTestId('release-limit-page')).toBeTruthy();
    expect((screen.getByTestId('page-title')).textContent).toContain('Release Limit Reached');
    expect((screen.getByTestId('release-limit-message')).textContent).toContain(LIMIT_MESSAGE);
    expect((screen.getByTestId('release-limit-upgrade')).getAttribute('href')).toBe('/account/myplan');
  });

  it("says 'Could not create draft.' on another failure, and a retry sends the same key", async () => {
    const { fetchMock, router } = await renderWizard('/artist/release', {
      ...wizardRoutes,
      'POST /artist/releases/draft': [{ status: 500, body: {} }, { status: 201, body: { id: 'r1' } }],
    });
    expect((await screen.findByTestId('wizard-draft-error')).textContent).toContain('Could not create draft.');
    fireEvent.click(screen.getByTestId('wizard-draft-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
    const [first, second] = requestsTo(fetchMock, 'POST /artist/releases/draft');
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('says Draft API did not return release_id when the answer has no id', async () => {
    await renderWizard('/artist/release', { 'POST /artist/releases/draft': { status: 201, body: { ok: true } } });
    expect((await screen.findByTestId('wizard-draft-error')).textContent).toContain('Draft API did not return release_id');
  });

  it('uses a new key for a new visit', async () => {
    const { fetchMock, router } = await renderWizard('/artist/release', {
      ...wizardRoutes,
      ...releaseRoute(wizardRelease({ id: 'r2' })),
      'POST /artist/releases/draft': [{ status: 201, body: { id: 'r1' } }, { status: 201, body: { id: 'r2' } }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
    await act(async () => {
      await router.navigate('/artist/release');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r2'));
    const [first, second] = requestsTo(fetchMock, 'POST /artist/releases/draft');
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });
});

describe("the shell's New release action", () => {
  const dashboard = { 'GET /artist/releases': { body: { releases: [] } } };

  it('creates a draft and goes to /artist/release/{id}', async () => {
    const { fetchMock, router } = await renderWizard('/artist/releases', {
      ...dashboard,
      ...wizardRoutes,
      'POST /artist/releases/draft': { status: 201, body: { release_id: 'r1' } },
    });
    fireEvent.click(await screen.findByTestId('sidebar-new-release'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('New Release'));
    const requests = requestsTo(fetchMock, 'POST /artist/releases/draft');
    expect(requests).toHaveLength(1);
    expect(requests[0].headers['Idempotency-Key']).toBeTruthy();
  });

  it('shows Release Limit Reached on a 403 without asking again', async () => {
    const { fetchMock } = await renderWizard('/artist/releases', {
      ...dashboard,
      'POST /artist/releases/draft': { status: 403, body: { code: 'release_limit_reached', message: LIMIT_MESSAGE } },
    });
    fireEvent.click(await screen.findByTestId('sidebar-new-release'));
    expect((await screen.findByTestId('release-limit-message')).textContent).toContain(LIMIT_MESSAGE);
    expect(requestsTo(fetchMock, 'POST /artist/releases/draft')).toHaveLength(1);
  });

  it("alerts 'Could not create draft' on failure or without an id", async () => {
    await renderWizard('/artist/releases', {
      ...dashboard,
      'POST /artist/releases/draft': [{ status: 500, body: {} }, { status: 201, body: {} }],
    });
    fireEvent.click(await screen.findByTestId('sidebar-new-release'));
    expect((await screen.findByTestId('new-release-error')).textContent).toMatch(/^Could not create draft$/);
    fireEvent.click(screen.getByTestId('sidebar-new-release'));
    await waitFor(() => expect((screen.getByTestId('new-release-error')).textContent).toMatch(/^Could not create draft$/));
  });
});

describe('/artist/release/{id} (edit): header, progress and steps', () => {
  it('names the release in the header by its number and primary artist', async () => {
    await renderWizard('/artist/release/r1', { ...releaseRoute(wizardRelease({ workflow_stage: 'album_info', artist: 'Nina Vega' })), 'GET /artist/artists': { body: { items: [], can_create: true, remaining: -1 } } });
    expect((await screen.findByTestId('wizard-release-id')).textContent).toBe('Release #1042 · Nina Vega');
  });

  it('reads Edit Release, opens the step of the workflow stage and jumps with PATCH /stage', async () => {
    const release = wizardRelease({ workflow_stage: 'artwork' });
    const { fetchMock } = await renderWizard('/artist/release/r1', {
      ...releaseRoute(release),
      'PATCH /artist/releases/r1/stage': { body: { release: { ...release, workflow_stage: 'track_upload' } } },
    });
    expect(await screen.findByTestId('wizard-panel-artwork')).toBeTruthy();
    expect((screen.getByTestId('page-title')).textContent).toContain('Edit Release');
    expect((screen.getByTestId('wizard-release-id')).textContent).toBe('Release #1042');
    // Being at the third step completes nothing: the empty draft is 0% ready.
    expect((screen.getByTestId('wizard-progress')).getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByTestId('wizard-progress')).getAttribute('aria-valuetext')).toBe('0 of 6 steps complete');
    expect((screen.getByTestId('wizard-step-artwork')).getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByRole('button', { name: /Album Info|Tracks|Artwork|Distribution|Preview|Submit/ }).length).toBeGreaterThanOrEqual(6);

    fireEvent.click(screen.getByTestId('wizard-step-track_upload'));
    expect(await screen.findByTestId('wizard-panel-track_upload')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'track_upload' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('wizard-step-title')));
  });

  it("shows 'Failed to change step.' in the Action blocked alert when the stage call fails", async () => {
    await renderWizard('/artist/release/r1', {
      ...releaseRoute(wizardRelease({ workflow_stage: 'preview' })),
      'GET /artist/releases/r1/distribution': { body: { settings: null } },
      'GET /artist/stores': { body: { stores: [] } },
      'PATCH /artist/releases/r1/stage': { status: 500, body: {} },
    });
    fireEvent.click(await screen.findByTestId('wizard-step-album_info'));
    expect((await screen.findByTestId('wizard-blocked')).textContent).toContain('Action blocked');
    expect((screen.getByTestId('wizard-blocked-text')).textContent).toContain('Failed to change step.');
    expect(screen.getByTestId('wizard-panel-preview')).toBeTruthy();
  });

  it('speaks French, contract texts included', async () => {
    await renderWizard(
      '/artist/release/r1',
      {
        ...releaseRoute(wizardRelease({ workflow_stage: 'preview' })),
        'GET /artist/releases/r1/distribution': { body: { settings: null } },
        'GET /artist/stores': { body: { stores: [] } },
        'PATCH /artist/releases/r1/stage': { status: 500, body: {} },
      },
      'fr',
    );
    expect((await screen.findByTestId('wizard-step-album_info')).textContent).toContain("Infos de l'album");
    expect(screen.getByTestId('page-title').textContent).toBe('Modifier la sortie');
    fireEvent.click(screen.getByTestId('wizard-step-album_info'));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe("Impossible de changer d'étape.");
    expect(screen.getByTestId('wizard-blocked').textContent).toContain('Action bloquée');
  });

  it('offers only the read-only page for a final release', async () => {
    await renderWizard('/artist/release/r1', { ...releaseRoute(wizardRelease({ status: 'approved', is_final: true })) });
    expect((await screen.findByTestId('wizard-final')).textContent).toContain('This release is final and can no longer be changed.');
    expect(screen.queryByTestId('wizard-step-album_info')).toBeNull();
  });

  it('shows the server message when the release cannot be loaded', async () => {
    await renderWizard('/artist/release/r9', {
      'GET /artist/releases/r9': { status: 404, body: { code: 'release_not_found', message: 'Release not found.' } },
    });
    expect((await screen.findByTestId('wizard-load-error')).textContent).toContain('Release not found.');
  });
});
