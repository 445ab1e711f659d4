import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import type { User } from '../users/user.entity';

/**
 * Whether the admin login asks for the 6-digit e-mail code after the password ("If
 * the server requires a code, a code step appears"): `ADMIN_LOGIN_CODE_REQUIRED`, on by default.
 * A provider of its own so a later rule (per account, per network) replaces one method.
 */
@Injectable()
export class AdminLoginPolicy {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  requiresCode(_user: Pick<User, 'id' | 'email' | 'roles'>): boolean {
    return this.config.auth.adminLoginCodeRequired;
  }
}
