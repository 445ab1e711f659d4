import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class KycUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM artist_profiles WHERE user_id = $1)::int AS artist_profiles,
        (SELECT count(*) FROM identity_documents WHERE user_id = $1)::int AS identity_documents`,
      [userId],
    );
    return row;
  }
}
