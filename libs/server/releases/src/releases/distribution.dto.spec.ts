import { DomainError, validateBody } from '@soundpost/server-core/http';
import { DistributionSettings, mergeDistribution } from './distribution-settings';
import { canonicalTimeZone, DistributionDto } from './distribution.dto';

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

const merge = async (body: Record<string, unknown>, current = stored) => mergeDistribution(await validateBody(DistributionDto, body), current, active);
const errorsOf = async (body: Record<string, unknown>, current = stored) => {
  try {
    await merge(body, current);
  } catch (e) {
    return (e as DomainError).errors;
  }
  throw new Error('expected a 422');
};

describe('distribution settings', () => {
  it('knows every IANA zone through Intl and spells it canonically', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(canonicalTimeZone('Nowhere/City')).toBeNull();
  });

  it('merges over the stored settings', async () => {
    await expect(merge({ store_ids: 'deezer,spotify', content_id_opt_in: '1' })).resolves.toEqual({ ...stored, storeIds: ['deezer', 'spotify'], contentIdOptIn: true });
    await expect(merge({ release_time: '' })).resolves.toEqual({ ...stored, releaseTime: null });
    await expect(merge({ release_date: '' })).resolves.toEqual({ ...stored, releaseDate: null, releaseTime: null, timezone: null });
    await expect(merge({ timezone: 'europe/lisbon', territories: ['fr', 'FR'] })).resolves.toEqual({ ...stored, timezone: 'Europe/Lisbon', territories: ['FR'] });
  });

  it('checks each field, then the result against the stored settings and the catalogue', async () => {
    await expect(errorsOf({ release_time: '24:00', timezone: 'Mars/Olympus', price_tier: 'free', content_id_opt_in: 'yes' })).resolves.toEqual({
      release_time: ['Enter a valid time (HH:mm).'],
      timezone: ['Choose a valid time zone.'],
      price_tier: [expect.stringMatching(/^Choose /)],
      content_id_opt_in: ['Use 0 or 1.'],
    });
    const undated = { ...stored, releaseDate: null, releaseTime: null, timezone: null };
    await expect(errorsOf({ release_time: '10:00', territories: [], store_ids: ['napster', 'spotify'] }, undated)).resolves.toEqual({
      release_time: ['Set a release date first.'],
      territories: [expect.any(String)],
      store_ids: [expect.stringContaining('napster')],
    });
  });
});
