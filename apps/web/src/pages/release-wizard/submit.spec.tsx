import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '../../testing/mock-api';
import { releaseRoute, STORES, wizardRelease, wizardTrack } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const COMPLETE = wizardRelease({
  title: 'Night Drive',
  artist: 'Nina Vega',
  primary_artist_id: 'a1',
  extra_artists: [{ artist_id: 'a2', name: 'Leo Park', role: 'Producer' }],
  release_type: 'EP',
  release_date: '2030-05-01',
  upc: '036000291452',
  catalog_number: 'CAT-7',
  label_name: 'Vega Records',
  p_line: 'Vega Records',
  pline_year: 2030,
  c_line: 'Vega Records',
  cline_year: 2030,
  genre_primary: 'Pop',
  genre_secondary: 'Electronic',
  cover_art_url: '/api/files/covers/r1.png?sig=1',
  cover_art_width: 3000,
  cover_art_height: 3000,
  workflow_stage: 'preview',
});
const TRACKS = [
  wizardTrack({ id: 't1', track_number: 1, title: 'Night Drive', duration: 185.4, isrc: 'FRSP03000001' }),
  wizardTrack({ id: 't2', track_number: 2, title: 'Dawn', version: 'Radio Edit', duration: 3725, isrc: 'FRSP03000002' }),
];
const SETTINGS = {
  release_date: '2030-05-01',
  release_time: '09:30',
  timezone: 'Europe/Lisbon',
  territory_mode: 'include',
  territories: ['PT', 'FR'],
  store_ids: ['spotify', 'boomplay'],
  content_id_opt_in: 1,
  price_tier: 'premium',
};

async function open(release = COMPLETE, extra: Parameters<typeof renderWizard>[1] = {}) {
  return renderWizard('/artist/release/r1', {
    ...releaseRoute(release, TRACKS),
    'GET /artist/releases/r1/distribution': { body: { settings: SETTINGS } },
    'GET /artist/stores': { body: { stores: STORES } },
    'GET /artist/releases/r1/preflight': { body: { errors: [], warnings: [] } },
    ...extra,
  });
}

/** Submit is enabled once the preflight answered clear. */
async function submitWhenReady() {
  const button = (await screen.findByTestId('submit-release')) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('Preview: what the stores will receive', () => {
  it('shows album info, artists, artwork, tracks and distribution, each with an Edit link', async () => {
    await open();
    const album = await screen.findByTestId('preview-album');
    expect(album.textContent).toContain('Night Drive');
    expect(album.textContent).toContain('EP');
    expect(album.textContent).toContain('2030-05-01');
    expect(album.textContent).toContain('036000291452');
    expect(album.textContent).toContain('CAT-7');
    expect(screen.getByTestId('preview-p-line').textContent).toBe('℗ 2030 Vega Records');
    expect(screen.getByTestId('preview-c-line').textContent).toBe('© 2030 Vega Records');
    expect(album.textContent).toContain('Pop, Electronic');
    expect(screen.getByTestId('preview-primary-artist').textContent).toBe('Nina Vega');
    expect(screen.getByTestId('preview-extra-artist').textContent).toContain('Leo Park · Producer');
    expect(within(screen.getByTestId('preview-artwork')).getByRole('img').getAttribute('src')).toBe('/api/files/covers/r1.png?sig=1');
    expect(screen.getByTestId('preview-artwork').textContent).toContain('3000×3000 px');

    const rows = screen.getAllByTestId('preview-track');
    expect(rows[0].textContent).toBe('1Night Drive3:05FR-SP0-30-00001');
    expect(rows[1].textContent).toBe('2Dawn (Radio Edit)1:02:05FR-SP0-30-00002');

    await waitFor(() => expect(screen.getByTestId('preview-stores').textContent).toBe('Spotify, Boomplay'));
    const distribution = screen.getByTestId('preview-distribution').textContent;
    expect(distribution).toContain('09:30');
    expect(distribution).toContain('Europe/Lisbon');
    expect(distribution).toContain('Premium');
    expect(screen.getByTestId('preview-territories').textContent).toBe('Only these territories: Portugal (PT), France (FR)');
    expect(screen.getByTestId('preview-content-id').textContent).toBe('Yes');
    for (const section of ['album', 'artists', 'artwork', 'tracks', 'distribution']) {
      expect(screen.getByTestId(`preview-${section}-edit`).textContent).toBe('Edit');
    }
    expect(screen.queryByTestId('preview-missing')).toBeNull();
  });

  it('says the P-line year once when the artist typed it in the line too', async () => {
    await open({ ...COMPLETE, p_line: '2027 Ana & The Approvals', pline_year: 2027 });
    expect((await screen.findByTestId('preview-p-line')).textContent).toBe('℗ 2027 Ana & The Approvals');
  });

  it('lists what is still missing and its Edit links go to the step', async () => {
    const { fetchMock } = await open(
      { ...COMPLETE, missing: ['Artwork', 'At least one store'] },
      { 'PATCH /artist/releases/r1/stage': { body: { release: { ...COMPLETE, workflow_stage: 'artwork' } } } },
    );
    const missing = await screen.findByTestId('preview-missing');
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Artwork', 'At least one store']);
    fireEvent.click(screen.getByTestId('preview-artwork-edit'));
    expect(await screen.findByTestId('artwork-step')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'artwork' });
  });
});

describe('Submit', () => {
  const toSubmit = { 'PATCH /artist/releases/r1/stage': { body: { release: COMPLETE } } };

  it("submits for review: 'Release submitted for review.' and the delivered screen", async () => {
    const { fetchMock } = await open(COMPLETE, {
      ...toSubmit,
      'POST /artist/releases/r1/submit': {
        body: { release: { ...COMPLETE, status: 'pending', workflow_stage: 'delivered' }, message: 'Release submitted for review.' },
      },
    });
    fireEvent.click(await screen.findByTestId('preview-next'));
    expect(await screen.findByTestId('submit-step')).toBeTruthy();
    expect(screen.getByTestId('wizard-step-delivered').getAttribute('aria-current')).toBe('step');
    // The Submit step is opened at the preview stage: delivered means submitted.
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'preview' });

    await submitWhenReady();
    expect((await screen.findByTestId('wizard-delivered-text')).textContent).toBe("Submitted. We'll notify you after review.");
    expect(screen.getByTestId('wizard-notice').textContent).toBe('Release submitted for review.');
    expect(requestsTo(fetchMock, 'POST /artist/releases/r1/submit')).toHaveLength(1);
    expect(screen.getByTestId('wizard-progress').getAttribute('aria-valuenow')).toBe('100');
  });

  it("shows the server's Missing: … answer in the Action blocked alert", async () => {
    await open(COMPLETE, {
      ...toSubmit,
      'POST /artist/releases/r1/submit': {
        status: 422,
        body: { code: 'release_incomplete', message: 'Missing: Title, Artwork.', missing: ['Title', 'Artwork'] },
      },
    });
    fireEvent.click(await screen.findByTestId('wizard-step-delivered'));
    await submitWhenReady();
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe('Missing: Title, Artwork.');
    expect(screen.getByTestId('wizard-blocked').textContent).toContain('Action blocked');
    expect(screen.getByTestId('submit-step')).toBeTruthy();
  });

  it("says 'Submit failed.' without a server message", async () => {
    await open(COMPLETE, { ...toSubmit, 'POST /artist/releases/r1/submit': { status: 500, body: {} } });
    fireEvent.click(await screen.findByTestId('wizard-step-delivered'));
    await submitWhenReady();
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe('Submit failed.');
  });

  it('opens on the delivered screen when the release stage is delivered', async () => {
    await open({ ...COMPLETE, status: 'pending', workflow_stage: 'delivered' });
    expect((await screen.findByTestId('wizard-delivered-text')).textContent).toBe("Submitted. We'll notify you after review.");
    expect(screen.getByTestId('wizard-step-delivered').getAttribute('aria-current')).toBe('step');
  });
});
