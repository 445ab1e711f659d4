import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';
import { loadStoreCatalogue } from '../stores/store-catalogue';

const release = {
  id: 'r1',
  release_id: 'r1',
  release_number: 1042,
  title: 'Night Drive',
  artist_name: 'The Primary',
  status: 'pending',
  tracks_count: 0,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  tracks: [],
};

const ARTWORK = 'Upload the cover artwork.';
const AUDIO = 'Track 1 “Song” has no audio.';
const refusal = jsonResponse(422, {
  code: 'preflight_failed',
  message: `Fix these before approving: ${ARTWORK} ${AUDIO} To approve anyway, give the reason for the override.`,
  errors: { cover: [ARTWORK], 'tracks.1.audio': [AUDIO] },
  preflight: {
    errors: [
      { code: 'artwork_missing', field: 'cover', message: ARTWORK },
      { code: 'audio_missing', field: 'tracks.1.audio', message: AUDIO },
    ],
    warnings: [],
  },
});

beforeAll(async () => {
  await loadStoreCatalogue((async () => jsonResponse(200, { stores: [] })) as unknown as typeof fetch);
});

async function openDrawer() {
  renderAdminAt('/admin/releases', { dataProvider: { getList: async () => ({ data: [release], total: 1 }), getOne: async () => ({ data: release }) } as never });
  fireEvent.click(within(await screen.findByTestId('release-row-r1')).getByText('Night Drive'));
  const drawer = within(await screen.findByTestId('release-drawer'));
  await drawer.findByTestId('release-status-select');
  return drawer;
}

describe('release status form: approval refused by the preflight check', () => {
  it('lists the preflight errors, then approves anyway only with a written reason, sent as override_reason', async () => {
    const drawer = await openDrawer();
    const fetchMock = mockFetch(refusal, jsonResponse(200, { release: { ...release, status: 'approved' }, message: 'Release status updated.' }));
    fireEvent.change(drawer.getByTestId('release-status-select'), { target: { value: 'approved' } });
    fireEvent.click(drawer.getByTestId('release-status-save'));

    const refused = await drawer.findByTestId('release-status-preflight');
    expect(refused.textContent).toContain('The stores would reject this release:');
    expect(drawer.getByTestId('release-status-preflight-artwork_missing').textContent).toBe(ARTWORK);
    expect(drawer.getByTestId('release-status-preflight-audio_missing').textContent).toBe(AUDIO);
    expect(fetchCall(fetchMock, 0).body).toEqual({ status: 'approved' });
    const save = drawer.getByTestId('release-status-save');
    expect(save.textContent).toBe('Approve anyway');

    // The reason is required: nothing is sent without one.
    fireEvent.change(drawer.getByTestId('release-status-override-reason'), { target: { value: '   ' } });
    fireEvent.click(save);
    expect(await drawer.findByText('Give the reason for approving despite these errors.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(drawer.getByTestId('release-status-override-reason'), { target: { value: ' Artwork arrives by e-mail. ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Release status updated.')).toBeTruthy();
    expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/admin/releases/r1/status', method: 'PATCH', body: { status: 'approved', override_reason: 'Artwork arrives by e-mail.' } });
  });

  it('drops the refusal and the override when another status is chosen', async () => {
    const drawer = await openDrawer();
    const fetchMock = mockFetch(refusal, jsonResponse(200, { release: { ...release, status: 'rejected' }, message: 'Release status updated.' }));
    fireEvent.change(drawer.getByTestId('release-status-select'), { target: { value: 'approved' } });
    fireEvent.click(drawer.getByTestId('release-status-save'));
    await drawer.findByTestId('release-status-override-reason');

    fireEvent.change(drawer.getByTestId('release-status-select'), { target: { value: 'rejected' } });
    expect(drawer.queryByTestId('release-status-preflight')).toBeNull();
    expect(drawer.queryByTestId('release-status-override-reason')).toBeNull();
    expect(drawer.getByTestId('release-status-save').textContent).toBe('Update status');
    fireEvent.click(drawer.getByTestId('release-status-save'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchCall(fetchMock, 1).body).toEqual({ status: 'rejected' });
  });
});
