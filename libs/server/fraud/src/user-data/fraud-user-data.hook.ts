import { Injectable } from '@nestjs/common';
import type { HeldDataCount } from '@soundpost/contracts';
import { heldCounts, type UserDataHolder } from '@soundpost/server-core/user-data';
import { FraudUserDataRepository } from './fraud-user-data.repository';

const HELD = [
  { key: 'fraud_findings', label: 'Fraud findings' },
  { key: 'fraud_blocks', label: 'Fraud blocks' },
] as const;

/** The fraud domain's answer to "what do you hold about this user?" (the platform registry's userData hook). */
@Injectable()
export class FraudUserData implements UserDataHolder {
  constructor(private readonly rows: FraudUserDataRepository) {}

  async heldAbout(userId: string): Promise<HeldDataCount[]> {
    return heldCounts(HELD, await this.rows.countsAbout(userId));
  }
}
