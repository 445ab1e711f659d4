import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The retention sweep's reads of the privacy domain's own tables. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Accounts whose closure is done (`closed`) and was closed at or before `closedBefore`, a page by user id. */
  async closedBefore(closedBefore: Date, afterUserId: string | null, limit: number): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT user_id FROM account_closures
        WHERE status = 'closed' AND closed_at <= $1 AND ($2::uuid IS NULL OR user_id > $2::uuid)
        ORDER BY user_id LIMIT $3`,
      [closedBefore, afterUserId, limit],
    );
    return rows.map((r) => r.user_id);
  }
}
