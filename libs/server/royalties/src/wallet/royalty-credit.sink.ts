import { Injectable } from '@nestjs/common';
import { LedgerService } from '@soundpost/server-wallet';
import type { EntityManager } from 'typeorm';

export interface RoyaltyCredit {
  userId: string;
  amountCents: number;
  description: string;
  externalRef: string;
}

/** The one place royalties touches the wallet lib: completed credits in the caller's transaction, under the wallets' row locks. */
@Injectable()
export class RoyaltyCreditSink {
  constructor(private readonly ledger: LedgerService) {}

  /** Many credits in the ledger's fixed number of statements; the entries come back in the order given. */
  async creditMany(manager: EntityManager, credits: RoyaltyCredit[]): Promise<Array<{ id: string; walletId: string; userId: string }>> {
    return this.ledger.creditMany(
      manager,
      credits.map((c) => ({ userId: c.userId, amountCents: c.amountCents, kind: 'royalty', description: c.description, externalRef: c.externalRef })),
    );
  }
}
