import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RoyaltyPreset } from './royalty-preset.entity';

@Injectable()
export class RoyaltyPresetsRepository {
  constructor(@InjectRepository(RoyaltyPreset) private readonly presets: Repository<RoyaltyPreset>) {}

  list(storeId?: string): Promise<RoyaltyPreset[]> {
    return this.presets.find({ where: storeId ? { storeId } : {}, order: { storeId: 'ASC', name: 'ASC' } });
  }

  findById(id: string): Promise<RoyaltyPreset | null> {
    return this.presets.findOneBy({ id });
  }

  insert(row: Pick<RoyaltyPreset, 'storeId' | 'name' | 'mapping'>): Promise<RoyaltyPreset> {
    return this.presets.save(this.presets.create(row));
  }

  async delete(id: string): Promise<void> {
    await this.presets.delete(id);
  }
}
