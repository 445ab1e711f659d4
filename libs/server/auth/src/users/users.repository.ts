import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { managerQuery } from '@soundpost/server-core/database';
import { containsPattern } from '@soundpost/server-core/lists';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { User, UserStatus } from './user.entity';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  roles: string[];
  status?: UserStatus;
  emailVerifiedAt?: Date | null;
}

export interface BulkUserRow {
  name: string;
  email: string;
  passwordHash: string | null;
  roles: string[];
  emailVerifiedAt: Date | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  private repo(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  findById(id: string, manager?: EntityManager, options: { lock?: boolean } = {}): Promise<User | null> {
    if (options.lock) return lockOne(manager ?? this.users.manager, User, { id });
    return this.repo(manager).findOneBy({ id });
  }

  /** `email` must already be normalised; stored addresses are lower-case. */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOneBy({ email });
  }

  findByEmailWithPasswordHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }

  /** Locked for the rest of the caller's transaction, so two password changes cannot both pass the old password. */
  lockByIdWithPasswordHash(id: string, manager: EntityManager): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  staffQuery(): SelectQueryBuilder<User> {
    return this.users.createQueryBuilder('u').where(`u.roles && ARRAY['admin', 'manager']::text[]`);
  }

  existsByEmail(email: string, manager?: EntityManager): Promise<boolean> {
    return this.repo(manager).existsBy({ email });
  }

  /** Another account than `exceptId` uses the address (an edit that would collide). */
  async emailUsedByAnother(email: string, exceptId: string, manager?: EntityManager): Promise<boolean> {
    const row = await this.repo(manager).findOne({ where: { email }, select: { id: true } });
    return Boolean(row && row.id !== exceptId);
  }

  async create(input: NewUser, manager?: EntityManager): Promise<User> {
    const repo = this.repo(manager);
    const user = repo.create({ status: 'active', emailVerifiedAt: null, ...input });
    const saved = await repo.save(user);
    // The caller gets the row without its hash, like every other read.
    delete saved.passwordHash;
    return saved;
  }

  async save(user: User, manager?: EntityManager): Promise<User> {
    const saved = await this.repo(manager).save(user);
    delete saved.passwordHash;
    return saved;
  }

  /** Loads and removes, so the audit log records the deletion (a bulk delete() would not). */
  async remove(user: User, manager?: EntityManager): Promise<void> {
    await this.repo(manager).remove(user);
  }

  async insertManyIgnoringExisting(rows: BulkUserRow[], manager?: EntityManager): Promise<string[]> {
    if (!rows.length) return [];
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      const base = params.length;
      params.push(row.name, row.email, row.passwordHash, row.roles, row.emailVerifiedAt);
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}::text[], $${base + 5}::timestamptz)`;
    });
    const runner = manager ?? this.users.manager;
    const inserted: Array<{ email: string }> = await runner.query(
      `INSERT INTO users (name, email, password_hash, roles, email_verified_at) VALUES ${tuples.join(', ')}
       ON CONFLICT (email) DO NOTHING RETURNING email`,
      params,
    );
    return inserted.map((row) => row.email);
  }

  /** Bookkeeping, not a change anyone audits: a direct UPDATE without entity events. */
  async markLoggedIn(id: string, at = new Date()): Promise<void> {
    await this.users.createQueryBuilder().update().set({ lastLoginAt: at }).where('id = :id', { id }).callListeners(false).execute();
  }

  async recordLanguage(id: string, language: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).createQueryBuilder().update().set({ language }).where('id = :id', { id }).callListeners(false).execute();
  }

  async languageOf(id: string, manager?: EntityManager): Promise<string | null> {
    const row = await this.repo(manager).findOne({ where: { id }, select: { id: true, language: true } });
    return row?.language ?? null;
  }

  newestWithRole(role: string, limit: number): Promise<Array<{ id: string; name: string; email: string; created_at: Date }>> {
    return this.users.query(`SELECT id, name, email, created_at FROM users WHERE $1 = ANY (roles) ORDER BY created_at DESC, id DESC LIMIT $2`, [role, limit]);
  }

  async blockedAmong(ids: string[], manager?: EntityManager): Promise<string[]> {
    // Prepared: the payout request asks it inside its transaction.
    const sql = `SELECT id FROM users WHERE id = ANY($1::uuid[]) AND status = 'blocked'`;
    const rows: Array<{ id: string }> = manager ? await managerQuery(manager, sql, [ids]) : await this.repo(manager).query(sql, [ids]);
    return rows.map((r) => r.id);
  }

  async closedAmong(ids: string[], manager?: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.repo(manager).query(`SELECT id FROM users WHERE id = ANY($1::uuid[]) AND status = 'closed'`, [ids]);
    return rows.map((r) => r.id);
  }

  async blockedByEmail(email: string): Promise<Pick<User, 'id' | 'email'> | null> {
    const rows: Array<{ id: string; email: string }> = await this.users.query(`SELECT id, email FROM users WHERE lower(email) = lower($1) AND status = 'blocked'`, [email]);
    return rows[0] ?? null;
  }

  recipients(ids: string[], manager?: EntityManager): Promise<Array<Pick<User, 'id' | 'name' | 'email' | 'language'>>> {
    return this.repo(manager).find({ where: { id: In(ids) }, select: { id: true, name: true, email: true, language: true } });
  }

  async languagesOf(ids: string[], manager?: EntityManager): Promise<Map<string, string | null>> {
    const rows: Array<{ id: string; language: string | null }> = await this.repo(manager).query(`SELECT id, language FROM users WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r.language]));
  }

  async upgradePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.createQueryBuilder().update().set({ passwordHash }).where('id = :id', { id }).callListeners(false).execute();
  }

  summariesByIds(ids: string[]): Promise<Array<Pick<User, 'id' | 'name' | 'email'>>> {
    return this.users.find({ where: { id: In(ids) }, select: { id: true, name: true, email: true } });
  }

  async idsMatching(term: string): Promise<string[]> {
    const q = containsPattern(term);
    const rows: Array<{ id: string }> = await this.users.createQueryBuilder('u').select('u.id', 'id').where('(u.name ILIKE :q OR u.email ILIKE :q)', { q }).getRawMany();
    return rows.map((r) => r.id);
  }
}
