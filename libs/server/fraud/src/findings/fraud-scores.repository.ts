import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FraudScanSettings } from '../fraud.settings';

export interface FindingRow {
  id: string;
  user_id: string;
  rule_code: string;
  weight: number;
  entity_type: string;
  entity_id: string;
  ip_address: string | null;
  details_json: Record<string, unknown>;
  detected_at: Date;
  dismissed_at: Date | null;
}

export interface ScoreRow {
  id: string;
  name: string;
  email: string;
  status: string;
  total_score: number;
  last_event_at: Date | null;
}

export interface ScoresFilter {
  q?: string;
  minScore?: number;
  maxScore?: number;
}

export interface FindingsFilter {
  userId?: string;
  rule?: string;
  ip?: string;
  since?: Date;
}

const FINDING_COLUMNS = `f.id, f.user_id, f.rule_code, f.weight, f.entity_type, f.entity_id, host(f.ip_address) AS ip_address, f.details_json, f.detected_at, f.dismissed_at`;

const LIVE_SCORES = `SELECT user_id, sum(weight)::int AS total_score, max(detected_at) AS last_event_at FROM fraud_findings WHERE dismissed_at IS NULL GROUP BY user_id`;

@Injectable()
export class FraudScoresRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Users whose live score reached `critical` and who are not blocked. A user staff unblocked is
   * not blocked again by the same evidence: only a finding newer than that unblock counts.
   * Findings of the `earlyWarnings` codes are left out of the sum and of that newest finding.
   */
  async dueForAutoBlock(critical: number, earlyWarnings: readonly string[]): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT s.user_id
         FROM (SELECT user_id, sum(weight)::int AS total_score, max(detected_at) AS last_event_at
                 FROM fraud_findings
                WHERE dismissed_at IS NULL AND rule_code <> ALL ($2::text[])
                GROUP BY user_id) s
         JOIN auth_user_summaries u ON u.id = s.user_id
        WHERE s.total_score >= $1
          AND u.status <> 'blocked'
          AND NOT ('admin' = ANY (u.roles) OR 'manager' = ANY (u.roles))
          AND NOT EXISTS (
            SELECT 1 FROM fraud_blocks b
             WHERE b.user_id = s.user_id AND b.lift_reason = 'manual' AND b.lifted_at >= s.last_event_at
          )
        ORDER BY s.user_id`,
      [critical, earlyWarnings],
    );
    return rows.map((r) => r.user_id);
  }

  async userOf(userId: string): Promise<{ id: string; name: string; email: string; status: string; created_at: Date } | null> {
    const rows: Array<{ id: string; name: string; email: string; status: string; created_at: Date }> = await this.dataSource.query(
      `SELECT id, name, email, status, created_at FROM auth_user_summaries WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async scoreOf(userId: string): Promise<{ total_score: number; last_event_at: Date | null }> {
    const rows: Array<{ total_score: number; last_event_at: Date | null }> = await this.dataSource.query(
      `SELECT coalesce(sum(weight), 0)::int AS total_score, max(detected_at) AS last_event_at FROM fraud_findings WHERE user_id = $1 AND dismissed_at IS NULL`,
      [userId],
    );
    return rows[0] ?? { total_score: 0, last_event_at: null };
  }

  async scoresPage(filter: ScoresFilter, order: string, limit: number, offset: number): Promise<{ rows: ScoreRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.q) {
      params.push(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(u.name ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
    }
    if (filter.minScore !== undefined) {
      params.push(filter.minScore);
      where.push(`s.total_score >= $${params.length}`);
    }
    if (filter.maxScore !== undefined) {
      params.push(filter.maxScore);
      where.push(`s.total_score < $${params.length}`);
    }
    params.push(limit, offset);
    const rows: Array<ScoreRow & { full_count: string }> = await this.dataSource.query(
      `SELECT u.id, u.name, u.email, u.status, s.total_score, s.last_event_at, count(*) OVER () AS full_count
         FROM (${LIVE_SCORES}) s
         JOIN auth_user_summaries u ON u.id = s.user_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${order}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: rows.length ? Number(rows[0].full_count) : await this.countScores(filter) };
  }

  private async countScores(filter: ScoresFilter): Promise<number> {
    // A page past the end has no row to carry the count.
    if (!filter.q && filter.minScore === undefined && filter.maxScore === undefined) {
      const rows: Array<{ n: number }> = await this.dataSource.query(`SELECT count(DISTINCT user_id)::int AS n FROM fraud_findings WHERE dismissed_at IS NULL`);
      return rows[0]?.n ?? 0;
    }
    return 0;
  }

  async findingsPage(filter: FindingsFilter, order: string, limit: number, offset: number): Promise<{ rows: FindingRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.userId) add('f.user_id = ?', filter.userId);
    if (filter.rule) add('f.rule_code = ?', filter.rule);
    if (filter.ip) add('f.ip_address = ?::inet', filter.ip);
    if (filter.since) add('f.detected_at >= ?', filter.since);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS n FROM fraud_findings f ${whereSql}`, params);
    const rows: FindingRow[] = await this.dataSource.query(
      `SELECT ${FINDING_COLUMNS} FROM fraud_findings f ${whereSql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: total[0]?.n ?? 0 };
  }

  findingsOf(userId: string): Promise<FindingRow[]> {
    return this.dataSource.query(`SELECT ${FINDING_COLUMNS} FROM fraud_findings f WHERE f.user_id = $1 ORDER BY f.dismissed_at NULLS FIRST, f.detected_at DESC, f.id`, [userId]);
  }

  async findById(id: string, manager?: EntityManager): Promise<FindingRow | null> {
    const rows: FindingRow[] = await (manager ?? this.dataSource.manager).query(`SELECT ${FINDING_COLUMNS} FROM fraud_findings f WHERE f.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async dismiss(id: string, staffId: string | null): Promise<FindingRow | null> {
    await this.dataSource.query(`UPDATE fraud_findings SET dismissed_at = now(), dismissed_by = $2 WHERE id = $1 AND dismissed_at IS NULL`, [id, staffId]);
    return this.findById(id);
  }

  async overview(t: FraudScanSettings['levelThresholds']): Promise<{ tot_findings: number; tot_blocked_users: number; levels: Record<string, number>; top_rules: Array<{ rule_code: string; hits: number }> }> {
    const rows: Array<{ tot_findings: number; tot_blocked_users: number; low: number; medium: number; high: number; critical: number; top_rules: Array<{ rule_code: string; hits: number }> | null }> =
      await this.dataSource.query(
        `WITH scores AS (${LIVE_SCORES})
         SELECT (SELECT count(*)::int FROM fraud_findings WHERE dismissed_at IS NULL) AS tot_findings,
                (SELECT count(*)::int FROM auth_user_summaries WHERE status = 'blocked') AS tot_blocked_users,
                (SELECT count(*)::int FROM scores WHERE total_score < $1) AS low,
                (SELECT count(*)::int FROM scores WHERE total_score >= $1 AND total_score < $2) AS medium,
                (SELECT count(*)::int FROM scores WHERE total_score >= $2 AND total_score < $3) AS high,
                (SELECT count(*)::int FROM scores WHERE total_score >= $3) AS critical,
                (SELECT jsonb_agg(jsonb_build_object('rule_code', rule_code, 'hits', hits) ORDER BY hits DESC, rule_code)
                   FROM (SELECT rule_code, count(*)::int AS hits FROM fraud_findings WHERE dismissed_at IS NULL GROUP BY rule_code ORDER BY hits DESC, rule_code LIMIT 10) r) AS top_rules`,
        [t.medium, t.high, t.critical],
      );
    const r = rows[0];
    return { tot_findings: r.tot_findings, tot_blocked_users: r.tot_blocked_users, levels: { low: r.low, medium: r.medium, high: r.high, critical: r.critical }, top_rules: r.top_rules ?? [] };
  }
}
