import { OneTimeCode } from './codes/one-time-code.entity';
import { AuthUsersTokens1763700001000 } from './migrations/1763700001000-auth-users-tokens';
import { AuthCodes1763700002000 } from './migrations/1763700002000-auth-codes';
import { AccessToken } from './tokens/access-token.entity';
import { User } from './users/user.entity';

// Entities and migrations of the auth domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authEntities: Function[] = [User, AccessToken, OneTimeCode];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const authMigrations: Function[] = [AuthUsersTokens1763700001000, AuthCodes1763700002000];
