import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class RoyaltiesUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM royalty_splits WHERE owner_user_id = $1 OR collaborator_user_id = $1)::int AS royalty_splits,
        (SELECT count(*) FROM royalty_credits WHERE user_id = $1)::int AS royalty_credits`,
      [userId],
    );
    return row;
  }
}
