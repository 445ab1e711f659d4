import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class SupportUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM support_tickets WHERE user_id = $1)::int AS support_tickets,
        (SELECT count(*) FROM ticket_replies WHERE user_id = $1)::int AS ticket_replies`,
      [userId],
    );
    return row;
  }
}
