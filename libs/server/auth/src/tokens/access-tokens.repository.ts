import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { AccessToken } from './access-token.entity';
import type { TokenScope } from './token-scope';

/** The named queries on `access_tokens`. */
@Injectable()
export class AccessTokensRepository {
  constructor(@InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>) {}

  async create(input: { userId: string; tokenHash: string; scope: TokenScope; expiresAt: Date }, manager?: EntityManager): Promise<AccessToken> {
    const repo = manager ? manager.getRepository(AccessToken) : this.tokens;
    return repo.save(repo.create({ ...input, lastUsedAt: null, revokedAt: null }));
  }

  /**
   * The token row and its user in one statement (the hot path of every authenticated request).
   * Not `findOne({ relations })`: with a joined relation TypeORM sends a `SELECT DISTINCT … LIMIT 1`
   * for the id first and then the row, two round trips; token_hash is unique, so no limit is needed.
   */
  findByHashWithUser(tokenHash: string): Promise<AccessToken | null> {
    return this.tokens.createQueryBuilder('token').leftJoinAndSelect('token.user', 'user').where('token.tokenHash = :tokenHash', { tokenHash }).getOne();
  }

  /**
   * Stamps last_used_at unless it was stamped less than `minIntervalSeconds` ago. The condition is in
   * the UPDATE itself, so concurrent requests on one token write at most once per interval.
   */
  async touch(id: string, minIntervalSeconds: number): Promise<void> {
    await this.tokens
      .createQueryBuilder()
      .update()
      .set({ lastUsedAt: () => 'now()' })
      .where('id = :id', { id })
      .andWhere(`(last_used_at IS NULL OR last_used_at < now() - make_interval(secs => :secs))`, { secs: minIntervalSeconds })
      .execute();
  }

  /** Answers whether a live token was revoked. */
  async revokeByHash(tokenHash: string): Promise<boolean> {
    const result = await this.tokens.update({ tokenHash, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  async revokeById(id: string): Promise<boolean> {
    const result = await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  /** Answers how many live tokens were revoked; `exceptId` keeps one (the caller's own session). */
  async revokeAllForUser(userId: string, options: { exceptId?: string; manager?: EntityManager } = {}): Promise<number> {
    const repo = options.manager ? options.manager.getRepository(AccessToken) : this.tokens;
    const where = options.exceptId ? { userId, revokedAt: IsNull(), id: Not(options.exceptId) } : { userId, revokedAt: IsNull() };
    const result = await repo.update(where, { revokedAt: () => 'now()' });
    return result.affected ?? 0;
  }

  /**
   * Nightly clean-up: tokens that expired or were revoked more than `graceSeconds` ago can never
   * work again; keeping them a little while helps when reading logs about a recent logout.
   */
  async deleteDead(graceSeconds: number): Promise<number> {
    const result = await this.tokens
      .createQueryBuilder()
      .delete()
      .where(`expires_at < now() - make_interval(secs => :secs)`, { secs: graceSeconds })
      .orWhere(`revoked_at < now() - make_interval(secs => :secs)`, { secs: graceSeconds })
      .execute();
    return result.affected ?? 0;
  }
}
