import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { expectPhoneCards } from '../../testing/phone-cards';
import { renderApp } from '../../testing/render-app';
import { releaseFixture } from './fixtures';
import { confirmDialog } from './ReleasesPage';

async function open(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp('/artist/releases');
  return { fetchMock, ...app };
}

const RELEASES = [
  releaseFixture({ id: 'r-draft', status: 'draft', title: null, upc: null }),
  releaseFixture({ id: 'r-pending', status: 'pending', title: 'Waiting', release_number: 1043 }),
  releaseFixture({ id: 'r-aprovado', status: 'Aprovado', title: 'Old approved', is_final: undefined }),
  releaseFixture({ id: 'r-live', status: 'live', title: 'On air', is_final: true }),
  releaseFixture({ id: 'r-taken', status: 'taken_down', title: 'Gone', is_final: undefined }),
];

let ask: jest.SpyInstance;
beforeEach(() => {
  ask = jest.spyOn(confirmDialog, 'ask');
});
afterEach(() => ask.mockRestore());

describe('/artist/releases', () => {
  it('lists the releases with normalised status badges and the actions each status allows', async () => {
    await open({ 'GET /artist/releases': { body: { releases: RELEASES } } });
    const table = await screen.findByTestId('releases-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Cover', '#', 'Title', 'Artist', 'Type', 'Release date', 'Status', 'UPC', 'Actions']);

    const row = (id: string) => within(screen.getByTestId(`release-row-${id}`));
    expect(row('r-draft').getByTestId('release-title').textContent).toBe('Untitled release');
    expect(row('r-draft').getByTestId('release-status').textContent).toBe('Draft');
    expect(row('r-pending').getByTestId('release-status').textContent).toBe('Pending review');
    expect(row('r-aprovado').getByTestId('release-status').textContent).toBe('Approved');
    expect(row('r-taken').getByTestId('release-status').textContent).toBe('Removed');
    expect(screen.getByTestId('release-row-r-pending').textContent).toMatch(/Nina Vega.*Single.*086000000017/);
    // Each release by its platform number, not its place in the list.
    expect(row('r-pending').getByTestId('release-number').textContent).toBe('#1043');
    expect(row('r-draft').getByTestId('release-number').textContent).toBe('#1042');
    // On a phone every cell names its column (the header row is hidden there).
    expect(row('r-pending').getByText('Pending review').closest('td')?.getAttribute('data-label')).toBe('Status');

    for (const id of ['r-draft', 'r-pending']) {
      expect(row(id).getByTestId('release-view').getAttribute('href')).toBe(`/artist/releases/${id}`);
      expect(row(id).getByTestId('release-edit').getAttribute('href')).toBe(`/artist/release/${id}`);
      expect(row(id).getByTestId('release-tracks').getAttribute('href')).toBe(`/artist/release/${id}/tracks`);
      expect(row(id).getByTestId('release-delete')).toBeTruthy();
    }
    for (const id of ['r-aprovado', 'r-live', 'r-taken']) {
      expect(row(id).getByTestId('release-view').getAttribute('href')).toBe(`/artist/releases/${id}`);
      expect(row(id).queryByTestId('release-edit')).toBeNull();
      expect(row(id).queryByTestId('release-tracks')).toBeNull();
      expect(row(id).queryByTestId('release-delete')).toBeNull();
    }
  });

  it('asks before deleting, and deletes only after a yes', async () => {
    const { fetchMock } = await open({
      'GET /artist/releases': { body: { releases: RELEASES } },
      'DELETE /artist/releases/r-pending': { body: { message: 'Release deleted.' } },
    });
    const button = within(await screen.findByTestId('release-row-r-pending')).getByTestId('release-delete');
    ask.mockReturnValueOnce(false);
    fireEvent.click(button);
    expect(ask).toHaveBeenCalledWith('Are you sure you want to delete this release? This cannot be undone.');
    expect(requestsTo(fetchMock, 'DELETE /artist/releases/r-pending')).toHaveLength(0);

    ask.mockReturnValueOnce(true);
    fireEvent.click(button);
    expect((await screen.findByTestId('releases-notice')).textContent).toBe('Release deleted.');
    expect(requestsTo(fetchMock, 'DELETE /artist/releases/r-pending')).toHaveLength(1);
    expect(screen.queryByTestId('release-row-r-pending')).toBeNull();
    expect(screen.getByTestId('release-row-r-draft')).toBeTruthy();
  });

  it("says 'Delete failed.' (or the server's reason) and keeps the row", async () => {
    await open({
      'GET /artist/releases': { body: { releases: RELEASES } },
      'DELETE /artist/releases/r-draft': { status: 500, body: {} },
      'DELETE /artist/releases/r-pending': {
        status: 409,
        body: { code: 'release_final', message: 'This release is final and can no longer be changed.' },
      },
    });
    ask.mockReturnValue(true);
    fireEvent.click(within(await screen.findByTestId('release-row-r-draft')).getByTestId('release-delete'));
    expect((await screen.findByTestId('releases-action-error')).textContent).toBe('Delete failed.');
    fireEvent.click(within(screen.getByTestId('release-row-r-pending')).getByTestId('release-delete'));
    await waitFor(() =>
      expect(screen.getByTestId('releases-action-error').textContent).toBe('This release is final and can no longer be changed.'),
    );
    expect(screen.getByTestId('release-row-r-draft')).toBeTruthy();
  });

  it('opens the wizard for a forced new draft and refreshes the list', async () => {
    const { fetchMock, router } = await open({
      'GET /artist/releases': [{ body: { releases: [] } }, { body: { releases: [releaseFixture({ id: 'r-new' })] } }],
    });
    expect((await screen.findByTestId('releases-empty')).textContent).toMatch(/No releases yet/);
    fireEvent.click(screen.getByTestId('releases-refresh'));
    expect(await screen.findByTestId('release-row-r-new')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /artist/releases')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('releases-new'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release'));
    expect(router.state.location.state).toEqual({ forceNew: true });
  });

  it('shows each cover as a thumbnail, a placeholder without one or when its link no longer loads', async () => {
    await open({
      'GET /artist/releases': {
        body: {
          releases: [
            releaseFixture({ id: 'r-cover', title: 'Night Drive', cover_art_url: '/api/storage/signed/cover-1.jpg' }),
            releaseFixture({ id: 'r-none', title: 'No Art', cover_art_url: null }),
            releaseFixture({ id: 'r-expired', title: 'Old Link', cover_art_url: '/api/storage/signed/expired.jpg' }),
          ],
        },
      },
    });
    const row = async (id: string) => within(await screen.findByTestId(`release-row-${id}`));
    const cover = (await row('r-cover')).getByTestId('release-cover') as HTMLImageElement;
    expect(cover.getAttribute('src')).toBe('/api/storage/signed/cover-1.jpg');
    expect(cover.getAttribute('alt')).toBe('Cover of Night Drive');
    expect((await row('r-none')).queryByTestId('release-cover')).toBeNull();
    expect((await row('r-none')).getByTestId('release-cover-empty').getAttribute('aria-label')).toBe('No cover');

    fireEvent.error((await row('r-expired')).getByTestId('release-cover'));
    expect((await row('r-expired')).queryByTestId('release-cover')).toBeNull();
    expect((await row('r-expired')).getByTestId('release-cover-empty')).toBeTruthy();
  });

  it('keeps the row actions in one group and names every field for the phone cards', async () => {
    await open({ 'GET /artist/releases': { body: { releases: [RELEASES[1]] } } });
    const row = await screen.findByTestId('release-row-r-pending');
    const actions = within(row).getByTestId('release-view').parentElement as HTMLElement;
    expect(actions.className).toBe('releases__actions');
    expect(within(actions).getAllByRole('link').map((a) => a.textContent)).toEqual(['View', 'Edit', 'Tracks']);
    expect(within(actions).getByTestId('release-delete')).toBeTruthy();
    // The cover, number and title head the phone card; every other field names its column.
    expectPhoneCards(screen.getByTestId('releases-table'), ['Cover', '#', 'Title', 'Actions']);
  });

  it("says 'Failed to load releases.' when the list cannot be read", async () => {
    await open({ 'GET /artist/releases': { status: 500, body: {} } });
    expect((await screen.findByTestId('releases-error')).textContent).toBe('Failed to load releases.');
  });

  it('shows the list in French', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ me: { name: 'Nina' }, routes: { 'GET /artist/releases': { body: { releases: [RELEASES[2]] } } } });
    await renderApp('/artist/releases', { lng: 'fr' });
    expect((await screen.findByTestId('release-status')).textContent).toBe('Approuvée');
    expect(screen.getByTestId('page-title').textContent).toBe('Mes sorties');
  });
});
