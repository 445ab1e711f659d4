import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Runs every domain's count statement for one user as one SELECT (each a scalar subquery). */
@Injectable()
export class UserDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async countAll(statements: readonly string[], userId: string): Promise<number[]> {
    if (!statements.length) return [];
    const columns = statements.map((sql, i) => `(${sql})::int AS c${i}`).join(',\n  ');
    const [row]: Array<Record<string, number>> = await this.dataSource.query(`SELECT\n  ${columns}`, [userId]);
    return statements.map((_, i) => row[`c${i}`]);
  }
}
