import { AccountSwitchController } from './http/account-switch.controller';
import { Module } from '@nestjs/common';
import { AuthModule } from './auth.module';
import { AdminAuthController } from './http/admin-auth.controller';
import { ArtistLoginController } from './http/artist-login.controller';
import { ArtistPasswordController } from './http/artist-password.controller';
import { SignupController } from './http/signup.controller';
import { StaffUsersController } from './http/staff-users.controller';
import { MeStepUpController } from './http/me-step-up.controller';

@Module({ imports: [AuthModule], controllers: [AdminAuthController, SignupController, ArtistLoginController, ArtistPasswordController, StaffUsersController, AccountSwitchController, MeStepUpController] })
export class AuthHttpModule {}
