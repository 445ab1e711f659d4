import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { AccessToken } from './access-token.entity';
import { poolQuery } from '@soundpost/server-core/database';
import type { TokenScope } from './token-scope';
import type { AccountRole } from '@soundpost/contracts';
import { User } from '../users/user.entity';

/** What the access guard needs of a bearer token and its holder, nothing more (every authenticated call reads it). */
export interface SessionToken {
  id: string;
  scope: TokenScope;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  user: { id: string; name: string; email: string; roles: string[]; status: User['status'] } | null;
  /** The artist account the token acts in, when it is not the holder's own (a team member's session). */
  account: { id: string; role: AccountRole; status: User['status'] } | null;
  /** The holder's role in their own account when it was given one (after an ownership transfer). */
  ownRole: AccountRole | null;
  /** The session proved a fresh e-mailed code within the step-up window. */
  steppedUp: boolean;
}

interface SessionRow {
  id: string;
  scope: TokenScope;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  u_id: string | null;
  u_name: string;
  u_email: string;
  u_roles: string[];
  u_status: User['status'];
  account_id: string | null;
  account_role: AccountRole | null;
  a_status: User['status'] | null;
  stepped_up: boolean;
}

interface TokenWithUserRow {
  id: string;
  user_id: string;
  token_hash: string;
  scope: TokenScope;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
  u_id: string | null;
  u_name: string;
  u_email: string;
  u_roles: string[];
  u_status: User['status'];
  u_blocked_reason: string | null;
  u_email_verified_at: Date | null;
  u_last_login_at: Date | null;
  u_language: string | null;
  u_created_at: Date;
  u_updated_at: Date;
}

@Injectable()
export class AccessTokensRepository {
  constructor(@InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>) {}

  async create(
    input: { userId: string; tokenHash: string; scope: TokenScope; expiresAt: Date; accountId?: string | null; accountRole?: AccountRole | null },
    manager?: EntityManager,
  ): Promise<AccessToken> {
    const repo = manager ? manager.getRepository(AccessToken) : this.tokens;
    return repo.save(repo.create({ ...input, lastUsedAt: null, revokedAt: null, steppedUpAt: null }));
  }

  async findByHashWithUser(tokenHash: string): Promise<AccessToken | null> {
    const rows: TokenWithUserRow[] = await this.tokens.query(
      `SELECT t.id, t.user_id, t.token_hash, t.scope, t.created_at, t.last_used_at, t.expires_at, t.revoked_at,
              u.id AS u_id, u.name AS u_name, u.email AS u_email, u.roles AS u_roles, u.status AS u_status,
              u.blocked_reason AS u_blocked_reason, u.email_verified_at AS u_email_verified_at,
              u.last_login_at AS u_last_login_at, u.language AS u_language, u.created_at AS u_created_at, u.updated_at AS u_updated_at
         FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    const token = Object.assign(new AccessToken(), {
      id: row.id,
      userId: row.user_id,
      tokenHash: row.token_hash,
      scope: row.scope,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    });
    if (row.u_id) {
      token.user = Object.assign(new User(), {
        id: row.u_id,
        name: row.u_name,
        email: row.u_email,
        roles: row.u_roles,
        status: row.u_status,
        blockedReason: row.u_blocked_reason,
        emailVerifiedAt: row.u_email_verified_at,
        lastLoginAt: row.u_last_login_at,
        language: row.u_language,
        createdAt: row.u_created_at,
        updatedAt: row.u_updated_at,
      });
    }
    return token;
  }

  /** The guard's lookup: ten columns (the full rows cost five more dates to parse), straight on the pool. */
  async findSessionByHash(tokenHash: string, stepUpWindowSeconds: number): Promise<SessionToken | null> {
    const [row] = await poolQuery<SessionRow>(
      this.tokens.manager.connection,
      `SELECT t.id, t.scope, t.expires_at, t.revoked_at, t.last_used_at, t.account_id, t.account_role,
              u.id AS u_id, u.name AS u_name, u.email AS u_email, u.roles AS u_roles, u.status AS u_status, a.status AS a_status,
              COALESCE(t.stepped_up_at > now() - make_interval(secs => $2), false) AS stepped_up
         FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.account_id
        WHERE t.token_hash = $1`,
      [tokenHash, stepUpWindowSeconds],
    );
    if (!row) return null;
    return {
      id: row.id,
      scope: row.scope,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      lastUsedAt: row.last_used_at,
      user: row.u_id ? { id: row.u_id, name: row.u_name, email: row.u_email, roles: row.u_roles, status: row.u_status } : null,
      account:
        row.account_id && row.account_id !== row.u_id ? { id: row.account_id, role: row.account_role ?? 'viewer', status: row.a_status ?? 'blocked' } : null,
      ownRole: row.account_id === row.u_id ? row.account_role : null,
      steppedUp: row.stepped_up === true,
    };
  }

  /**
   * Stamps many sessions as used now, except those stamped within the interval. Rows another transaction holds
   * (a revocation) are skipped, not waited for: the stamp is bookkeeping, and a batch that waited could deadlock.
   */
  async touchMany(ids: string[], minIntervalSeconds: number): Promise<void> {
    await poolQuery(
      this.tokens.manager.connection,
      `UPDATE access_tokens SET last_used_at = now()
        WHERE id IN (SELECT id FROM access_tokens
                      WHERE id = ANY($1::uuid[]) AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))
                      FOR UPDATE SKIP LOCKED)`,
      [ids, minIntervalSeconds],
    );
  }

  /** Marks a live session as having proved a step-up code now. */
  async markSteppedUp(id: string): Promise<void> {
    await this.tokens.update({ id, revokedAt: IsNull() }, { steppedUpAt: () => 'now()' });
  }

  async revokeByHash(tokenHash: string): Promise<boolean> {
    const result = await this.tokens.update({ tokenHash, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  async revokeById(id: string, manager?: EntityManager): Promise<boolean> {
    const result = await (manager ? manager.getRepository(AccessToken) : this.tokens).update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  /** Answers how many live tokens were revoked; `exceptId` keeps one (the caller's own session). */
  async revokeAllForUser(userId: string, options: { exceptId?: string; manager?: EntityManager } = {}): Promise<number> {
    const repo = options.manager ? options.manager.getRepository(AccessToken) : this.tokens;
    const where = options.exceptId ? { userId, revokedAt: IsNull(), id: Not(options.exceptId) } : { userId, revokedAt: IsNull() };
    const result = await repo.update(where, { revokedAt: () => 'now()' });
    return result.affected ?? 0;
  }

  /** Every live session acting in the account `accountId` (its team members'), for a closed account. */
  async revokeAllActingIn(accountId: string, manager: EntityManager): Promise<number> {
    const result = await manager.getRepository(AccessToken).update({ accountId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return result.affected ?? 0;
  }

  async revokeScopesForUser(userId: string, scopes: readonly TokenScope[], manager?: EntityManager): Promise<number> {
    const repo = manager ? manager.getRepository(AccessToken) : this.tokens;
    const result = await repo.update({ userId, scope: In([...scopes]), revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return result.affected ?? 0;
  }

  /**
   * A person's live sessions in one account take a new role, or end (`null`): a removed member's next
   * call is a 401, a changed role applies to their next call. Their sessions in other accounts stay.
   */
  async setAccountRole(personId: string, accountId: string, role: AccountRole | null, manager: EntityManager): Promise<number> {
    const result = await manager.query(
      role
        ? `UPDATE access_tokens SET account_id = $2, account_role = $3
            WHERE user_id = $1 AND coalesce(account_id, user_id) = $2 AND revoked_at IS NULL AND scope = 'artist'`
        : `UPDATE access_tokens SET revoked_at = now()
            WHERE user_id = $1 AND coalesce(account_id, user_id) = $2 AND revoked_at IS NULL AND scope = 'artist'`,
      role ? [personId, accountId, role] : [personId, accountId],
    );
    return Number((result as [unknown, number])[1] ?? 0);
  }

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
