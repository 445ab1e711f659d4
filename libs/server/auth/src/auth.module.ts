import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthService } from './admin/admin-auth.service';
import { AdminLoginPolicy } from './admin/admin-login.policy';
import { AuthGuard } from './guards/auth.guard';
import { PasswordService } from './passwords/password.service';
import { AccessToken } from './tokens/access-token.entity';
import { AccessTokensRepository } from './tokens/access-tokens.repository';
import { TokensService } from './tokens/tokens.service';
import { StaffUsersService } from './users/staff-users.service';
import { User } from './users/user.entity';
import { UsersRepository } from './users/users.repository';

/**
 * Users, roles, tokens and staff accounts: services only (imported by api, cli and jobs).
 * Global because every domain's controllers use `@RequireAuth`, whose guard needs TokensService:
 * without this each HTTP module would have to remember to import AuthModule or fail at boot.
 * The repositories stay private: other domains go through the services.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, AccessToken])],
  providers: [UsersRepository, AccessTokensRepository, PasswordService, TokensService, StaffUsersService, AdminAuthService, AdminLoginPolicy, AuthGuard],
  exports: [PasswordService, TokensService, StaffUsersService, AdminAuthService, AdminLoginPolicy, AuthGuard],
})
export class AuthModule {}
