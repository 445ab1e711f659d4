import type { StatsPresetResponse } from '@soundpost/contracts';
import type { StatsPreset } from './stats-preset.entity';

export function toStatsPresetResponse(p: StatsPreset): StatsPresetResponse {
  return { id: p.id, store_id: p.storeId, name: p.name, mapping: p.mapping, created_at: p.createdAt.toISOString() };
}
