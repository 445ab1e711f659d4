import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { NotificationsUserDataRepository } from './notifications-user-data.repository';

const HELD = [
  { key: 'notifications', label: 'Notifications' },
] as const;

/** The notifications domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class NotificationsUserData implements UserDataHolder {
  constructor(private readonly rows: NotificationsUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}
