import os from 'node:os';
import { Injectable } from '@nestjs/common';
import { ARTIST_ROLE_NAME, validateEmail } from '@soundpost/contracts';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import type { EntityManager } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { PasswordService } from '../passwords/password.service';
import { NAME_MAX_LENGTH } from '../users/staff-user.rules';
import { UsersRepository } from '../users/users.repository';
import { boundedMap } from './bounded-map';

export interface NewArtistAccount {
  email: string;
  password?: string;
  passwordHash?: string;
  name?: string | null;
  emailVerified?: boolean;
}

export interface BulkArtistRow {
  email: string;
  name: string;
  passwordHash: string | null;
  emailVerified: boolean;
}

export const BULK_INSERT_CHUNK = 1000;

export const HASH_POOL_SIZE = Math.max(1, os.availableParallelism());

@Injectable()
export class ArtistAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
  ) {}

  async createArtist(input: NewArtistAccount, manager?: EntityManager): Promise<{ id: string; email: string }> {
    const email = validateEmail(input.email);
    if (!email.ok) throw DomainError.validation({ email: [email.error] });
    const name = (input.name ?? '').trim() || email.value.split('@')[0] || email.value;
    if (Array.from(name).length > NAME_MAX_LENGTH) throw DomainError.validation({ name: [`The name may not be longer than ${NAME_MAX_LENGTH} characters.`] });
    if (await this.users.existsByEmail(email.value, manager)) throw AuthErrors.emailTaken();
    const passwordHash = input.passwordHash ?? (input.password ? await this.passwords.hash(input.password) : null);
    try {
      const user = await this.users.create(
        { name, email: email.value, passwordHash, roles: [ARTIST_ROLE_NAME], emailVerifiedAt: input.emailVerified ? new Date() : null },
        manager,
      );
      return { id: user.id, email: user.email };
    } catch (error) {
      // Lost a race with a concurrent sign-up of the same address.
      if (isUniqueViolation(error)) throw AuthErrors.emailTaken();
      throw error;
    }
  }

  hashPasswords(passwords: string[]): Promise<string[]> {
    return boundedMap(passwords, HASH_POOL_SIZE, (password) => this.passwords.hash(password));
  }

  async bulkInsertArtists(rows: BulkArtistRow[], manager?: EntityManager): Promise<{ created: string[]; existing: string[] }> {
    const created: string[] = [];
    const existing: string[] = [];
    const now = new Date();
    for (let start = 0; start < rows.length; start += BULK_INSERT_CHUNK) {
      const chunk = rows.slice(start, start + BULK_INSERT_CHUNK).map((row) => ({ ...row, email: row.email.trim().toLowerCase(), repeated: false }));
      const seen = new Set<string>();
      for (const row of chunk) {
        row.repeated = seen.has(row.email);
        seen.add(row.email);
      }
      const inserted = new Set(
        await this.users.insertManyIgnoringExisting(
          chunk
            .filter((row) => !row.repeated)
            .map((row) => ({
              name: row.name.trim() || row.email.split('@')[0] || row.email,
              email: row.email,
              passwordHash: row.passwordHash,
              roles: [ARTIST_ROLE_NAME],
              emailVerifiedAt: row.emailVerified ? now : null,
            })),
          manager,
        ),
      );
      // Both lists keep the input order, so a caller can map them back to its row numbers.
      for (const row of chunk) (!row.repeated && inserted.has(row.email) ? created : existing).push(row.email);
    }
    return { created, existing };
  }
}
