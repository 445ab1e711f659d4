import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TaxProfileRequest } from '@soundpost/contracts';
import { EntityManager, Repository } from 'typeorm';
import { TaxProfile } from './tax-profile.entity';

@Injectable()
export class TaxProfilesRepository {
  constructor(@InjectRepository(TaxProfile) private readonly profiles: Repository<TaxProfile>) {}

  private repo(manager?: EntityManager): Repository<TaxProfile> {
    return manager ? manager.getRepository(TaxProfile) : this.profiles;
  }

  findOfAccount(accountId: string, manager?: EntityManager): Promise<TaxProfile | null> {
    return this.repo(manager).findOne({ where: { accountId } });
  }

  /** Insert or replace the account's profile (one row per account). */
  async upsert(accountId: string, input: TaxProfileRequest, manager?: EntityManager): Promise<TaxProfile> {
    await this.repo(manager).query(
      `INSERT INTO tax_profiles (account_id, tax_residence_country, us_person, entity_type)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id) DO UPDATE
         SET tax_residence_country = EXCLUDED.tax_residence_country, us_person = EXCLUDED.us_person,
             entity_type = EXCLUDED.entity_type, updated_at = now()`,
      [accountId, input.tax_residence_country, input.us_person, input.entity_type],
    );
    const saved = await this.findOfAccount(accountId, manager);
    if (!saved) throw new Error(`tax profile of ${accountId} not found after its upsert`);
    return saved;
  }
}
