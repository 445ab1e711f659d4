import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User, UserStatus } from './user.entity';

export interface NewUser {
  name: string;
  /** Already normalised (trimmed, lower-cased). */
  email: string;
  passwordHash: string | null;
  roles: string[];
  status?: UserStatus;
  emailVerifiedAt?: Date | null;
}

/** The named queries on `users`. Services use these, never ad-hoc query builders. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** `email` must already be normalised; stored addresses are lower-case. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The one read that carries the password hash: for checking a password, nothing else. */
  findByEmailWithPasswordHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** Inserts through save() so entity subscribers (the audit log) see the new row. */
  async create(input: NewUser): Promise<User> {
    const user = this.users.create({ status: 'active', emailVerifiedAt: null, ...input });
    const saved = await this.users.save(user);
    // The caller gets the row without its hash, like every other read.
    delete saved.passwordHash;
    return saved;
  }

  /** Bookkeeping, not a change anyone audits: a direct UPDATE without entity events. */
  async markLoggedIn(id: string, at = new Date()): Promise<void> {
    await this.users.createQueryBuilder().update().set({ lastLoginAt: at }).where('id = :id', { id }).callListeners(false).execute();
  }

  /**
   * Upgrades the hash of an unchanged password to today's parameters (on login). Not audited: the
   * password is the same and the audit log hides the hash anyway. A password *change* (identity
   * issue) should load and save() the user so the audit log records it.
   */
  async upgradePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.createQueryBuilder().update().set({ passwordHash }).where('id = :id', { id }).callListeners(false).execute();
  }
}
