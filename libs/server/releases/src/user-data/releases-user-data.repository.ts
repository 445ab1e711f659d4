import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One count per table holding rows about a user, in one statement. */
@Injectable()
export class ReleasesUserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countsAbout(userId: string): Promise<Record<string, number>> {
    const [row]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT
        (SELECT count(*) FROM releases WHERE user_id = $1)::int AS releases,
        (SELECT count(*) FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1)::int AS tracks,
        (SELECT count(*) FROM directory_artists WHERE user_id = $1)::int AS directory_artists`,
      [userId],
    );
    return row;
  }
}
