import { OneTimeCode } from './codes/one-time-code.entity';
import { AuthUsersTokens1763700001000 } from './migrations/1763700001000-auth-users-tokens';
import { AuthCodes1763700002000 } from './migrations/1763700002000-auth-codes';
import { AuthUserSummaries1763700010000 } from './migrations/1763700010000-auth-user-summaries';
import { AuthDisplayNamesFromIdentity1764000002000 } from './migrations/1764000002000-auth-display-names-from-identity';
import { AuthUserLanguage1764100012000 } from './migrations/1764100012000-auth-user-language';
import { AuthLoginEvents1764500001000 } from './migrations/1764500001000-auth-login-events';
import { AuthAppealCodes1764500003000 } from './migrations/1764500003000-auth-appeal-codes';
import { AuthFraudLookups1764800302000 } from './migrations/1764800302000-auth-fraud-lookups';
import { AuthAccountMembers1796000000100 } from './migrations/1796000000100-auth-account-members';
import { AuthStepUp1796000001200 } from './migrations/1796000001200-auth-step-up';
import { AuthUsersClosed1796000001010 } from './migrations/1796000001010-auth-users-closed';
import { AccountMember } from './members/account-member.entity';
import { AccessToken } from './tokens/access-token.entity';
import { UserSummary } from './users/user-summary.view';
import { User } from './users/user.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { User, AccessToken, OneTimeCode };
export { AuthDisplayNamesFromIdentity1764000002000 };

export const authSchema: DomainSchema = {
  entities: [User, AccessToken, OneTimeCode, UserSummary, AccountMember],
  migrations: [AuthUsersTokens1763700001000, AuthCodes1763700002000, AuthUserSummaries1763700010000, AuthDisplayNamesFromIdentity1764000002000, AuthUserLanguage1764100012000, AuthLoginEvents1764500001000, AuthAppealCodes1764500003000, AuthFraudLookups1764800302000, AuthAccountMembers1796000000100, AuthStepUp1796000001200, AuthUsersClosed1796000001010],
  ownedTables: ['users', 'access_tokens', 'one_time_codes', 'auth_user_summaries', 'login_events', 'auth_login_events', 'auth_change_marks', 'account_members'],
  readModels: ['auth_user_summaries', 'auth_login_events', 'auth_change_marks'],
};
