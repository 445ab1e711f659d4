import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AccessToken } from './access-token.entity';
import type { TokenScope } from './token-scope';

/** The named queries on `access_tokens`. */
@Injectable()
export class AccessTokensRepository {
  constructor(@InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>) {}

  async create(input: { userId: string; tokenHash: string; scope: TokenScope; expiresAt: Date }): Promise<AccessToken> {
    return this.tokens.save(this.tokens.create({ ...input, lastUsedAt: null, revokedAt: null }));
  }

  /** The token row and its user in one query (the hot path of every authenticated request). */
  findByHashWithUser(tokenHash: string): Promise<AccessToken | null> {
    return this.tokens.findOne({ where: { tokenHash }, relations: { user: true } });
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

  /** Answers how many live tokens were revoked. */
  async revokeAllForUser(userId: string): Promise<number> {
    const result = await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return result.affected ?? 0;
  }
}
