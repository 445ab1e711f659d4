import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { AuthUserDataRepository } from './auth-user-data.repository';

const HELD = [
  { key: 'access_tokens', label: 'Sign-in tokens' },
  { key: 'one_time_codes', label: 'One-time codes' },
  { key: 'login_events', label: 'Login events' },
] as const;

/** The auth domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class AuthUserData implements UserDataHolder {
  constructor(private readonly rows: AuthUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}
