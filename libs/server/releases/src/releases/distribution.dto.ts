import { isIso2, isPriceTier, isTerritoryMode, normaliseIso2, PRICE_TIERS, PriceTier, RELEASE_API_MESSAGES, TERRITORY_MODES, TerritoryMode } from '@soundpost/contracts';
import { FieldRule, FollowsRule } from '@soundpost/server-core/http';
import { fail, flagRule, ok, parseList, whenGiven } from '../http/field.rules';
import { releaseDateRule } from './release-update.dto';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Intl knows every zone the browsers offer, beyond the form's short list. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const blank = (value: unknown) => value === null || value === '';

const timeRule: FieldRule<string | null> = (value) => {
  if (blank(value)) return ok(null);
  return typeof value === 'string' && TIME.test(value.trim()) ? ok(value.trim()) : fail(RELEASE_API_MESSAGES.timeInvalid);
};

const timeZoneRule: FieldRule<string | null> = (value) => {
  if (blank(value)) return ok(null);
  const zone = typeof value === 'string' ? canonicalTimeZone(value.trim()) : null;
  return zone ? ok(zone) : fail(RELEASE_API_MESSAGES.timeZoneInvalid);
};

const territoryModeRule: FieldRule<TerritoryMode> = (value) => (isTerritoryMode(value) ? ok(value as TerritoryMode) : fail(`Choose ${TERRITORY_MODES.join(', ')}.`));

const territoriesRule: FieldRule<string[]> = (value) => {
  const list = parseList(value);
  if (!list || list.some((t) => typeof t !== 'string' || !isIso2(normaliseIso2(t)))) return fail(RELEASE_API_MESSAGES.territoriesInvalid);
  return ok([...new Set(list.map((t) => normaliseIso2(t as string)))]);
};

/** Store ids, each once; whether each is an active catalogue store is the service's check. */
const storeIdsRule: FieldRule<string[]> = (value) => {
  const list = parseList(value);
  if (!list || list.some((id) => typeof id !== 'string' || !id.trim())) return fail('Send a list of store ids.');
  return ok([...new Set(list.map((id) => (id as string).trim()))]);
};

const priceTierRule: FieldRule<PriceTier> = (value) => (isPriceTier(value) ? ok(value as PriceTier) : fail(`Choose ${PRICE_TIERS.join(', ')}.`));

export const DISTRIBUTION_RULES = {
  release_date: whenGiven(releaseDateRule),
  release_time: whenGiven(timeRule),
  timezone: whenGiven(timeZoneRule),
  territory_mode: whenGiven(territoryModeRule),
  territories: whenGiven(territoriesRule),
  store_ids: whenGiven(storeIdsRule),
  content_id_opt_in: whenGiven(flagRule('Use 0 or 1.')),
  price_tier: whenGiven(priceTierRule),
};
const R = DISTRIBUTION_RULES;

export class DistributionDto {
  @FollowsRule(R.release_date) release_date?: unknown;
  @FollowsRule(R.release_time) release_time?: unknown;
  @FollowsRule(R.timezone) timezone?: unknown;
  @FollowsRule(R.territory_mode) territory_mode?: unknown;
  @FollowsRule(R.territories) territories?: unknown;
  @FollowsRule(R.store_ids) store_ids?: unknown;
  @FollowsRule(R.content_id_opt_in) content_id_opt_in?: unknown;
  @FollowsRule(R.price_tier) price_tier?: unknown;
}
