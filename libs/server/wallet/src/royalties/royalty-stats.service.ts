import { Injectable } from '@nestjs/common';
import { centsTransformer } from '@soundpost/server-core/money';
import { WalletTransactionsRepository } from '../wallets/wallet-transactions.repository';

@Injectable()
export class RoyaltyStatsService {
  constructor(private readonly transactions: WalletTransactionsRepository) {}

  /** Completed royalty credits in EUR cents: pending or failed ones never reached a balance. */
  async totalRoyaltiesCents(): Promise<number> {
    return centsTransformer.from(await this.transactions.totalRoyaltiesText()) as number;
  }
}
