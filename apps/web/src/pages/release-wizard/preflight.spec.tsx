import { screen } from '@testing-library/react';
import { releaseRoute, STORES, wizardRelease, wizardTrack } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const RELEASE = wizardRelease({ title: 'NIGHT DRIVE', artist: 'Nina Vega', primary_artist_id: 'a1', release_date: '2030-05-01', workflow_stage: 'preview' });
const routes = (preflight: unknown) => ({
  ...releaseRoute(RELEASE, [wizardTrack({ id: 't1', track_number: 1, title: 'Night Drive', isrc: 'FRSP03000001' })]),
  'GET /artist/releases/r1/distribution': { body: { settings: { release_date: '2030-05-01', release_time: null, timezone: null, territory_mode: 'worldwide', territories: [], store_ids: ['spotify'], content_id_opt_in: 0, price_tier: 'standard' } } },
  'GET /artist/stores': { body: { stores: STORES } },
  'GET /artist/releases/r1/preflight': { body: preflight },
});

describe('Preview: the preflight check', () => {
  it('lists what stores would reject and the style warnings, in the words of the check', async () => {
    await renderWizard(
      '/artist/release/r1',
      routes({
        errors: [{ code: 'artwork_too_small', field: 'cover', message: 'The artwork is 640×640 pixels: stores need at least 3000×3000.' }],
        warnings: [{ code: 'title_all_caps', field: 'title', message: 'The release title is in capitals: stores ask for normal capitalisation.' }],
      }),
    );
    expect((await screen.findByTestId('preflight-errors')).textContent).toContain('Fix these before you submit');
    expect(screen.getByTestId('preflight-error-artwork_too_small').textContent).toBe('The artwork is 640×640 pixels: stores need at least 3000×3000.');
    expect(screen.getByTestId('preflight-warning-title_all_caps').textContent).toContain('in capitals');
  });

  it('says so when stores should accept the release as it is', async () => {
    await renderWizard('/artist/release/r1', routes({ errors: [], warnings: [] }));
    expect((await screen.findByTestId('preflight-clear')).textContent).toBe('Stores should accept this release as it is.');
  });
});
