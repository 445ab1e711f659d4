import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { StatsPreset } from './stats-preset.entity';

@Injectable()
export class StatsPresetsRepository {
  constructor(@InjectRepository(StatsPreset) private readonly presets: Repository<StatsPreset>) {}

  list(storeId?: string): Promise<StatsPreset[]> {
    return this.presets.find({ where: storeId ? { storeId } : {}, order: { storeId: 'ASC', name: 'ASC' } });
  }

  findById(id: string): Promise<StatsPreset | null> {
    return this.presets.findOneBy({ id });
  }

  insert(row: Pick<StatsPreset, 'storeId' | 'name' | 'mapping'>): Promise<StatsPreset> {
    return this.presets.save(this.presets.create(row));
  }

  async delete(id: string): Promise<void> {
    await this.presets.delete(id);
  }
}
