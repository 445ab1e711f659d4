import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class WalletUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM wallets WHERE user_id = $1)::int AS wallets,
        (SELECT count(*) FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1)::int AS wallet_transactions,
        (SELECT count(*) FROM payout_requests WHERE user_id = $1)::int AS payout_requests`,
      [userId],
    );
    return row;
  }
}
