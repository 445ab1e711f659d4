import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import type { User } from '../users/user.entity';

@Injectable()
export class AdminLoginPolicy {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  requiresCode(_user: Pick<User, 'id' | 'email' | 'roles'>): boolean {
    return this.config.auth.adminLoginCodeRequired;
  }
}
