import type { StoreResponse } from '@soundpost/contracts';
import { jsonResponse } from '../test/fetch-mock';
import { labelStores, loadStoreCatalogue, storeLogoUrl } from './store-catalogue';

const spotify: StoreResponse = {
  id: 'spotify',
  name: 'Spotify',
  logo_url: '/api/stores/spotify/logo.svg',
  active: 1,
  supports_timed_release: 1,
  supports_content_id: 0,
  is_regional: 0,
  kind: 'streaming',
};

describe('store labels', () => {
  it("names stores from the catalogue, in the release's order, and keeps an id the catalogue no longer lists", () => {
    const known = new Map([[spotify.id, spotify]]);
    expect(labelStores(['joox', 'spotify'], known)).toEqual([
      { id: 'joox', name: 'joox', logoUrl: '/api/stores/joox/logo.svg' },
      { id: 'spotify', name: 'Spotify', logoUrl: '/api/stores/spotify/logo.svg' },
    ]);
    expect(labelStores(['spotify'], null)).toEqual([{ id: 'spotify', name: 'spotify', logoUrl: '/api/stores/spotify/logo.svg' }]);
    expect(storeLogoUrl('a b')).toBe('/api/stores/a%20b/logo.svg');
  });

  it('loads GET /api/stores once, and again after a failure', async () => {
    const failing = jest.fn(async () => jsonResponse(503, { message: 'down' }));
    await expect(loadStoreCatalogue(failing as unknown as typeof fetch)).rejects.toThrow('GET /api/stores answered 503');
    const working = jest.fn(async () => jsonResponse(200, { stores: [spotify] }));
    const first = await loadStoreCatalogue(working as unknown as typeof fetch);
    const second = await loadStoreCatalogue(working as unknown as typeof fetch);
    expect(first.get('spotify')?.name).toBe('Spotify');
    expect(second).toBe(first);
    expect(working).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledWith('/api/stores', { headers: { Accept: 'application/json' } });
  });
});
