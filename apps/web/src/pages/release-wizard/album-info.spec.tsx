import { missingFieldsMessage } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '../../testing/mock-api';
import { extraArtistsAsJsonText } from '../releases/fixtures';
import { DIRECTORY, releaseRoute, wizardRelease } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const COLLAB_LIMIT = "You've reached your collaborator limit for this release.";
const ARTIST_LIMIT = "You've reached your plan's total artist limit.";

async function openAlbum(release = wizardRelease(), extra: Parameters<typeof renderWizard>[1] = {}) {
  const app = await renderWizard('/artist/release/r1', {
    ...releaseRoute(release),
    'GET /artist/artists': { body: DIRECTORY },
    ...extra,
  });
  await screen.findByTestId('album-form');
  await waitFor(() => expect((screen.getByTestId('album-primary_artist_id') as HTMLSelectElement).disabled).toBe(false));
  return app;
}

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const nextButton = () => screen.getByTestId('album-next') as HTMLButtonElement;

describe('Album Info', () => {
  it('disables Save & Next with a Missing: … tooltip until title, primary artist, date and type are set', async () => {
    await openAlbum();
    expect((screen.getByTestId('album-release_type') as HTMLSelectElement).value).toBe('Single');
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByTestId('album-next-tooltip').getAttribute('title')).toBe(
      missingFieldsMessage(['Title', 'Primary artist', 'Release date']),
    );
    expect(screen.getByTestId('album-missing').textContent).toBe('Missing: Title, Primary artist, Release date');
    expect(nextButton().getAttribute('aria-describedby')).toBe('album-missing');

    change('album-title', 'Night Drive');
    change('album-release_date', '2030-05-01');
    expect(screen.getByTestId('album-next-tooltip').getAttribute('title')).toBe('Missing: Primary artist');
    change('album-primary_artist_id', 'a1');
    expect(nextButton().disabled).toBe(false);
    expect(screen.getByTestId('album-next-tooltip').hasAttribute('title')).toBe(false);
    expect(screen.queryByTestId('album-missing')).toBeNull();
  });

  it("preselects the artist's own directory entry as primary artist, and keeps a release's own choice", async () => {
    const own = { ...DIRECTORY, items: [...DIRECTORY.items, { id: 'me', name: 'Jane Newbie', default_role: 'Primary Artist', is_self: true }] };
    const first = await openAlbum(wizardRelease(), { 'GET /artist/artists': { body: own } });
    await waitFor(() => expect((screen.getByTestId('album-primary_artist_id') as HTMLSelectElement).value).toBe('me'));
    first.unmount();

    await openAlbum(wizardRelease({ primary_artist_id: 'a2' }), { 'GET /artist/artists': { body: own } });
    expect((screen.getByTestId('album-primary_artist_id') as HTMLSelectElement).value).toBe('a2');
  });

  it("saves with PUT, says 'Saved.' and moves to Tracks (stage track_upload)", async () => {
    const saved = wizardRelease({ title: 'Night Drive', primary_artist_id: 'a1', release_date: '2030-05-01' });
    const { fetchMock } = await openAlbum(wizardRelease(), {
      'PUT /artist/releases/r1': { body: { release: saved, message: 'Saved.' } },
      'PATCH /artist/releases/r1/stage': { body: { release: { ...saved, workflow_stage: 'track_upload' } } },
    });
    change('album-title', ' Night Drive ');
    change('album-primary_artist_id', 'a1');
    change('album-release_date', '2030-05-01');
    change('album-release_type', 'EP');
    change('album-pline_year', '2030');
    change('album-genre_primary', 'Pop');
    fireEvent.click(nextButton());

    expect(await screen.findByTestId('wizard-panel-track_upload')).toBeTruthy();
    expect(screen.getByTestId('wizard-notice').textContent).toBe('Saved.');
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1')[0].body).toEqual({
      title: 'Night Drive',
      release_date: '2030-05-01',
      upc: null,
      catalog_number: null,
      label_name: null,
      release_type: 'EP',
      p_line: null,
      pline_year: 2030,
      c_line: null,
      cline_year: null,
      genre_primary: 'Pop',
      genre_secondary: null,
      primary_artist_id: 'a1',
      extra_artist_ids: [],
    });
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'track_upload' });
  });

  it('checks the years and the UPC before saving', async () => {
    const { fetchMock } = await openAlbum();
    change('album-pline_year', '30');
    change('album-upc', '123');
    fireEvent.click(screen.getByTestId('album-save'));
    expect(screen.getByTestId('album-pline_year-error').textContent).toBe('P-Line Year must be 4 digits.');
    expect(screen.getByTestId('album-upc-error').textContent).toBe(
      'Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).',
    );
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1')).toHaveLength(0);
  });

  it('shows server refusals in the Action blocked alert and on their fields', async () => {
    await openAlbum(wizardRelease(), {
      'PUT /artist/releases/r1': [
        { status: 403, body: { code: 'collaborator_limit_reached', message: COLLAB_LIMIT } },
        { status: 422, body: { message: 'This UPC is already used by another release.', errors: { upc: ['This UPC is already used by another release.'] } } },
      ],
    });
    fireEvent.click(screen.getByTestId('album-save'));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe(COLLAB_LIMIT);
    expect(screen.getByTestId('wizard-blocked').textContent).toContain('Action blocked');
    change('album-upc', '036000291452');
    fireEvent.click(screen.getByTestId('album-save'));
    await waitFor(() => expect(screen.getByTestId('album-upc-error').textContent).toBe('This UPC is already used by another release.'));
  });
});

describe('Album Info: extra artists with roles', () => {
  it('applies the default role while the role is still Featuring, keeps each pair once and never lists the primary', async () => {
    const { fetchMock } = await openAlbum(wizardRelease({ primary_artist_id: 'a1', limits: { max_extra_artists: -1, release_limit: 10, store_limit: null } }), {
      'PUT /artist/releases/r1': { body: { release: wizardRelease(), message: 'Saved.' } },
    });
    const artistOptions = () => Array.from((screen.getByTestId('collaborator-artist') as HTMLSelectElement).options).map((o) => o.value);
    expect(artistOptions()).toEqual(['', 'a2', 'a3', 'a4']);
    expect((screen.getByTestId('collaborator-role') as HTMLSelectElement).value).toBe('Featuring');

    change('collaborator-artist', 'a2');
    expect((screen.getByTestId('collaborator-role') as HTMLSelectElement).value).toBe('Producer');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    change('collaborator-artist', 'a2');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    expect(screen.getByTestId('collaborator-error').textContent).toBe('This artist already has this role on the release.');
    change('collaborator-role', 'Remixer');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    change('collaborator-artist', 'a3');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    const rows = within(screen.getByTestId('collaborator-list')).getAllByTestId('collaborator');
    expect(rows.map((row) => row.textContent?.replace('Remove', '').trim())).toEqual([
      'Leo Park · Producer',
      'Leo Park · Remixer',
      'Ava Stone · Featuring',
    ]);

    // Choosing Ava as the primary artist takes her off the extras.
    change('album-primary_artist_id', 'a3');
    expect(within(screen.getByTestId('collaborator-list')).getAllByTestId('collaborator')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('album-save'));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /artist/releases/r1')).toHaveLength(1));
    expect((requestsTo(fetchMock, 'PUT /artist/releases/r1')[0].body as { extra_artist_ids: unknown }).extra_artist_ids).toEqual([
      { artist_id: 'a2', role: 'Producer' },
      { artist_id: 'a2', role: 'Remixer' },
    ]);
  });

  it('blocks a collaborator beyond max_extra_artists', async () => {
    await openAlbum(
      wizardRelease({
        primary_artist_id: 'a1',
        extra_artists: [{ artist_id: 'a2', name: 'Leo Park', role: 'Producer' }],
        limits: { max_extra_artists: 1, release_limit: 10, store_limit: null },
      }),
    );
    expect(screen.getByTestId('collaborators-limit').textContent).toContain('besides the primary artist: 1');
    change('collaborator-artist', 'a3');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    expect(screen.getByTestId('collaborator-error').textContent).toBe(COLLAB_LIMIT);
    expect(within(screen.getByTestId('collaborator-list')).getAllByTestId('collaborator')).toHaveLength(1);
    // The same artist in another role is not one more collaborator.
    change('collaborator-artist', 'a2');
    change('collaborator-role', 'Remixer');
    fireEvent.click(screen.getByTestId('collaborator-add'));
    expect(within(screen.getByTestId('collaborator-list')).getAllByTestId('collaborator')).toHaveLength(2);
  });

  it('reads extra_artists given as JSON text', async () => {
    await openAlbum(wizardRelease({ extra_artists: extraArtistsAsJsonText([{ artist_id: 'a4', role: 'Remixer' }]) }));
    expect(within(screen.getByTestId('collaborator-list')).getByTestId('collaborator').textContent).toContain('Max Rey · Remixer');
  });
});

describe('Album Info: artist directory', () => {
  it("adds an artist to the directory inline ('Artist added to your directory.') and picks it", async () => {
    const { fetchMock } = await openAlbum(wizardRelease(), {
      'POST /artist/artists2': {
        status: 201,
        body: { artist: { id: 'a9', name: 'June Hart', default_role: 'Primary Artist' }, message: 'Artist added to your directory.' },
      },
    });
    fireEvent.click(screen.getByTestId('primary-new-artist'));
    fireEvent.click(screen.getByTestId('primary-new-artist-save'));
    expect(screen.getByTestId('primary-new-artist-error').textContent).toBe('Artist name is required.');
    change('primary-new-artist-name', 'June Hart');
    fireEvent.click(screen.getByTestId('primary-new-artist-save'));
    expect((await screen.findByTestId('wizard-notice')).textContent).toBe('Artist added to your directory.');
    expect((screen.getByTestId('album-primary_artist_id') as HTMLSelectElement).value).toBe('a9');
    expect(requestsTo(fetchMock, 'POST /artist/artists2')[0].body).toEqual({ name: 'June Hart', role: 'Primary Artist' });
  });

  it('says the total artist limit is reached when can_create is false', async () => {
    await openAlbum(wizardRelease(), { 'GET /artist/artists': { body: { ...DIRECTORY, can_create: false, remaining: 0 } } });
    expect(screen.getByTestId('primary-artist-limit').textContent).toBe(ARTIST_LIMIT);
    expect(screen.getByTestId('collaborator-artist-limit').textContent).toBe(ARTIST_LIMIT);
    expect(screen.queryByTestId('primary-new-artist')).toBeNull();
  });

  it('says the total artist limit is reached on a 403', async () => {
    await openAlbum(wizardRelease(), {
      'POST /artist/artists2': { status: 403, body: { code: 'artist_limit_reached', message: ARTIST_LIMIT } },
    });
    fireEvent.click(screen.getByTestId('collaborator-new-artist'));
    change('collaborator-new-artist-name', 'June Hart');
    fireEvent.click(screen.getByTestId('collaborator-new-artist-save'));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe(ARTIST_LIMIT);
    expect(screen.getByTestId('collaborator-artist-limit').textContent).toBe(ARTIST_LIMIT);
  });

  it("says 'Failed to load artist directory.' when the directory cannot be read", async () => {
    await renderWizard('/artist/release/r1', { ...releaseRoute(wizardRelease()), 'GET /artist/artists': { status: 500, body: {} } });
    expect((await screen.findByTestId('album-directory-error')).textContent).toBe('Failed to load artist directory.');
  });
});
