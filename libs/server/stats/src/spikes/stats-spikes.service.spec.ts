import { spikeSignal, STREAM_SPIKE_RULE } from './stats-spikes.service';
import type { SpikeRow } from './stats-spikes.repository';

const row: SpikeRow = {
  day: '2026-05-29',
  track_id: '11111111-1111-4111-8111-111111111111',
  release_id: '22222222-2222-4222-8222-222222222222',
  owner_user_id: '33333333-3333-4333-8333-333333333333',
  store_id: 'spotify',
  store_name: 'Spotify',
  territory: 'PT',
  track_title: 'Night Drive',
  isrc: 'QZSPK2600001',
  streams: 5000,
  baseline_days: 28,
  median: 110,
  mad: 5,
  score: 466.24,
};

describe('spikeSignal', () => {
  it("is one finding per track, store, country and day, about the track's owner, with the numbers", () => {
    expect(spikeSignal(row)).toEqual({
      userId: row.owner_user_id,
      ruleCode: STREAM_SPIKE_RULE,
      entityType: 'track',
      entityId: `${row.track_id}:spotify:PT:2026-05-29`,
      details: {
        day: '2026-05-29',
        streams: 5000,
        median: 110,
        mad: 5,
        score: 466.24,
        baseline_days: 28,
        store_id: 'spotify',
        store: 'Spotify',
        territory: 'PT',
        track_id: row.track_id,
        track_title: 'Night Drive',
        isrc: 'QZSPK2600001',
        release_id: row.release_id,
      },
    });
  });

  it('names the store by its id when the catalogue no longer has it', () => {
    expect(spikeSignal({ ...row, store_name: null }).details['store']).toBe('spotify');
  });
});
