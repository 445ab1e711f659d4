import { Injectable } from '@nestjs/common';
import { AUTH_SERVER_MESSAGES, hasAdminAccess, normaliseEmail } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { findPage, ListQuery, Page } from '@soundpost/server-core/lists';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { PasswordService } from '../passwords/password.service';
import { NewStaffInput, STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, validateNewStaff } from './staff-user.rules';
import { staffUsersListSpec } from './staff-users.list';
import type { User } from './user.entity';
import { AdminUserResponse, StaffUserResponse, toAdminUserResponse, toStaffUserResponse } from './user.mapper';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

export const DEMO_ADMIN_NAME = 'Demo Admin';
export const DEMO_MANAGER_NAME = 'Demo Manager';

export interface StaffUserChanges {
  name: string;
  email: string;
  role: string;
  /** Optional on edit: blank or absent keeps the password. */
  password?: string | null;
}

export const CANNOT_CHANGE_OWN_ROLE_MESSAGE = AUTH_SERVER_MESSAGES.cannotChangeOwnRole;

@Injectable()
export class StaffUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly accounts: UsersService,
  ) {}

  async createStaff(input: NewStaffInput): Promise<AdminUserResponse> {
    return toAdminUserResponse(await this.insertStaff(input));
  }

  async createFromBackOffice(input: NewStaffInput): Promise<StaffUserResponse> {
    try {
      return toStaffUserResponse(await this.insertStaff(input));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email_taken') throw AuthErrors.emailTakenField();
      throw error;
    }
  }

  list(query: ListQuery): Promise<Page<StaffUserResponse>> {
    return findPage(this.users.staffQuery(), query, staffUsersListSpec, toStaffUserResponse);
  }

  async get(id: string): Promise<StaffUserResponse> {
    return toStaffUserResponse(await this.findStaff(id));
  }

  async update(id: string, changes: StaffUserChanges, actor: Pick<AuthenticatedUser, 'id' | 'tokenId' | 'roles'>): Promise<StaffUserResponse> {
    const user = await this.findStaff(id);
    const role = changes.role.trim().toLowerCase();
    if (user.id === actor.id && !user.roles.includes(role)) {
      throw new DomainError('cannot_change_own_role', CANNOT_CHANGE_OWN_ROLE_MESSAGE, 422, { role: [CANNOT_CHANGE_OWN_ROLE_MESSAGE] });
    }
    const password = changes.password ?? '';
    if (password !== '' && Array.from(password).length < STAFF_PASSWORD_MIN_LENGTH) throw DomainError.validation({ password: [STAFF_MESSAGES.passwordTooShort] });
    const saved = await this.accounts.updateAccount(
      user.id,
      { name: changes.name, email: changes.email, roles: [role], password: password || undefined },
      { keepTokenId: user.id === actor.id ? actor.tokenId : undefined, actor },
    );
    return toStaffUserResponse(saved);
  }

  async delete(id: string, actor: Pick<AuthenticatedUser, 'id' | 'roles'>): Promise<void> {
    const user = await this.findStaff(id);
    if (user.id === actor.id) throw AuthErrors.cannotDeleteSelf();
    await this.accounts.delete(user.id, { actor });
  }

  ensureDemoAdmin(email: string, password: string): Promise<{ user: AdminUserResponse; created: boolean }> {
    return this.ensureDemoStaff(email, password, DEMO_ADMIN_NAME, 'admin');
  }

  /** The demo manager (the back office without the staff users screen), like the demo admin. */
  ensureDemoManager(email: string, password: string): Promise<{ user: AdminUserResponse; created: boolean }> {
    return this.ensureDemoStaff(email, password, DEMO_MANAGER_NAME, 'manager');
  }

  async findByEmail(email: string): Promise<AdminUserResponse | null> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    return user ? toAdminUserResponse(user) : null;
  }

  private async ensureDemoStaff(email: string, password: string, name: string, role: 'admin' | 'manager'): Promise<{ user: AdminUserResponse; created: boolean }> {
    const existing = await this.findByEmail(email);
    if (existing) return { user: existing, created: false };
    try {
      return { user: await this.createStaff({ email, password, name, role }), created: true };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email_taken') {
        const user = await this.findByEmail(email);
        if (user) return { user, created: false };
      }
      throw error;
    }
  }

  private async insertStaff(input: NewStaffInput): Promise<User> {
    const checked = validateNewStaff(input);
    if (!checked.ok) throw DomainError.validation(checked.errors);
    const { email, password, name, role } = checked.value;
    if (await this.users.existsByEmail(email)) throw AuthErrors.emailTaken();
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.users.create({ name, email, passwordHash, roles: [role], emailVerifiedAt: new Date() });
    } catch (error) {
      // Lost a race with a concurrent create of the same address.
      if (isUniqueViolation(error)) throw AuthErrors.emailTaken();
      throw error;
    }
  }

  private async findStaff(id: string): Promise<User> {
    const user = isUuid(id) ? await this.users.findById(id) : null;
    if (!user || !hasAdminAccess(user.roles)) throw AuthErrors.userNotFound();
    return user;
  }
}
