import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { SupportUserDataRepository } from './support-user-data.repository';

const HELD = [
  { key: 'support_tickets', label: 'Support tickets' },
  { key: 'ticket_replies', label: 'Ticket replies written' },
] as const;

/** The support domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class SupportUserData implements UserDataHolder {
  constructor(private readonly rows: SupportUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}
