import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WALLET_CURRENCY } from '@soundpost/contracts';
import { centsTransformer } from '@soundpost/server-core/money';
import { Repository } from 'typeorm';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';

/** Royalty figures for the back-office dashboard. */
@Injectable()
export class RoyaltyStatsService {
  constructor(@InjectRepository(WalletTransaction) private readonly transactions: Repository<WalletTransaction>) {}

  /**
   * Royalties paid into artists' wallets, in EUR cents: completed credits of kind royalty.
   * Pending or failed ones never reached a balance; adjustments and payouts are not royalties.
   */
  async totalRoyaltiesCents(): Promise<number> {
    const row = await this.transactions
      .createQueryBuilder('t')
      // bigint text, so a large sum is range-checked rather than rounded on the way to a number.
      .select('COALESCE(SUM(t.amount_cents), 0)::bigint::text', 'total')
      .where("t.kind = 'royalty' AND t.type = 'credit' AND t.status = 'completed'")
      .andWhere('lower(t.currency) = :currency', { currency: WALLET_CURRENCY })
      .getRawOne<{ total: string }>();
    return centsTransformer.from(row?.total ?? '0') as number;
  }
}
