import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class BillingUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM subscriptions WHERE user_id = $1)::int AS subscriptions,
        (SELECT count(*) FROM billing_transactions WHERE user_id = $1)::int AS billing_transactions`,
      [userId],
    );
    return row;
  }
}
