import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ROYALTY_MESSAGES as M, type RoyaltyPresetResponse } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { Repository } from 'typeorm';
import { CatalogueReader } from '../catalogue/catalogue.reader';
import { parseMapping } from '../imports/royalty-imports.service';
import { RoyaltyErrors } from '../royalties.errors';
import { RoyaltyPreset } from './royalty-preset.entity';

export function toPresetResponse(p: RoyaltyPreset): RoyaltyPresetResponse {
  return { id: p.id, store_id: p.storeId, name: p.name, mapping: p.mapping, created_at: p.createdAt.toISOString() };
}

/** Column-mapping presets per store (GET/POST /admin/royalties/presets). */
@Injectable()
export class RoyaltyPresetsService {
  constructor(
    @InjectRepository(RoyaltyPreset) private readonly presets: Repository<RoyaltyPreset>,
    private readonly catalogue: CatalogueReader,
  ) {}

  async list(storeId?: string): Promise<RoyaltyPresetResponse[]> {
    const rows = await this.presets.find({ where: storeId ? { storeId } : {}, order: { storeId: 'ASC', name: 'ASC' } });
    return rows.map(toPresetResponse);
  }

  async create(body: { store_id: string; name: string; mapping: unknown }): Promise<RoyaltyPresetResponse> {
    const errors: Record<string, string[]> = {};
    if (!(await this.catalogue.storeName(body.store_id))) errors.store_id = [M.storeUnknown];
    const mapping = parseMapping(body.mapping);
    if (!mapping) errors.mapping = [M.mappingInvalid];
    if (Object.keys(errors).length) throw DomainError.validation(errors, Object.values(errors)[0][0]);
    try {
      const row = await this.presets.save(this.presets.create({ storeId: body.store_id, name: body.name, mapping: mapping! }));
      return toPresetResponse(row);
    } catch (error) {
      if (isUniqueViolation(error, 'royalty_presets_store_name_uq')) throw RoyaltyErrors.presetNameTaken();
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const row = isUuid(id) ? await this.presets.findOneBy({ id }) : null;
    if (!row) throw RoyaltyErrors.presetNotFound();
    await this.presets.delete(row.id);
  }
}
