import { RELEASE_API_MESSAGES, unknownStoreMessage } from '@soundpost/contracts';
import { DomainError, valuesOf } from '@soundpost/server-core/http';
import { has } from '../http/field.rules';
import { DISTRIBUTION_RULES, DistributionDto } from './distribution.dto';
import type { Release } from './release.entity';

export type DistributionSettings = Pick<Release, 'releaseDate' | 'releaseTime' | 'timezone' | 'territoryMode' | 'territories' | 'storeIds' | 'contentIdOptIn' | 'priceTier'>;

/** Time and zone only make sense with a date: clearing the date clears them. */
export function mergeDistribution(dto: DistributionDto, current: DistributionSettings, activeStoreIds: ReadonlySet<string>): DistributionSettings {
  const v = valuesOf(DISTRIBUTION_RULES, dto);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const next: DistributionSettings = { ...current, territories: [...current.territories], storeIds: [...current.storeIds] };

  if (has(dto, 'release_date')) next.releaseDate = v('release_date') ?? null;
  const dateCleared = has(dto, 'release_date') && next.releaseDate === null;

  for (const [key, column] of [
    ['release_time', 'releaseTime'],
    ['timezone', 'timezone'],
  ] as const) {
    if (!has(dto, key)) {
      if (dateCleared) next[column] = null;
      continue;
    }
    const value = v(key) ?? null;
    if (value !== null && !next.releaseDate) add(key, RELEASE_API_MESSAGES.setDateFirst);
    else next[column] = value;
  }

  if (has(dto, 'territory_mode')) next.territoryMode = v('territory_mode') as DistributionSettings['territoryMode'];
  if (has(dto, 'territories')) next.territories = v('territories') ?? [];
  if (next.territoryMode === 'worldwide') next.territories = [];
  else if (!next.territories.length) add('territories', RELEASE_API_MESSAGES.territoriesRequired);

  if (has(dto, 'store_ids')) {
    next.storeIds = v('store_ids') ?? [];
    for (const id of next.storeIds) if (!activeStoreIds.has(id)) add('store_ids', unknownStoreMessage(id));
  }
  if (has(dto, 'content_id_opt_in')) next.contentIdOptIn = v('content_id_opt_in') as boolean;
  if (has(dto, 'price_tier')) next.priceTier = v('price_tier') as DistributionSettings['priceTier'];
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  return next;
}
