import { canonicalTimeZone, DistributionSettings, parseDistribution } from './distribution-input';

const stored: DistributionSettings = {
  releaseDate: '2030-01-01',
  releaseTime: '10:00',
  timezone: 'UTC',
  territoryMode: 'include',
  territories: ['PT'],
  storeIds: ['spotify'],
  contentIdOptIn: false,
  priceTier: 'standard',
};
const active = new Set(['spotify', 'deezer']);

describe('distribution input', () => {
  it('knows every IANA zone through Intl and spells it canonically', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(canonicalTimeZone('Nowhere/City')).toBeNull();
  });

  it('merges over the stored settings', () => {
    expect(parseDistribution({ store_ids: 'deezer,spotify', content_id_opt_in: '1' }, stored, active)).toEqual({ ...stored, storeIds: ['deezer', 'spotify'], contentIdOptIn: true });
    expect(parseDistribution({ release_time: '' }, stored, active)).toEqual({ ...stored, releaseTime: null });
    expect(parseDistribution({ release_date: '' }, stored, active)).toEqual({ ...stored, releaseDate: null, releaseTime: null, timezone: null });
  });
});
