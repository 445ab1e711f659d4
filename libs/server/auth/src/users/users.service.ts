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
  /** A new password (hashed here with argon2id); blank or absent leaves it unchanged. */
  password?: string | null;
  roles?: string[];
  /** true stamps email_verified_at (kept when already set), false clears it. */
  emailVerified?: boolean;
}

export interface UpdateAccountOptions {
  /** A password change revokes the account's tokens except this one (the editor's own session). */
  keepTokenId?: string;
  /** Run in the caller's transaction. */
  manager?: EntityManager;
  /** The staff member making the change (HTTP callers); a staff account is then changed by admins only. */
  actor?: AccountActor;
}

export interface AccountActionOptions {
  manager?: EntityManager;
  /** The staff member acting (HTTP callers); a staff account is then acted on by admins only. */
  actor?: AccountActor;
}

const length = (s: string) => Array.from(s).length;

/**
 * Any account (staff or artist) by id: read, edit, delete, block. Every change is a load-and-save
 * so the audit log records it with the actor; a block or a password change also revokes tokens,
 * in the same transaction.
 */
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

  /** 404 when there is no such account. */
  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw AuthErrors.userNotFound();
    return user;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normaliseEmail(email));
  }

  /**
   * Applies the given fields (422 per field on bad values, 422 `email_taken` on an address in use,
   * 404 when the account does not exist) and answers the saved account. Audited.
   */
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
    // Hashing takes tens of milliseconds: do it before the transaction holds a connection.
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
      // Codes and reset tokens issued before go either way; a new password also signs the account out.
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

  /**
   * The account's display name as its owner's identity gives it (kyc calls this when the artist
   * name or the applied first and last names change). Blank names are ignored, long ones cut to
   * the column's limit; audited (User updated) only when the name really changes. Runs in the
   * caller's transaction.
   */
  async setDisplayName(userId: string, name: string, manager: EntityManager): Promise<void> {
    const next = Array.from(name.trim()).slice(0, NAME_MAX_LENGTH).join('');
    if (!next) return;
    const user = await this.users.findById(userId, manager, { lock: true });
    if (!user || user.name === next) return;
    user.name = next;
    await this.users.save(user, manager);
  }

  /** Deletes the account (its tokens and codes go with it, ON DELETE CASCADE). Audited; 404 when missing. */
  async delete(id: string, options: AccountActionOptions = {}): Promise<void> {
    const run = async (m: EntityManager) => {
      const user = await this.users.findById(id, m, { lock: true });
      if (!user) throw AuthErrors.userNotFound();
      assertMayChangeAccount(options.actor, user);
      await this.users.remove(user, m);
    };
    await (options.manager ? run(options.manager) : this.dataSource.transaction(run));
  }

  /**
   * Blocks the account (default reason 'Manual block') and revokes every live token and code, in
   * one transaction: the next request with any of them answers 403 `account_blocked` or 401.
   * Staff never block themselves (422 `cannot_block_self`).
   */
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
