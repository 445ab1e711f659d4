import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { releaseFixture } from './fixtures';
import { formatDeliveryDay } from './ReleaseDeliveries';

const delivery = (store: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `d-${store}`,
  release_id: 'r1',
  store_id: store,
  store_name: name,
  status,
  action: 'insert',
  message_id: 'SP1',
  batch_id: 'B1',
  attempts: 1,
  error: null,
  queued_at: '2026-03-04T10:00:00.000Z',
  started_at: '2026-03-04T10:00:01.000Z',
  delivered_at: '2026-03-05T10:00:00.000Z',
  acknowledged_at: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  ...extra,
});

describe("the artist's release page: where the release is", () => {
  it('says "Delivered to Spotify on 5 March" per store, and "Removed from" after a takedown', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({
      me: { name: 'Nina' },
      routes: {
        'GET /artist/releasess/r1': { body: { release: releaseFixture({ status: 'live' }), tracks: [] } },
        'GET /artist/releases/r1/deliveries': {
          body: {
            deliveries: [
              delivery('spotify', 'Spotify', 'delivered'),
              delivery('deezer', 'Deezer', 'acknowledged', { acknowledged_at: '2026-03-06T09:00:00.000Z' }),
              delivery('tidal', 'TIDAL', 'delivered', { action: 'takedown', delivered_at: '2026-04-01T09:00:00.000Z' }),
            ],
          },
        },
      },
    });
    await renderApp('/artist/releases/r1');
    await waitFor(() => expect(screen.getByTestId('release-delivery-spotify').textContent).toMatch(/^Delivered to Spotify on 5 March( 2026)?$/));
    expect(screen.getByTestId('release-delivery-deezer').textContent).toMatch(/^Live at Deezer since 6 March/);
    expect(screen.getByTestId('release-delivery-tidal').textContent).toMatch(/^Removed from TIDAL on 1 April/);
  });

  it('leaves the card out before any delivery', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ me: { name: 'Nina' }, routes: { 'GET /artist/releasess/r1': { body: { release: releaseFixture(), tracks: [] } }, 'GET /artist/releases/r1/deliveries': { body: { deliveries: [] } } } });
    await renderApp('/artist/releases/r1');
    await screen.findByTestId('release-detail-number');
    expect(screen.queryByTestId('release-deliveries')).toBeNull();
  });

  it('writes the day the way people say it, with the year only when it is another year', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(formatDeliveryDay('2026-03-05T10:00:00Z', 'en', now)).toBe('5 March');
    expect(formatDeliveryDay('2025-03-05T10:00:00Z', 'en', now)).toBe('5 March 2025');
    expect(formatDeliveryDay('2026-03-05T10:00:00Z', 'fr', now)).toBe('5 mars');
  });
});
