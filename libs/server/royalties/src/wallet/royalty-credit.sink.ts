import { Injectable } from '@nestjs/common';
import { LedgerService } from '@soundpost/server-wallet';
import type { EntityManager } from 'typeorm';

export interface RoyaltyCredit {
  userId: string;
  amountCents: number;
  description: string;
  /** The import (and, for a released hold, the split) the money comes from. */
  externalRef: string;
}

/**
 * Where posted royalties go: one completed wallet credit (kind royalty) written in the caller's
 * transaction under the wallet's row lock. The one place royalties touches the wallet lib.
 */
@Injectable()
export class RoyaltyCreditSink {
  constructor(private readonly ledger: LedgerService) {}

  async credit(manager: EntityManager, credit: RoyaltyCredit): Promise<{ id: string; walletId: string }> {
    return this.ledger.credit(manager, { userId: credit.userId, amountCents: credit.amountCents, kind: 'royalty', description: credit.description, externalRef: credit.externalRef });
  }
}
