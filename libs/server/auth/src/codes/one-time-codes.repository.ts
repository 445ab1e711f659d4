import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { CodePurpose, OneTimeCode } from './one-time-code.entity';

@Injectable()
export class OneTimeCodesRepository {
  constructor(@InjectRepository(OneTimeCode) private readonly codes: Repository<OneTimeCode>) {}

  private repo(manager?: EntityManager): Repository<OneTimeCode> {
    return manager ? manager.getRepository(OneTimeCode) : this.codes;
  }

  async replace(input: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date }, manager?: EntityManager): Promise<void> {
    const repo = this.repo(manager);
    await repo.delete({ userId: input.userId, purpose: input.purpose });
    await repo.insert({ ...input, attempts: 0, consumedAt: null });
  }

  async consumeIfValid(userId: string, purpose: CodePurpose, codeHash: string, maxAttempts: number): Promise<boolean> {
    const result = await this.codes
      .createQueryBuilder()
      .update()
      .set({ consumedAt: () => 'now()' })
      .where({ userId, purpose, codeHash, consumedAt: IsNull() })
      .andWhere('attempts < :maxAttempts', { maxAttempts })
      .andWhere('expires_at > now()')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async recordFailedAttempt(userId: string, purpose: CodePurpose, maxAttempts: number): Promise<void> {
    await this.codes
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where({ userId, purpose, consumedAt: IsNull() })
      .andWhere('attempts < :maxAttempts', { maxAttempts })
      .execute();
  }

  async reissueLive(input: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date }, maxAttempts: number, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager)
      .createQueryBuilder()
      .update()
      .set({ codeHash: input.codeHash, expiresAt: input.expiresAt })
      .where({ userId: input.userId, purpose: input.purpose, consumedAt: IsNull() })
      .andWhere('attempts < :maxAttempts', { maxAttempts })
      .andWhere('expires_at > now()')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async deleteAllForUser(userId: string, keep: readonly CodePurpose[], manager?: EntityManager): Promise<number> {
    const query = this.repo(manager).createQueryBuilder().delete().where('user_id = :userId', { userId });
    if (keep.length) query.andWhere('purpose NOT IN (:...keep)', { keep });
    const result = await query.execute();
    return result.affected ?? 0;
  }

  async deleteDead(graceSeconds: number): Promise<number> {
    const result = await this.codes
      .createQueryBuilder()
      .delete()
      .where('expires_at < now() - make_interval(secs => :secs)', { secs: graceSeconds })
      .orWhere('consumed_at < now() - make_interval(secs => :secs)', { secs: graceSeconds })
      .execute();
    return result.affected ?? 0;
  }
}
