import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DistributionSettingsResponse } from '@soundpost/contracts';
import { requestsTo } from '../../testing/mock-api';
import { NO_SETTINGS, releaseRoute, STORES, wizardRelease } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const RELEASE = wizardRelease({ workflow_stage: 'distribution' });

async function openDistribution(settings: DistributionSettingsResponse = NO_SETTINGS, extra: Parameters<typeof renderWizard>[1] = {}) {
  const app = await renderWizard('/artist/release/r1', {
    ...releaseRoute(RELEASE),
    'GET /artist/releases/r1/distribution': { body: { settings } },
    'GET /artist/stores': { body: { stores: STORES } },
    ...extra,
  });
  await screen.findByTestId('distribution-form');
  return app;
}

const field = <T extends HTMLElement = HTMLInputElement>(testId: string) => screen.getByTestId(testId) as unknown as T;
const nextButton = () => field<HTMLButtonElement>('dist-next');

let zone: jest.SpyInstance | undefined;
function browserZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  zone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone };
  });
}
afterEach(() => zone?.mockRestore());

describe('Distribution', () => {
  it("enables time and time zone only once a date is set, defaulting to the browser's zone", async () => {
    browserZone('Europe/Lisbon');
    await openDistribution();
    expect(field('dist-release_time').disabled).toBe(true);
    expect(field<HTMLSelectElement>('dist-timezone').disabled).toBe(true);
    expect(screen.getByText('Set a release date first.')).toBeTruthy();
    fireEvent.change(field('dist-release_date'), { target: { value: '2030-05-01' } });
    expect(field('dist-release_time').disabled).toBe(false);
    expect(field<HTMLSelectElement>('dist-timezone').disabled).toBe(false);
    expect(field<HTMLSelectElement>('dist-timezone').value).toBe('Europe/Lisbon');
    const zones = Array.from(field<HTMLSelectElement>('dist-timezone').options).map((o) => o.value);
    expect(zones).toHaveLength(12);
    expect(zones[0]).toBe('UTC');
  });

  it('falls back to UTC when the browser zone is not offered', async () => {
    browserZone('America/Chicago');
    await openDistribution({ ...NO_SETTINGS, release_date: '2030-05-01' });
    expect(field<HTMLSelectElement>('dist-timezone').value).toBe('UTC');
  });

  it('shows the territory checkboxes only in include or exclude mode', async () => {
    const { fetchMock } = await openDistribution({ ...NO_SETTINGS, store_ids: ['spotify'] });
    expect(field('dist-mode-worldwide').checked).toBe(true);
    expect(screen.queryByTestId('dist-territory-list')).toBeNull();
    fireEvent.click(field('dist-mode-include'));
    const list = screen.getByTestId('dist-territory-list');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(list).getByText('France (FR)')).toBeTruthy();
    fireEvent.click(nextButton());
    expect(screen.getByTestId('dist-territories-error').textContent).toBe('Choose at least one territory.');
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1/distribution')).toHaveLength(0);
    fireEvent.click(field('dist-mode-exclude'));
    expect(screen.getByTestId('dist-territory-list')).toBeTruthy();
    fireEvent.click(field('dist-mode-worldwide'));
    expect(screen.queryByTestId('dist-territory-list')).toBeNull();
  });

  it('lists the stores with logos, selects all or none, and needs one store to continue', async () => {
    await openDistribution();
    const spotify = screen.getByTestId('dist-store-spotify');
    expect(spotify.querySelector('img')?.getAttribute('src')).toBe('/api/stores/spotify/logo.svg');
    expect(spotify.textContent).toContain('Spotify');
    expect(screen.getByTestId('dist-store-boomplay').textContent).toContain('Regional');
    expect(nextButton().disabled).toBe(true);
    expect(screen.getByTestId('dist-store-required').textContent).toBe('Select at least one store.');

    fireEvent.click(screen.getByTestId('dist-stores-all'));
    expect(STORES.every((store) => field(`dist-store-check-${store.id}`).checked)).toBe(true);
    expect(nextButton().disabled).toBe(false);
    expect(screen.getByTestId('dist-stores-count').textContent).toBe('3 of 3 selected');
    fireEvent.click(screen.getByTestId('dist-stores-none'));
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(field('dist-store-check-apple-music'));
    expect(nextButton().disabled).toBe(false);
  });

  it("saves with PUT ('Distribution settings saved.') and moves to Preview", async () => {
    browserZone('Europe/Berlin');
    const { fetchMock } = await openDistribution(NO_SETTINGS, {
      'PUT /artist/releases/r1/distribution': (request) => ({ body: { settings: request.body, message: 'Distribution settings saved.' } }),
      'PATCH /artist/releases/r1/stage': { body: { release: { ...RELEASE, workflow_stage: 'preview' } } },
    });
    fireEvent.change(field('dist-release_date'), { target: { value: '2030-05-01' } });
    fireEvent.change(field('dist-release_time'), { target: { value: '09:30' } });
    fireEvent.click(field('dist-mode-exclude'));
    fireEvent.click(field('dist-territory-JP'));
    fireEvent.click(field('dist-territory-BR'));
    fireEvent.click(field('dist-store-check-spotify'));
    fireEvent.click(field('dist-store-check-boomplay'));
    fireEvent.click(field('dist-content-id'));
    fireEvent.change(field('dist-price_tier'), { target: { value: 'premium' } });
    fireEvent.click(nextButton());

    expect(await screen.findByTestId('wizard-panel-preview')).toBeTruthy();
    expect(screen.getByTestId('wizard-notice').textContent).toBe('Distribution settings saved.');
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1/distribution')[0].body).toEqual({
      release_date: '2030-05-01',
      release_time: '09:30',
      timezone: 'Europe/Berlin',
      territory_mode: 'exclude',
      territories: ['JP', 'BR'],
      store_ids: ['spotify', 'boomplay'],
      content_id_opt_in: 1,
      price_tier: 'premium',
    });
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'preview' });
  });

  it('sends no time or zone without a date, and shows the server refusals', async () => {
    const { fetchMock } = await openDistribution(
      { ...NO_SETTINGS, store_ids: ['spotify'] },
      {
        'PUT /artist/releases/r1/distribution': {
          status: 422,
          body: { message: 'Unknown store: spotify.', errors: { store_ids: ['Unknown store: spotify.'] } },
        },
      },
    );
    fireEvent.click(screen.getByTestId('dist-save'));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe('Unknown store: spotify.');
    const body = requestsTo(fetchMock, 'PUT /artist/releases/r1/distribution')[0].body as DistributionSettingsResponse;
    expect([body.release_date, body.release_time, body.timezone]).toEqual([null, null, null]);
    expect(screen.getByTestId('wizard-panel-distribution')).toBeTruthy();
  });

  it("says 'Failed to load distribution settings.' when they cannot be read", async () => {
    await renderWizard('/artist/release/r1', {
      ...releaseRoute(RELEASE),
      'GET /artist/releases/r1/distribution': { status: 500, body: {} },
      'GET /artist/stores': { body: { stores: STORES } },
    });
    expect((await screen.findByTestId('distribution-load-error')).textContent).toBe('Failed to load distribution settings.');
  });

  it('shows the saved settings', async () => {
    await openDistribution({
      release_date: '2030-05-01',
      release_time: '18:00',
      timezone: 'Asia/Tokyo',
      territory_mode: 'include',
      territories: ['JP'],
      store_ids: ['apple-music'],
      content_id_opt_in: 1,
      price_tier: 'budget',
    });
    await waitFor(() => expect(field('dist-release_time').value).toBe('18:00'));
    expect(field<HTMLSelectElement>('dist-timezone').value).toBe('Asia/Tokyo');
    expect(field('dist-territory-JP').checked).toBe(true);
    expect(field('dist-store-check-apple-music').checked).toBe(true);
    expect(field('dist-content-id').checked).toBe(true);
    expect(field<HTMLSelectElement>('dist-price_tier').value).toBe('budget');
  });
});

describe('Distribution: the plan’s store allowance', () => {
  const LIMITED = wizardRelease({ workflow_stage: 'distribution', limits: { max_extra_artists: -1, release_limit: -1, store_limit: 2 } });
  const openLimited = async (settings: DistributionSettingsResponse, extra: Parameters<typeof renderWizard>[1] = {}) => {
    const app = await renderWizard('/artist/release/r1', {
      ...releaseRoute(LIMITED),
      'GET /artist/releases/r1/distribution': { body: { settings } },
      'GET /artist/stores': { body: { stores: STORES } },
      ...extra,
    });
    await screen.findByTestId('distribution-form');
    return app;
  };
  const checked = () => STORES.filter((s) => field(`dist-store-check-${s.id}`).checked).map((s) => s.id);

  it('shows the allowance with the upgrade link and refuses a store past it', async () => {
    await openLimited({ ...NO_SETTINGS, store_ids: ['spotify', 'apple-music'] });
    expect(screen.getByTestId('dist-store-allowance').textContent).toBe('Your plan includes up to 2 stores. Upgrade your plan to choose more.');
    expect(within(screen.getByTestId('dist-store-allowance')).getByRole('link').getAttribute('href')).toBe('/account/myplan');
    expect(screen.getByTestId('dist-stores-count').textContent).toBe('2 of 3 selected');
    fireEvent.click(field('dist-store-check-boomplay'));
    expect(checked()).toEqual(['spotify', 'apple-music']);
    expect(screen.getByTestId('dist-store-limit-error').textContent).toBe('Your plan includes up to 2 stores. Upgrade your plan to choose more.');
    // Making room lets the artist pick another one.
    fireEvent.click(field('dist-store-check-spotify'));
    fireEvent.click(field('dist-store-check-boomplay'));
    expect(checked()).toEqual(['apple-music', 'boomplay']);
    expect(screen.queryByTestId('dist-store-limit-error')).toBeNull();
  });

  it('selects all up to the allowance, highest ranked first, and clears', async () => {
    await openLimited(NO_SETTINGS);
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('dist-stores-all'));
    expect(checked()).toEqual(['spotify', 'apple-music']);
    expect(screen.getByTestId('dist-store-limit-error')).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('dist-stores-none'));
    expect(screen.getByTestId('dist-stores-none').textContent).toBe('Clear');
    expect(checked()).toEqual([]);
    expect(screen.getByTestId('dist-stores-count').textContent).toBe('0 of 3 selected');
    expect(nextButton().disabled).toBe(true);
  });

  it('selects every store on a plan without a limit', async () => {
    await openDistribution(NO_SETTINGS);
    expect(screen.getByTestId('dist-store-allowance').textContent).toBe('Your plan includes every store.');
    fireEvent.click(screen.getByTestId('dist-stores-all'));
    expect(checked()).toEqual(['spotify', 'apple-music', 'boomplay']);
    expect(screen.queryByTestId('dist-store-limit-error')).toBeNull();
  });

  it('shows the server’s refusal as the allowance with the upgrade link, in French too', async () => {
    await renderWizard(
      '/artist/release/r1',
      {
        ...releaseRoute(LIMITED),
        'GET /artist/releases/r1/distribution': { body: { settings: { ...NO_SETTINGS, store_ids: ['spotify'] } } },
        'GET /artist/stores': { body: { stores: STORES } },
        'PUT /artist/releases/r1/distribution': {
          status: 422,
          body: { code: 'store_limit_exceeded', message: 'Your plan includes up to 2 stores. Upgrade your plan to choose more.', errors: { store_ids: ['Your plan includes up to 2 stores. Upgrade your plan to choose more.'] }, store_limit: 2, upgrade_url: '/account/myplan' },
        },
      },
      'fr',
    );
    await screen.findByTestId('distribution-form');
    expect(screen.getByTestId('dist-store-allowance').textContent).toBe("Votre offre comprend jusqu'à 2 plateformes. Passez à une offre supérieure pour en choisir davantage.");
    fireEvent.click(screen.getByTestId('dist-save'));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe("Votre offre comprend jusqu'à 2 plateformes. Passez à une offre supérieure pour en choisir davantage.");
    expect(within(screen.getByTestId('dist-store-limit-error')).getByTestId('store-limit-upgrade').getAttribute('href')).toBe('/account/myplan');
  });

  it('ticks the Distribution step once a saved release has a date and a store', async () => {
    const dated = { ...LIMITED, release_date: null };
    await renderWizard('/artist/release/r1', {
      ...releaseRoute(dated),
      'GET /artist/releases/r1/distribution': { body: { settings: { ...NO_SETTINGS, store_ids: [] } } },
      'GET /artist/stores': { body: { stores: STORES } },
      'PUT /artist/releases/r1/distribution': { body: { settings: { ...NO_SETTINGS, release_date: '2030-05-01', timezone: 'UTC', store_ids: ['spotify'] }, message: 'Distribution settings saved.' } },
    });
    await screen.findByTestId('distribution-form');
    const step = () => screen.getByTestId('wizard-step-distribution').closest('li')?.getAttribute('data-done');
    expect(step()).toBe('false');
    fireEvent.change(field('dist-release_date'), { target: { value: '2030-05-01' } });
    fireEvent.click(field('dist-store-check-spotify'));
    fireEvent.click(screen.getByTestId('dist-save'));
    await waitFor(() => expect(step()).toBe('true'));
  });
});
