import {
  DEFAULT_PRICE_TIER,
  DEFAULT_TERRITORY_MODE,
  DEFAULT_TIME_ZONE,
  type DistributionSettingsRequest,
  type DistributionSettingsResponse,
  isPriceTier,
  isTerritoryMode,
  isTimeZone,
  type PriceTier,
  type ReleaseResponse,
  type TerritoryMode,
  type TimeZone,
} from '@soundpost/contracts';
import { WIZARD_SERVER_MESSAGES } from './wizard-messages';

export interface DistributionValues {
  readonly release_date: string;
  readonly release_time: string;
  readonly timezone: string;
  readonly territory_mode: TerritoryMode;
  readonly territories: readonly string[];
  readonly store_ids: readonly string[];
  readonly content_id_opt_in: boolean;
  readonly price_tier: PriceTier;
}

/** The browser's time zone when the list offers it, else UTC. */
export function defaultTimeZone(): TimeZone {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function distributionFrom(settings: Partial<DistributionSettingsResponse> | null | undefined, release: ReleaseResponse): DistributionValues {
  const date = settings?.release_date ?? release.release_date ?? '';
  const zone = settings?.timezone ?? release.timezone ?? '';
  return {
    release_date: String(date).slice(0, 10),
    release_time: String(settings?.release_time ?? release.release_time ?? '').slice(0, 5),
    timezone: isTimeZone(zone) ? zone : defaultTimeZone(),
    territory_mode: isTerritoryMode(settings?.territory_mode) ? settings.territory_mode : DEFAULT_TERRITORY_MODE,
    territories: Array.isArray(settings?.territories) ? settings.territories.filter((code) => typeof code === 'string') : [],
    store_ids: Array.isArray(settings?.store_ids) ? settings.store_ids.filter((id) => typeof id === 'string') : [],
    content_id_opt_in: Number(settings?.content_id_opt_in ?? 0) === 1,
    price_tier: isPriceTier(settings?.price_tier) ? settings.price_tier : DEFAULT_PRICE_TIER,
  };
}

/** The checks the server would answer with 422, made first so the artist sees them without a round trip. */
export function distributionErrors(values: DistributionValues): Partial<Record<'territories', string>> {
  if (values.territory_mode !== 'worldwide' && values.territories.length === 0) {
    return { territories: WIZARD_SERVER_MESSAGES.territoryRequired };
  }
  return {};
}

/**
 * The PUT body. Time and zone only travel with a date (they are disabled without one); territories only in
 * include or exclude mode.
 */
export function distributionPayload(values: DistributionValues): DistributionSettingsRequest {
  const hasDate = values.release_date !== '';
  return {
    release_date: hasDate ? values.release_date : null,
    release_time: hasDate && values.release_time !== '' ? values.release_time : null,
    timezone: hasDate ? values.timezone : null,
    territory_mode: values.territory_mode,
    territories: values.territory_mode === 'worldwide' ? [] : [...values.territories],
    store_ids: [...values.store_ids],
    content_id_opt_in: values.content_id_opt_in ? 1 : 0,
    price_tier: values.price_tier,
  };
}
