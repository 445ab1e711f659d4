import { screen, within } from '@testing-library/react';
import { renderAdminAt } from '../test/render-admin';
import { DATA_HELD_FAILED } from './DataHeld';

const artist = { id: 'a1', name: 'Ana Lima', email: 'ana@soundpost.test', document_status: 'pending', email_verified: 1, is_verified: 0, roles: ['artist'], status: 'active', documents: [] };

describe('artist page: data held', () => {
  it("lists every domain's non-zero counts and the total", async () => {
    const dataHeld = jest.fn(async () => ({
      user_id: 'a1',
      total: 5,
      domains: [
        { domain: 'releases', items: [{ key: 'releases', label: 'Releases', count: 2 }, { key: 'tracks', label: 'Tracks', count: 3 }] },
        { domain: 'wallet', items: [{ key: 'payout_requests', label: 'Payout requests', count: 0 }] },
      ],
    }));
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: { getOne: async () => ({ data: artist }), dataHeld } as never });
    const card = await screen.findByTestId('data-held');
    expect((await within(card).findByTestId('data-held-releases-tracks')).textContent).toBe('releasesTracks3');
    expect(within(card).getByTestId('data-held-releases-releases').textContent).toBe('releasesReleases2');
    expect(within(card).queryByTestId('data-held-wallet-payout_requests')).toBeNull();
    expect(card.textContent).toContain('5 records across 2 areas');
    expect(dataHeld).toHaveBeenCalledWith('a1');
  });

  it('says so when the call fails', async () => {
    const dataHeld = jest.fn(async () => {
      throw new Error('boom');
    });
    renderAdminAt('/admin/artists/a1/edit', { dataProvider: { getOne: async () => ({ data: artist }), dataHeld } as never });
    expect((await screen.findByTestId('data-held-error')).textContent).toMatch(/boom|Could not load/);
    expect(DATA_HELD_FAILED).toMatch(/Could not load/);
  });
});
