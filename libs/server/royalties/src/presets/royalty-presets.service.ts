import { Injectable } from '@nestjs/common';
import { ROYALTY_MESSAGES as M, type RoyaltyPresetResponse } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { parseMapping } from '../imports/royalty-imports.service';
import { RoyaltyErrors } from '../royalties.errors';
import type { RoyaltyPreset } from './royalty-preset.entity';
import { RoyaltyPresetsRepository } from './royalty-presets.repository';

export function toPresetResponse(p: RoyaltyPreset): RoyaltyPresetResponse {
  return { id: p.id, store_id: p.storeId, name: p.name, mapping: p.mapping, created_at: p.createdAt.toISOString() };
}

/** Column-mapping presets per store (GET/POST /admin/royalties/presets). */
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

  async create(body: { store_id: string; name: string; mapping: unknown }): Promise<RoyaltyPresetResponse> {
    const errors: Record<string, string[]> = {};
    if (!(await this.catalogue.storeName(body.store_id))) errors.store_id = [M.storeUnknown];
    const mapping = parseMapping(body.mapping);
    if (!mapping) errors.mapping = [M.mappingInvalid];
    if (Object.keys(errors).length) throw DomainError.validation(errors, Object.values(errors)[0][0]);
    try {
      const row = await this.presets.insert({ storeId: body.store_id, name: body.name, mapping: mapping! });
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
