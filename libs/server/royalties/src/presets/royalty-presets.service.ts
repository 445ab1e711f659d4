import { Injectable } from '@nestjs/common';
import { ROYALTY_MESSAGES as M, type RoyaltyPresetRequest, type RoyaltyPresetResponse } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { isUuid } from '@soundpost/server-core/ids';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { RoyaltyErrors } from '../royalties.errors';
import type { RoyaltyPreset } from './royalty-preset.entity';
import { RoyaltyPresetsRepository } from './royalty-presets.repository';

export function toPresetResponse(p: RoyaltyPreset): RoyaltyPresetResponse {
  return { id: p.id, store_id: p.storeId, name: p.name, mapping: p.mapping, created_at: p.createdAt.toISOString() };
}

@Injectable()
export class RoyaltyPresetsService {
  constructor(
    private readonly presets: RoyaltyPresetsRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  async list(storeId?: string): Promise<RoyaltyPresetResponse[]> {
    const rows = await this.presets.list(storeId);
    return rows.map(toPresetResponse);
  }

  /** `input` passed the edge's checks; only the catalogue can say whether the store exists. */
  async create(input: RoyaltyPresetRequest): Promise<RoyaltyPresetResponse> {
    if (!(await this.catalogue.storeName(input.store_id))) throw RoyaltyErrors.field('store_id', M.storeUnknown);
    try {
      const row = await this.presets.insert({ storeId: input.store_id, name: input.name, mapping: input.mapping });
      return toPresetResponse(row);
    } catch (error) {
      if (isUniqueViolation(error, 'royalty_presets_store_name_uq')) throw RoyaltyErrors.presetNameTaken();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const row = isUuid(id) ? await this.presets.findById(id) : null;
    if (!row) throw RoyaltyErrors.presetNotFound();
    await this.presets.delete(row.id);
  }
}
