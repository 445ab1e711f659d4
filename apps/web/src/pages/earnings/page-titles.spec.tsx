import { screen } from '@testing-library/react';
import type { LanguageCode } from '@soundpost/contracts';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const EMPTY_SUMMARY = { from: null, to: null, group_by: 'month', currency: 'EUR', total_cents: 0, units: 0, groups: [] };
const EMPTY_SPLITS = { splits: [], inherited: false, owner_share: 100 };

async function open(path: string, lng: LanguageCode) {
  localStorage.setItem('artist_token', 'art-1');
  mockApi({
    routes: {
      'GET /me': { body: { name: 'Nina' } },
      'GET /artist/splits/invitations': { body: { invitations: [] } },
      'GET /artist/royalties/summary': { body: EMPTY_SUMMARY },
      'GET /artist/royalties/lines': { body: { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } } },
      'GET /artist/releases/r1/tracks': { body: { tracks: [] } },
      'GET /artist/releases/r1/splits': { body: EMPTY_SPLITS },
    },
  });
  await renderApp(path, { lng });
  return (await screen.findByTestId('page-title')).textContent;
}

describe('earnings and splits page titles', () => {
  it.each<[string, LanguageCode, string]>([
    ['/artist/earnings', 'en', 'Earnings'],
    ['/artist/earnings', 'fr', 'Revenus'],
    ['/artist/releases/r1/splits', 'en', 'Royalty splits'],
    ['/artist/releases/r1/splits', 'es', 'Reparto de regalías'],
  ])('%s has its title as the page heading (%s)', async (path, lng, title) => {
    expect(await open(path, lng)).toBe(title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });
});
