import { isIso2, isPriceTier, isTerritoryMode, normaliseIso2, PRICE_TIERS, PriceTier, TERRITORY_MODES, TerritoryMode } from '@soundpost/contracts';
import { FieldErrors, has, parseFlag, parseList } from '../http/request-input';
import { RELEASE_API_MESSAGES, unknownStoreMessage } from '@soundpost/contracts';
import { parseReleaseDate } from './release-input';
import type { Release } from './release.entity';

export type DistributionSettings = Pick<Release, 'releaseDate' | 'releaseTime' | 'timezone' | 'territoryMode' | 'territories' | 'storeIds' | 'contentIdOptIn' | 'priceTier'>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The IANA zone as the runtime names it ('europe/paris' → 'Europe/Paris'), or null when unknown.
 * Intl knows every zone the browsers offer, beyond the spec's short list.
 */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Merges a PUT /artist/releases/:id/distribution body over the stored settings and checks the result
 * (spec 001 §5, §9). Absent keys keep their stored value. Given store ids must be active catalogue
 * stores. Time and zone only make sense with a date: clearing the date clears them.
 */
export function parseDistribution(body: Record<string, unknown>, current: DistributionSettings, activeStoreIds: ReadonlySet<string>): DistributionSettings {
  const errors = new FieldErrors();
  const next: DistributionSettings = { ...current, territories: [...current.territories], storeIds: [...current.storeIds] };

  if (has(body, 'release_date')) next.releaseDate = parseReleaseDate(body.release_date, 'release_date', errors);
  const dateCleared = has(body, 'release_date') && next.releaseDate === null && !errors.has('release_date');

  for (const key of ['release_time', 'timezone'] as const) {
    const given = has(body, key) ? body[key] : undefined;
    const blank = given === null || given === '';
    if (given === undefined) {
      if (dateCleared) next[key === 'release_time' ? 'releaseTime' : 'timezone'] = null;
      continue;
    }
    if (blank) {
      next[key === 'release_time' ? 'releaseTime' : 'timezone'] = null;
      continue;
    }
    if (!next.releaseDate) {
      if (!errors.has('release_date')) errors.add(key, RELEASE_API_MESSAGES.setDateFirst);
      continue;
    }
    if (key === 'release_time') {
      if (typeof given === 'string' && TIME.test(given.trim())) next.releaseTime = given.trim();
      else errors.add(key, RELEASE_API_MESSAGES.timeInvalid);
    } else {
      const zone = typeof given === 'string' ? canonicalTimeZone(given.trim()) : null;
      if (zone) next.timezone = zone;
      else errors.add(key, RELEASE_API_MESSAGES.timeZoneInvalid);
    }
  }

  if (has(body, 'territory_mode')) {
    if (isTerritoryMode(body.territory_mode)) next.territoryMode = body.territory_mode as TerritoryMode;
    else errors.add('territory_mode', `Choose ${TERRITORY_MODES.join(', ')}.`);
  }
  if (has(body, 'territories')) {
    const list = parseList(body.territories);
    if (!list || list.some((t) => typeof t !== 'string' || !isIso2(normaliseIso2(t)))) errors.add('territories', RELEASE_API_MESSAGES.territoriesInvalid);
    else next.territories = [...new Set(list.map((t) => normaliseIso2(t as string)))];
  }
  if (!errors.has('territory_mode') && !errors.has('territories')) {
    if (next.territoryMode === 'worldwide') next.territories = [];
    else if (!next.territories.length) errors.add('territories', RELEASE_API_MESSAGES.territoriesRequired);
  }

  if (has(body, 'store_ids')) {
    const list = parseList(body.store_ids);
    if (!list || list.some((id) => typeof id !== 'string' || !id.trim())) errors.add('store_ids', 'Send a list of store ids.');
    else {
      next.storeIds = [...new Set(list.map((id) => (id as string).trim()))];
      for (const id of next.storeIds) if (!activeStoreIds.has(id)) errors.add('store_ids', unknownStoreMessage(id));
    }
  }
  if (has(body, 'content_id_opt_in')) {
    const value = parseFlag(body.content_id_opt_in);
    if (value === undefined) errors.add('content_id_opt_in', 'Use 0 or 1.');
    else next.contentIdOptIn = value;
  }
  if (has(body, 'price_tier')) {
    if (isPriceTier(body.price_tier)) next.priceTier = body.price_tier as PriceTier;
    else errors.add('price_tier', `Choose ${PRICE_TIERS.join(', ')}.`);
  }
  errors.throwIfAny();
  return next;
}
