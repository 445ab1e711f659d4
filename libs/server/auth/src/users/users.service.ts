import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES, ADMIN_ROLES, ARTIST_ROLE_NAME, normaliseEmail, validateEmail } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { DataSource, EntityManager } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { PasswordService } from '../passwords/password.service';
import { CredentialsService } from '../tokens/credentials.service';
import { AccountActor, assertMayChangeAccount } from './staff-account.rule';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, STAFF_FORM_MESSAGES } from './staff-user.rules';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** Every role an account can hold. Unknown names are refused so a typo never becomes a role. */
export const KNOWN_ROLES: readonly string[] = [...ADMIN_ROLES, ARTIST_ROLE_NAME];

export interface AccountChanges {
  name?: string;
  email?: string;
  password?: string | null;
  roles?: string[];
  emailVerified?: boolean;
}

export interface UpdateAccountOptions {
  keepTokenId?: string;
  manager?: EntityManager;
  actor?: AccountActor;
}

export interface AccountActionOptions {
  manager?: EntityManager;
  actor?: AccountActor;
}

const length = (s: string) => Array.from(s).length;

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly credentials: CredentialsService,
    private readonly passwords: PasswordService,
  ) {}

  findById(id: string): Promise<User | null> {
    return isUuid(id) ? this.users.findById(id) : Promise.resolve(null);
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw AuthErrors.userNotFound();
    return user;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normaliseEmail(email));
  }

  async updateAccount(id: string, changes: AccountChanges, options: UpdateAccountOptions = {}): Promise<User> {
    const errors: Record<string, string[]> = {};
    const patch: Partial<User> = {};
    if (changes.name !== undefined) {
      const name = typeof changes.name === 'string' ? changes.name.trim() : '';
      if (!name) errors.name = [STAFF_FORM_MESSAGES.nameRequired];
      else if (length(name) > NAME_MAX_LENGTH) errors.name = [`The name may not be longer than ${NAME_MAX_LENGTH} characters.`];
      else patch.name = name;
    }
    if (changes.email !== undefined) {
      const email = validateEmail(changes.email);
      if (email.ok) patch.email = email.value;
      else errors.email = [email.error];
    }
    if (changes.roles !== undefined) {
      const roles = Array.isArray(changes.roles) ? [...new Set(changes.roles.map((r) => String(r).trim().toLowerCase()))] : [];
      if (!roles.length || roles.some((r) => !KNOWN_ROLES.includes(r))) errors.roles = [`Roles must be among: ${KNOWN_ROLES.join(', ')}.`];
      else patch.roles = roles;
    }
    const password = typeof changes.password === 'string' && changes.password !== '' ? changes.password : undefined;
    if (password !== undefined && length(password) > PASSWORD_MAX_LENGTH) {
      errors.password = [`The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`];
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    // Hashing takes tens of milliseconds: before the transaction holds a connection.
    const passwordHash = password !== undefined ? await this.passwords.hash(password) : undefined;

    const run = async (manager: EntityManager) => {
      const user = await this.users.findById(id, manager, { lock: true });
      if (!user) throw AuthErrors.userNotFound();
      assertMayChangeAccount(options.actor, user);
      if (patch.email && patch.email !== user.email && (await this.users.emailUsedByAnother(patch.email, user.id, manager))) {
        throw AuthErrors.emailTakenField();
      }
      const rolesChanged = patch.roles !== undefined && [...patch.roles].sort().join() !== [...user.roles].sort().join();
      Object.assign(user, patch);
      if (changes.emailVerified === true) user.emailVerifiedAt ??= new Date();
      if (changes.emailVerified === false) user.emailVerifiedAt = null;
      if (passwordHash !== undefined) user.passwordHash = passwordHash;
      const saved = await this.users.save(user, manager);
      if (passwordHash !== undefined) await this.credentials.revokeCredentials(user.id, manager, { sessions: true, keepTokenId: options.keepTokenId });
      else if (rolesChanged) await this.credentials.revokeCredentials(user.id, manager);
      return saved;
    };
    try {
      return await (options.manager ? run(options.manager) : this.dataSource.transaction(run));
    } catch (error) {
      if (isUniqueViolation(error)) throw AuthErrors.emailTakenField();
      throw error;
    }
  }

  async setDisplayName(userId: string, name: string, manager: EntityManager): Promise<void> {
    const next = Array.from(name.trim()).slice(0, NAME_MAX_LENGTH).join('');
    if (!next) return;
    const user = await this.users.findById(userId, manager, { lock: true });
    if (!user || user.name === next) return;
    user.name = next;
    await this.users.save(user, manager);
  }

  async delete(id: string, options: AccountActionOptions = {}): Promise<void> {
    const run = async (m: EntityManager) => {
      const user = await this.users.findById(id, m, { lock: true });
      if (!user) throw AuthErrors.userNotFound();
      assertMayChangeAccount(options.actor, user);
      await this.users.remove(user, m);
    };
    await (options.manager ? run(options.manager) : this.dataSource.transaction(run));
  }

  async block(userId: string, reason?: string | null, options: AccountActionOptions = {}): Promise<User> {
    const run = async (m: EntityManager) => {
      const user = await this.users.findById(userId, m, { lock: true });
      if (!user) throw AuthErrors.userNotFound();
      if (options.actor?.id === user.id) throw AuthErrors.cannotBlockSelf();
      assertMayChangeAccount(options.actor, user);
      user.status = 'blocked';
      user.blockedReason = reason?.trim() || ADMIN_MESSAGES.defaultBlockReason;
      const saved = await this.users.save(user, m);
      await this.credentials.revokeCredentials(user.id, m, { sessions: true });
      return saved;
    };
    return options.manager ? run(options.manager) : this.dataSource.transaction(run);
  }

  /** Whether `password` is the person's: checked under their row lock in the caller's transaction (closing an account asks it). */
  async passwordMatches(personId: string, password: string, manager: EntityManager): Promise<boolean> {
    const person = await this.users.lockByIdWithPasswordHash(personId, manager);
    return Boolean(person) && (await this.passwords.verify(person?.passwordHash, password));
  }

  /**
   * Closing an account (privacy asks, in its closing transaction): under the account's row lock, status
   * `closed` and no password, so nobody signs in again; every session (its own and its team's) and code
   * ends. Answers false when it was already closed. Its personal fields are erased by the platform's eraser.
   */
  async close(accountId: string, manager: EntityManager): Promise<boolean> {
    const user = await this.users.findById(accountId, manager, { lock: true });
    if (!user) throw AuthErrors.userNotFound();
    if (user.status === 'closed') return false;
    user.status = 'closed';
    user.passwordHash = null;
    await this.users.save(user, manager);
    await this.credentials.revokeAccount(user.id, manager);
    return true;
  }

  async unblock(userId: string, options: AccountActionOptions = {}): Promise<User> {
    const run = async (m: EntityManager) => {
      const user = await this.users.findById(userId, m, { lock: true });
      if (!user) throw AuthErrors.userNotFound();
      assertMayChangeAccount(options.actor, user);
      user.status = 'active';
      user.blockedReason = null;
      return this.users.save(user, m);
    };
    return options.manager ? run(options.manager) : this.dataSource.transaction(run);
  }
}
