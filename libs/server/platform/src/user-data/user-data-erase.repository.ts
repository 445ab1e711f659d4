import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Runs the registry's erase statements (each domain's SQL over its own tables) in the caller's transaction. */
@Injectable()
export class UserDataEraseRepository {
  async keys(manager: EntityManager, sql: string, accountId: string): Promise<string[]> {
    const rows: Array<{ key: string | null }> = await manager.query(sql, [accountId]);
    return rows.flatMap((r) => (r.key ? [r.key] : []));
  }

  async run(manager: EntityManager, sql: string, accountId: string): Promise<void> {
    await manager.query(sql, [accountId]);
  }
}
