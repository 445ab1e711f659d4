import { Injectable } from '@nestjs/common';
import { DomainError } from '@soundpost/server-core';
import { QueryFailedError } from 'typeorm';
import { normaliseEmail } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import { PasswordService } from '../passwords/password.service';
import { NewStaffInput, validateNewStaff } from './staff-user.rules';
import { AdminUserResponse, toAdminUserResponse } from './user.mapper';
import { UsersRepository } from './users.repository';

export const DEMO_ADMIN_NAME = 'Demo Admin';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code === '23505';

/** Back-office accounts (admin, manager): created by the CLI, the seed and, later, the admin users screen. */
@Injectable()
export class StaffUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
  ) {}

  /** 422 with field errors for bad input, 409 `email_taken` when the address is in use. */
  async createStaff(input: NewStaffInput): Promise<AdminUserResponse> {
    const checked = validateNewStaff(input);
    if (!checked.ok) throw DomainError.validation(checked.errors);
    const { email, password, name, role } = checked.value;
    if (await this.users.existsByEmail(email)) throw AuthErrors.emailTaken();
    const passwordHash = await this.passwords.hash(password);
    try {
      // A staff account is created by someone who typed the address: it counts as verified.
      const user = await this.users.create({ name, email, passwordHash, roles: [role], emailVerifiedAt: new Date() });
      return toAdminUserResponse(user);
    } catch (error) {
      // Lost a race with a concurrent create of the same address.
      if (isUniqueViolation(error)) throw AuthErrors.emailTaken();
      throw error;
    }
  }

  /**
   * The demo admin, created when missing. An existing account is left exactly as it is (an operator
   * may have changed its password), so running the seed again changes nothing.
   */
  async ensureDemoAdmin(email: string, password: string): Promise<{ user: AdminUserResponse; created: boolean }> {
    const existing = await this.findByEmail(email);
    if (existing) return { user: existing, created: false };
    try {
      return { user: await this.createStaff({ email, password, name: DEMO_ADMIN_NAME, role: 'admin' }), created: true };
    } catch (error) {
      // The api and the cli seeding at the same moment: the other one won, which is fine.
      if (error instanceof DomainError && error.code === 'email_taken') {
        const user = await this.findByEmail(email);
        if (user) return { user, created: false };
      }
      throw error;
    }
  }

  async findByEmail(email: string): Promise<AdminUserResponse | null> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    return user ? toAdminUserResponse(user) : null;
  }
}
