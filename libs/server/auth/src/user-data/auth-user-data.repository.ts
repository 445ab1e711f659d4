import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class AuthUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM access_tokens WHERE user_id = $1)::int AS access_tokens,
        (SELECT count(*) FROM one_time_codes WHERE user_id = $1)::int AS one_time_codes,
        (SELECT count(*) FROM login_events WHERE user_id = $1)::int AS login_events`,
      [userId],
    );
    return row;
  }
}
