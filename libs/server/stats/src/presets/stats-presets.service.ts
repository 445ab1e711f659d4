import { Injectable } from '@nestjs/common';
import { STATS_MESSAGES as M, type StatsPresetResponse, type TrendColumnMapping } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { isUuid } from '@soundpost/server-core/ids';
import { StatsCatalogueRepository } from '../catalogue/stats-catalogue.repository';
import { StatsErrors } from '../stats.errors';
import { toStatsPresetResponse } from './stats-preset.mapper';
import { StatsPresetsRepository } from './stats-presets.repository';

@Injectable()
export class StatsPresetsService {
  constructor(
    private readonly presets: StatsPresetsRepository,
    private readonly catalogue: StatsCatalogueRepository,
  ) {}

  async list(storeId?: string): Promise<StatsPresetResponse[]> {
    return (await this.presets.list(storeId)).map(toStatsPresetResponse);
  }

  /** Input passed the edge's checks; only the catalogue can say whether the store exists. */
  async create(input: { storeId: string; name: string; mapping: TrendColumnMapping }): Promise<StatsPresetResponse> {
    if (!(await this.catalogue.storeName(input.storeId))) throw StatsErrors.field('store_id', M.storeUnknown);
    try {
      return toStatsPresetResponse(await this.presets.insert(input));
    } catch (error) {
      if (isUniqueViolation(error, 'stats_presets_name_per_store')) throw StatsErrors.presetNameTaken();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const row = isUuid(id) ? await this.presets.findById(id) : null;
    if (!row) throw StatsErrors.presetNotFound();
    await this.presets.delete(row.id);
  }
}
