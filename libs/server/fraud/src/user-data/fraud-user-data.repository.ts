import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class FraudUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM fraud_findings WHERE user_id = $1)::int AS fraud_findings,
        (SELECT count(*) FROM fraud_blocks WHERE user_id = $1)::int AS fraud_blocks`,
      [userId],
    );
    return row;
  }
}
