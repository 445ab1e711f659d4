import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthService } from './admin/admin-auth.service';
import { AdminLoginPolicy } from './admin/admin-login.policy';
import { ArtistAccountsService } from './artists/artist-accounts.service';
import { ArtistAuthService } from './artists/artist-auth.service';
import { ArtistVerificationStatus } from './artists/artist-verification-status';
import { PasswordChangeService } from './artists/password-change.service';
import { PasswordResetService } from './artists/password-reset.service';
import { AuthMaintenance } from './auth.maintenance';
import { OneTimeCode } from './codes/one-time-code.entity';
import { OneTimeCodesRepository } from './codes/one-time-codes.repository';
import { OneTimeCodesService } from './codes/one-time-codes.service';
import { AccountMember } from './members/account-member.entity';
import { AccountMembersRepository } from './members/account-members.repository';
import { MembershipsService } from './members/memberships.service';
import { AccountSwitchService } from './members/account-switch.service';
import { LoginEventsRepository } from './logins/login-events.repository';
import { PasswordService } from './passwords/password.service';
import { StepUpService } from './step-up/step-up.service';
import { AccessToken } from './tokens/access-token.entity';
import { AccessTokensRepository } from './tokens/access-tokens.repository';
import { CredentialsService } from './tokens/credentials.service';
import { TokensService } from './tokens/tokens.service';
import { StaffUsersService } from './users/staff-users.service';
import { UserSummariesService } from './users/user-summaries.service';
import { User } from './users/user.entity';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

const services = [
  PasswordService,
  TokensService,
  CredentialsService,
  OneTimeCodesService,
  UsersService,
  UserSummariesService,
  ArtistAccountsService,
  ArtistVerificationStatus,
  ArtistAuthService,
  PasswordResetService,
  PasswordChangeService,
  StaffUsersService,
  AdminAuthService,
  AdminLoginPolicy,
  AuthMaintenance,
  MembershipsService,
  AccountSwitchService,
  StepUpService,
];

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, AccessToken, OneTimeCode, AccountMember])],
  providers: [UsersRepository, AccessTokensRepository, AccountMembersRepository, LoginEventsRepository, OneTimeCodesRepository, ...services],
  exports: services,
})
export class AuthModule {}
