import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type CounterKind = 'isrc' | 'upc';

@Injectable()
export class IdentifiersRepository {
  /** Bumps the counter with one upsert, which holds its row lock until the transaction ends. */
  async bump(manager: EntityManager, kind: CounterKind, scope: string): Promise<number> {
    const rows: Array<{ last_value: string }> = await manager.query(
      `INSERT INTO identifier_counters (kind, scope, last_value) VALUES ($1, $2, 1)
       ON CONFLICT (kind, scope) DO UPDATE SET last_value = identifier_counters.last_value + 1
       RETURNING last_value`,
      [kind, scope],
    );
    return Number(rows[0].last_value);
  }

  async isrcCarried(manager: EntityManager, isrc: string): Promise<boolean> {
    const [taken] = await manager.query(`SELECT 1 FROM tracks WHERE isrc = $1`, [isrc]);
    return !!taken;
  }

  /** Stores treat a UPC-A and the same number as EAN-13 with a leading 0 as one barcode. */
  async upcCarried(manager: EntityManager, upc: string): Promise<boolean> {
    const [taken] = await manager.query(`SELECT 1 FROM releases WHERE upc = $1 OR upc = $2`, [upc, `0${upc}`]);
    return !!taken;
  }
}
