import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FraudSource } from '../rules/fraud-rules';

@Injectable()
export class FraudScanRepository {
  constructor(private readonly dataSource: DataSource) {}

  async runRule(statement: string, params: unknown[]): Promise<{ matched: number; added: number }> {
    const rows: Array<{ matched: number; added: number }> = await this.dataSource.query(statement, params);
    return { matched: rows[0]?.matched ?? 0, added: rows[0]?.added ?? 0 };
  }

  async presentSources(names: FraudSource[]): Promise<Set<FraudSource>> {
    const rows: Array<{ name: FraudSource; present: boolean }> = await this.dataSource.query(
      `SELECT name, to_regclass(name) IS NOT NULL AS present FROM unnest($1::text[]) AS name`,
      [names],
    );
    return new Set(rows.filter((r) => r.present).map((r) => r.name));
  }

  async changeMarks(inputs: string, withWallet: boolean): Promise<string> {
    const wallet = withWallet ? `(SELECT concat_ws(',', count(*), max(first_seen_at), max(last_seen_at)) FROM wallet_payout_identifiers)` : `''`;
    const rows: Array<{ marks: string }> = await this.dataSource.query(
      `SELECT md5(concat_ws('|', $1::text,
              (SELECT concat_ws(',', users_changed_at, logins_changed_at) FROM auth_change_marks),
              (SELECT changed_at::text FROM kyc_change_marks),
              ${wallet})) AS marks`,
      [inputs],
    );
    return rows[0].marks;
  }

  async lastMarks(): Promise<string | null> {
    const rows: Array<{ marks: string }> = await this.dataSource.query(`SELECT marks FROM fraud_scan_marks WHERE id = 1`);
    return rows[0]?.marks ?? null;
  }

  async saveMarks(marks: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO fraud_scan_marks (id, marks, scanned_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET marks = EXCLUDED.marks, scanned_at = EXCLUDED.scanned_at`,
      [marks],
    );
  }
}
