import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface SignalRow {
  user_id: string;
  rule_code: string;
  weight: number;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown>;
}

@Injectable()
export class FraudSignalsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the findings in one statement; evidence already held (user, rule, entity), dismissed or
   * not, is skipped by the unique index, so raising the same signal again adds nothing.
   * Answers how many were new.
   */
  async insertFindings(rows: SignalRow[], manager?: EntityManager): Promise<number> {
    if (!rows.length) return 0;
    const result: Array<{ added: number }> = await (manager ?? this.dataSource.manager).query(
      `WITH inserted AS (
         INSERT INTO fraud_findings (user_id, rule_code, weight, entity_type, entity_id, details_json)
         SELECT s.user_id, s.rule_code, s.weight, s.entity_type, left(s.entity_id, 512), s.details
           FROM jsonb_to_recordset($1::jsonb) AS s(user_id uuid, rule_code text, weight int, entity_type text, entity_id text, details jsonb)
         ON CONFLICT (user_id, rule_code, entity_type, entity_id) DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS added FROM inserted`,
      [JSON.stringify(rows)],
    );
    return result[0]?.added ?? 0;
  }
}
