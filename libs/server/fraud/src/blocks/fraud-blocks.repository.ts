import { Injectable } from '@nestjs/common';
import type { FraudBlockSource } from '@soundpost/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface BlockRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  user_status: string;
  reason: string;
  source: FraudBlockSource;
  ip_address: string | null;
  paypal_email: string | null;
  iban: string | null;
  stripe_account_id: string | null;
  blocked_until: Date | null;
  created_at: Date;
  lifted_at: Date | null;
}

export interface BlockSnapshot {
  ip: string | null;
  paypalEmail: string | null;
  iban: string | null;
  stripeAccountId: string | null;
}

const BLOCK_COLUMNS = `b.id, b.user_id, u.name, u.email, u.status AS user_status, b.reason, b.source, host(b.ip_address) AS ip_address,
  b.paypal_email, b.iban, b.stripe_account_id, b.blocked_until, b.created_at, b.lifted_at`;

@Injectable()
export class FraudBlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  async active(userId: string, manager?: EntityManager, options: { lock?: boolean } = {}): Promise<{ id: string; blocked_until: Date | null } | null> {
    const rows: Array<{ id: string; blocked_until: Date | null }> = await this.q(manager).query(
      `SELECT id, blocked_until FROM fraud_blocks WHERE user_id = $1 AND lifted_at IS NULL${options.lock ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async snapshotOf(userId: string, manager: EntityManager): Promise<BlockSnapshot> {
    const [{ wallet }]: Array<{ wallet: boolean }> = await manager.query(`SELECT to_regclass('wallet_payout_identifiers') IS NOT NULL AS wallet`);
    const walletValue = (kind: string) =>
      wallet ? `(SELECT value FROM wallet_payout_identifiers WHERE user_id = $1 AND kind = '${kind}' ORDER BY last_seen_at DESC NULLS LAST LIMIT 1)` : 'NULL::text';
    const rows: Array<{ ip: string | null; paypal: string | null; iban: string | null; stripe: string | null }> = await manager.query(
      `SELECT (SELECT host(ip) FROM auth_login_events WHERE user_id = $1 AND ip IS NOT NULL ORDER BY occurred_at DESC LIMIT 1) AS ip,
              coalesce((SELECT value FROM kyc_identifiers WHERE user_id = $1 AND kind = 'paypal_email' LIMIT 1), ${walletValue('paypal_email')}) AS paypal,
              coalesce((SELECT value FROM kyc_identifiers WHERE user_id = $1 AND kind = 'iban' LIMIT 1), ${walletValue('iban')}) AS iban,
              ${walletValue('stripe_account')} AS stripe`,
      [userId],
    );
    const r = rows[0];
    return { ip: r?.ip ?? null, paypalEmail: r?.paypal ?? null, iban: r?.iban ?? null, stripeAccountId: r?.stripe ?? null };
  }

  async insert(
    row: { userId: string; source: FraudBlockSource; reason: string; blockedUntil: Date | null; createdBy: string | null } & BlockSnapshot,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO fraud_blocks (user_id, source, reason, ip_address, paypal_email, iban, stripe_account_id, blocked_until, created_by)
       VALUES ($1, $2, $3, $4::inet, left($5, 254), left($6, 64), left($7, 255), $8, $9)`,
      [row.userId, row.source, row.reason, row.ip, row.paypalEmail, row.iban, row.stripeAccountId, row.blockedUntil, row.createdBy],
    );
  }

  async update(userId: string, change: { reason: string; blockedUntil: Date | null }, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE fraud_blocks SET reason = $2, blocked_until = $3 WHERE user_id = $1 AND lifted_at IS NULL`, [userId, change.reason, change.blockedUntil]);
  }

  async lift(userId: string, lift: { by: string | null; reason: 'manual' | 'expired' }, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE fraud_blocks SET lifted_at = now(), lifted_by = $2, lift_reason = $3 WHERE user_id = $1 AND lifted_at IS NULL`, [userId, lift.by, lift.reason]);
  }

  async dueToLift(now: Date): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT user_id FROM fraud_blocks WHERE lifted_at IS NULL AND blocked_until IS NOT NULL AND blocked_until <= $1 ORDER BY blocked_until`,
      [now],
    );
    return rows.map((r) => r.user_id);
  }

  async activeOf(userId: string): Promise<BlockRow | null> {
    const rows: BlockRow[] = await this.dataSource.query(
      `SELECT ${BLOCK_COLUMNS} FROM fraud_blocks b JOIN auth_user_summaries u ON u.id = b.user_id WHERE b.user_id = $1 AND b.lifted_at IS NULL`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async page(q: string | undefined, order: string, limit: number, offset: number): Promise<{ rows: BlockRow[]; total: number }> {
    const params: unknown[] = [];
    let where = '';
    if (q) {
      params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where = `WHERE (u.name ILIKE $1 OR u.email ILIKE $1 OR b.reason ILIKE $1 OR b.paypal_email ILIKE $1 OR b.iban ILIKE $1 OR host(b.ip_address) ILIKE $1)`;
    }
    const total: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS n FROM fraud_blocks b JOIN auth_user_summaries u ON u.id = b.user_id ${where}`, params);
    const rows: BlockRow[] = await this.dataSource.query(
      `SELECT ${BLOCK_COLUMNS} FROM fraud_blocks b JOIN auth_user_summaries u ON u.id = b.user_id ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: total[0]?.n ?? 0 };
  }
}
