import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '../../testing/mock-api';
import { releaseRoute, STORES, wizardRelease, wizardTrack } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';
import { submitBlockers } from './submit-blockers';
import { isStepDone, WIZARD_STEPS } from './wizard-steps';

/** An empty draft as the server answers it: stores preselected, everything else missing. */
const EMPTY = wizardRelease({ missing: ['Title', 'Primary artist', 'Release date', 'At least one track with audio', 'Artwork'] });
const ALBUM = { title: 'Night Drive', artist: 'Nina Vega', primary_artist_id: 'a1', release_type: 'Single', release_date: '2030-05-01' };
const ART = { cover_art_url: '/api/files/covers/r1.png?sig=1', cover_art_width: 3000, cover_art_height: 3000 };
const WITH_AUDIO = wizardTrack({ id: 't1', audio_url: '/api/files/audio/t1.wav?sig=1' });
const NO_AUDIO = wizardTrack({ id: 't2', audio_file_path: null, audio_url: null });
const SETTINGS = { release_date: '2030-05-01', release_time: null, timezone: null, territory_mode: 'worldwide', territories: [], store_ids: ['spotify'], content_id_opt_in: 0, price_tier: 'standard' };

const doneSteps = () => WIZARD_STEPS.filter((step) => screen.getByTestId(`wizard-step-${step}`).closest('li')?.getAttribute('data-done') === 'true');

describe('step ticks come from the release, not from visits', () => {
  it('an empty draft clicked through every tab ticks nothing and its progress stays at 0%', async () => {
    const stages = WIZARD_STEPS.filter((s) => s !== 'delivered').map((stage) => ({ body: { release: { ...EMPTY, workflow_stage: stage } } }));
    await renderWizard('/artist/release/r1', {
      ...releaseRoute(EMPTY),
      'PATCH /artist/releases/r1/stage': stages.slice(1),
      'GET /artist/artists': { body: { items: [], can_create: true, remaining: -1 } },
      'GET /artist/releases/r1/distribution': { body: { settings: { ...SETTINGS, release_date: null } } },
      'GET /artist/stores': { body: { stores: STORES } },
      'GET /artist/releases/r1/preflight': { body: { errors: [{ code: 'title_missing', field: 'title', message: 'Add the release title.' }], warnings: [] } },
    });
    await screen.findByTestId('wizard-panel-album_info');
    for (const step of ['track_upload', 'artwork', 'distribution', 'preview'] as const) {
      fireEvent.click(screen.getByTestId(`wizard-step-${step}`));
      await screen.findByTestId(`wizard-panel-${step}`);
      expect(doneSteps()).toEqual([]);
      expect(screen.getByTestId('wizard-progress').getAttribute('aria-valuenow')).toBe('0');
    }
  });

  it('ticks each step whose data is there, whatever the current step', async () => {
    await renderWizard('/artist/release/r1', {
      ...releaseRoute(wizardRelease({ ...ALBUM, workflow_stage: 'album_info', missing: ['Artwork'] }), [WITH_AUDIO]),
      'GET /artist/artists': { body: { items: [], can_create: true, remaining: -1 } },
    });
    await screen.findByTestId('wizard-panel-album_info');
    expect(doneSteps()).toEqual(['album_info', 'track_upload', 'distribution']);
    expect(screen.getByTestId('wizard-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('wizard-progress').getAttribute('aria-valuetext')).toBe('3 of 6 steps complete');
    expect(within(screen.getByTestId('wizard-step-album_info')).getByText('✓')).toBeTruthy();
    expect(within(screen.getByTestId('wizard-step-artwork')).getByText('3')).toBeTruthy();
  });

  it('asks each step for what submit needs from it', () => {
    const full = wizardRelease({ ...ALBUM, ...ART, missing: [] });
    expect(WIZARD_STEPS.filter((s) => isStepDone(s, full, [WITH_AUDIO]))).toEqual(['album_info', 'track_upload', 'artwork', 'distribution', 'preview']);
    expect(isStepDone('track_upload', full, [NO_AUDIO])).toBe(false);
    expect(isStepDone('artwork', { ...full, cover_art_width: 3000, cover_art_height: 2000 }, [])).toBe(false);
    expect(isStepDone('artwork', { ...full, cover_art_width: 1400, cover_art_height: 1400 }, [])).toBe(false);
    expect(isStepDone('distribution', { ...full, missing: ['At least one store'] }, [])).toBe(false);
    expect(isStepDone('album_info', { ...full, title: '  ' }, [])).toBe(false);
    expect(isStepDone('preview', full, [NO_AUDIO])).toBe(false);
    expect(isStepDone('delivered', { ...full, workflow_stage: 'delivered' }, [])).toBe(true);
  });
});

describe('Submit is disabled until nothing is missing and the preflight has no error', () => {
  const open = (release: ReturnType<typeof wizardRelease>, preflight: unknown, extra: Parameters<typeof renderWizard>[1] = {}) =>
    renderWizard('/artist/release/r1', {
      ...releaseRoute({ ...release, workflow_stage: 'preview' }, [WITH_AUDIO]),
      'GET /artist/releases/r1/distribution': { body: { settings: SETTINGS } },
      'GET /artist/stores': { body: { stores: STORES } },
      'GET /artist/releases/r1/preflight': { body: preflight },
      // Opening Submit keeps the preview stage; the next jump goes to the artwork.
      'PATCH /artist/releases/r1/stage': [{ body: { release: { ...release, workflow_stage: 'preview' } } }, { body: { release: { ...release, workflow_stage: 'artwork' } } }],
      ...extra,
    });

  it('lists each missing item and preflight error with a link to its step, and the link opens it', async () => {
    const release = wizardRelease({ ...ALBUM, title: null, missing: ['Title', 'Artwork'] });
    const { fetchMock } = await open(release, {
      errors: [
        { code: 'title_missing', field: 'title', message: 'Add the release title.' },
        { code: 'artwork_missing', field: 'cover', message: 'Upload the cover artwork.' },
        { code: 'isrc_missing', field: 'tracks.1.isrc', message: 'Track 1 “Night Drive” has no ISRC.' },
      ],
      warnings: [],
    });
    fireEvent.click(await screen.findByTestId('wizard-step-delivered'));
    await waitFor(() => expect(screen.getAllByTestId('submit-blocker')).toHaveLength(3));
    const items = screen.getAllByTestId('submit-blocker');
    expect(items.map((li) => [li.getAttribute('data-step'), li.textContent])).toEqual([
      ['album_info', 'Title Go to Album Info'],
      ['artwork', 'Artwork Go to Artwork'],
      ['track_upload', 'Track 1 “Night Drive” has no ISRC. Go to Tracks'],
    ]);
    expect((screen.getByTestId('submit-release') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('submit-release').getAttribute('aria-describedby')).toBe('submit-blocked-hint');

    fireEvent.click(within(items[1]).getByTestId('submit-fix-artwork'));
    expect(await screen.findByTestId('artwork-step')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage').at(-1)?.body).toEqual({ workflow_stage: 'artwork' });
  });

  it('names the plan’s store allowance with the upgrade link when the release has more stores', async () => {
    const release = wizardRelease({ ...ALBUM, ...ART, missing: [], limits: { max_extra_artists: -1, release_limit: -1, store_limit: 18 } });
    await open(release, { errors: [{ code: 'store_limit_exceeded', field: 'store_ids', message: 'Your plan includes up to 18 stores. Upgrade your plan to choose more.' }], warnings: [] });
    fireEvent.click(await screen.findByTestId('wizard-step-delivered'));
    const item = await screen.findByTestId('submit-blocker');
    expect(item.getAttribute('data-step')).toBe('distribution');
    expect(within(item).getByTestId('store-limit-note').textContent).toBe('Your plan includes up to 18 stores. Upgrade your plan to choose more.');
    expect(within(item).getByTestId('store-limit-upgrade').getAttribute('href')).toBe('/account/myplan');
    expect((screen.getByTestId('submit-release') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is enabled once the preflight is clear, and stays disabled while it runs', async () => {
    await open(wizardRelease({ ...ALBUM, ...ART, missing: [] }), { errors: [], warnings: [{ code: 'genre_missing', field: 'genre_primary', message: 'Add a genre.' }] });
    fireEvent.click(await screen.findByTestId('wizard-step-delivered'));
    expect((await screen.findByTestId('submit-release') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((screen.getByTestId('submit-release') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('submit-missing')).toBeNull();
  });

  it('lists a preflight error once when it repeats a missing item', () => {
    const check = { errors: [{ code: 'stores_missing', field: 'store_ids', message: 'Choose at least one store.' }], warnings: [] };
    expect(submitBlockers({ missing: ['At least one store'] }, check).map((b) => [b.step, b.item ?? b.code])).toEqual([['distribution', 'At least one store']]);
    expect(submitBlockers({ missing: [] }, check).map((b) => [b.step, b.item ?? b.code])).toEqual([['distribution', 'stores_missing']]);
  });
});
