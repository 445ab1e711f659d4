import { AccountMember } from '../src/members/account-member.entity';
import { AccountMembersRepository } from '../src/members/account-members.repository';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '@soundpost/server-core/database';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { authSchema } from '../src/schema';
import { PasswordService } from '../src/passwords/password.service';
import { AccessToken } from '../src/tokens/access-token.entity';
import { AccessTokensRepository } from '../src/tokens/access-tokens.repository';
import { TokensService } from '../src/tokens/tokens.service';
import { CredentialsService } from '../src/tokens/credentials.service';
import { OneTimeCode } from '../src/codes/one-time-code.entity';
import { OneTimeCodesRepository } from '../src/codes/one-time-codes.repository';
import { LoginEventsRepository } from '../src/logins/login-events.repository';
import { StaffUsersService } from '../src/users/staff-users.service';
import { User } from '../src/users/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { UsersService } from '../src/users/users.service';
import { ArtistAccountsService } from '../src/artists/artist-accounts.service';

/** A fresh migrated database with the auth services wired by hand (no Nest needed for these tests). */
export async function createAuthTestContext() {
  const db: TestDatabase = await createTestDatabase();
  const options = buildDataSourceOptions(db.url, { poolMax: 4, connectTimeoutMs: 5000, statementTimeoutMs: 10000 }, { entities: authSchema.entities, migrations: [] }, 'soundpost-test');
  // Some tests provoke constraint violations on purpose; TypeORM would print each one.
  const dataSource = new DataSource({ ...options, logging: false });
  await dataSource.initialize();
  const users = new UsersRepository(dataSource.getRepository(User));
  const passwords = new PasswordService();
  const tokenRows = new AccessTokensRepository(dataSource.getRepository(AccessToken));
  const credentials = new CredentialsService(tokenRows, new OneTimeCodesRepository(dataSource.getRepository(OneTimeCode)));
  const accounts = new UsersService(dataSource, users, credentials, passwords);
  const tokens = new TokensService(tokenRows, new LoginEventsRepository(dataSource), new AccountMembersRepository(dataSource.getRepository(AccountMember)));
  return {
    db,
    dataSource,
    users,
    passwords,
    tokens,
    accounts,
    artists: new ArtistAccountsService(users, passwords),
    staff: new StaffUsersService(users, passwords, accounts),
    async close() {
      // The session stamps still pending, written before the pool closes (as on the api's shutdown).
      await tokens.beforeApplicationShutdown();
      await dataSource.destroy();
      await db.drop();
    },
  };
}
