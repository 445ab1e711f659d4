import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { poolQuery } from '@soundpost/server-core/database';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { TaxReminderKind } from '../reminders/tax-form-reminder.entity';
import { TaxForm } from './tax-form.entity';

/** The columns of a form and its account, for the year-end report. */
export interface TaxReportRow {
  accountId: string;
  form: TaxForm | null;
  grossCents: number;
  grossUsCents: number;
  withheldCents: number;
  rateBp: number | null;
  basis: string | null;
}

@Injectable()
export class TaxFormsRepository {
  constructor(@InjectRepository(TaxForm) private readonly forms: Repository<TaxForm>) {}

  private repo(manager?: EntityManager): Repository<TaxForm> {
    return manager ? manager.getRepository(TaxForm) : this.forms;
  }

  currentOfAccount(accountId: string, manager?: EntityManager): Promise<TaxForm | null> {
    return this.repo(manager).createQueryBuilder('f').where('f.account_id = :accountId AND f.superseded_at IS NULL', { accountId }).getOne();
  }

  /**
   * The payout check's read, on every payout request: the expiry of the current form (`undefined`
   * without one), two columns straight on the pool, by the one-current-form index.
   */
  async currentExpiryOf(accountId: string): Promise<Date | null | undefined> {
    const [row] = await poolQuery<{ expires_at: Date | null }>(
      this.forms.manager.connection,
      `SELECT expires_at FROM tax_forms WHERE account_id = $1 AND superseded_at IS NULL AND signed_at <= now()`,
      [accountId],
    );
    return row ? row.expires_at : undefined;
  }

  /** Every form of the account, newest first. */
  historyOfAccount(accountId: string, limit: number, manager?: EntityManager): Promise<TaxForm[]> {
    return this.repo(manager).find({ where: { accountId }, order: { signedAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The form in force at `at` of each of these accounts (signed by then, not yet superseded then). */
  inForceAmong(accountIds: readonly string[], at: Date, manager?: EntityManager): Promise<TaxForm[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return this.repo(manager)
      .createQueryBuilder('f')
      .distinctOn(['f.account_id'])
      .where('f.account_id = ANY(:ids)', { ids: [...accountIds] })
      .andWhere('f.signed_at <= :at AND (f.superseded_at IS NULL OR f.superseded_at > :at)', { at })
      .orderBy('f.account_id')
      .addOrderBy('f.signed_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .getMany();
  }

  /** Marks the account's current form superseded (at most one: a partial unique index holds it). */
  async supersedeCurrent(accountId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE tax_forms SET superseded_at = $2 WHERE account_id = $1 AND superseded_at IS NULL`, [accountId, at]);
  }

  insert(values: Omit<TaxForm, 'id' | 'createdAt' | 'supersededAt'>, manager: EntityManager): Promise<TaxForm> {
    const repo = this.repo(manager);
    return repo.save(repo.create({ ...values, supersededAt: null }));
  }

  /**
   * Current W-8 forms that expire on or before `until` and have no reminder of `kind` yet, with
   * their expiry after `after` (null: any, already expired included). Soonest first.
   */
  dueForReminder(kind: TaxReminderKind, after: Date | null, until: Date, limit: number, manager?: EntityManager): Promise<TaxForm[]> {
    const qb = this.repo(manager)
      .createQueryBuilder('f')
      .where('f.superseded_at IS NULL AND f.expires_at IS NOT NULL AND f.expires_at <= :until', { until })
      .andWhere('NOT EXISTS (SELECT 1 FROM tax_form_reminders r WHERE r.form_id = f.id AND r.kind = :kind)', { kind });
    if (after) qb.andWhere('f.expires_at > :after', { after });
    return qb.orderBy('f.expires_at', 'ASC').addOrderBy('f.id', 'ASC').take(limit).getMany();
  }

  /** Claims a reminder: true when this call recorded it (a concurrent or earlier run did not). */
  async claimReminder(formId: string, kind: TaxReminderKind, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO tax_form_reminders (form_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING form_id`,
      [formId, kind],
    );
    return rows.length > 0;
  }

  /** The staff list: every form, with the list spec's sorting and filters applied by the caller. */
  adminListQuery(): SelectQueryBuilder<TaxForm> {
    return this.forms.createQueryBuilder('f');
  }

  /**
   * The year's money per account (the wallet's published read model `wallet_us_withholding`) with
   * the account's latest form signed before the year ended (null: none).
   */
  async yearFigures(year: number, manager?: EntityManager): Promise<TaxReportRow[]> {
    const end = new Date(Date.UTC(year + 1, 0, 1));
    const rows: Array<{ account_id: string; form_id: string | null; gross_cents: string; gross_us_cents: string; withheld_cents: string; rate_bp: number | null; basis: string | null }> =
      await this.repo(manager).query(
        `SELECT w.account_id, f.id AS form_id, w.gross_cents, w.gross_us_cents, w.withheld_cents, w.rate_bp, w.basis
           FROM wallet_us_withholding w
           LEFT JOIN LATERAL (
             SELECT id FROM tax_forms f WHERE f.account_id = w.account_id AND f.signed_at < $2
              ORDER BY f.signed_at DESC, f.id DESC LIMIT 1
           ) f ON true
          WHERE w.year = $1
          ORDER BY w.account_id`,
        [year, end],
      );
    const ids = rows.map((r) => r.form_id).filter((id): id is string => id !== null);
    const forms = ids.length ? await this.repo(manager).createQueryBuilder('f').where('f.id = ANY(:ids)', { ids }).getMany() : [];
    const byId = new Map(forms.map((f) => [f.id, f]));
    return rows.map((r) => ({
      accountId: r.account_id,
      form: r.form_id ? (byId.get(r.form_id) ?? null) : null,
      grossCents: Number(r.gross_cents),
      grossUsCents: Number(r.gross_us_cents),
      withheldCents: Number(r.withheld_cents),
      rateBp: r.rate_bp === null ? null : Number(r.rate_bp),
      basis: r.basis,
    }));
  }
}
