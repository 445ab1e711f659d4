import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { BillingUserDataRepository } from './billing-user-data.repository';

const HELD = [
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'billing_transactions', label: 'Payments' },
] as const;

/** The billing domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class BillingUserData implements UserDataHolder {
  constructor(private readonly rows: BillingUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}
