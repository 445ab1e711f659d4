import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isUuid, User } from '@soundpost/server-auth';
import { applyListQuery, findPage, ListQuery, ListSpec, Page, toPage } from '@soundpost/server-core';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { FulfilmentService } from '../checkout/fulfilment.service';
import { Plan } from '../plans/plan.entity';
import { BillingTransaction, PAYMENT_GATEWAYS, TRANSACTION_STATUSES, TransactionStatus } from './billing-transaction.entity';

/** A row of /account/transactions (spec 001 §3 Artist transaction). `amount` is in cents. */
export interface ArtistTransactionResponse {
  id: string;
  transaction_id: string | null;
  description: string | null;
  subscription_id: string | null;
  transaction_type: string;
  gateway: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  paid_at: Date | null;
  created_at: Date;
}

/** A row of the back office's transactions screen (spec 002 §3 TRANSACTION). `amount` is in cents. */
export interface AdminTransactionResponse extends ArtistTransactionResponse {
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_id: string;
  plan_name: string | null;
  updated_at: Date;
}

export interface TransactionChanges {
  status?: TransactionStatus;
  description?: string | null;
  paidAt?: Date | null;
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** GET /artist/transactions: `?page&limit&q` (q: transaction id, description, gateway); the caller's rows only. */
export const artistTransactionsListSpec: ListSpec<BillingTransaction> = {
  resource: 'transactions',
  sortable: { created_at: 't.created_at' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  search: (qb, term) => qb.andWhere('(t.provider_ref ILIKE :q OR t.description ILIKE :q OR t.gateway ILIKE :q OR t.id::text = :exact)', { q: like(term), exact: term }),
  defaultPerPage: 10,
  maxPerPage: 100,
};

/** GET /admin/transactions: `?page&per_page&q&status&gateway&user_id&from&to`. */
export const adminTransactionsListSpec: ListSpec<BillingTransaction> = {
  resource: 'transactions',
  sortable: { created_at: 't.created_at', paid_at: 't.paid_at', amount: 't.amount_cents' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  filters: {
    status: { type: 'string', values: TRANSACTION_STATUSES, apply: (qb, v: string, p) => qb.andWhere(`t.status = :${p}`, { [p]: v }) },
    gateway: { type: 'string', values: PAYMENT_GATEWAYS, apply: (qb, v: string, p) => qb.andWhere(`t.gateway = :${p}`, { [p]: v }) },
    user_id: { type: 'string', apply: (qb, v: string, p) => (isUuid(v) ? qb.andWhere(`t.user_id = :${p}`, { [p]: v }) : qb.andWhere('false')) },
    from: { type: 'date', apply: (qb, v: Date, p) => qb.andWhere(`t.created_at >= :${p}`, { [p]: v }) },
    // A bare date means the whole day.
    to: { type: 'date', apply: (qb, v: Date, p) => qb.andWhere(`t.created_at < :${p}`, { [p]: new Date(v.getTime() + (v.getUTCHours() === 0 && v.getUTCMinutes() === 0 ? 86_400_000 : 1)) }) },
  },
  search: (qb, term) =>
    qb.andWhere('(t.provider_ref ILIKE :q OR t.description ILIKE :q OR u.name ILIKE :q OR u.email ILIKE :q OR p.name ILIKE :q OR t.id::text = :exact)', { q: like(term), exact: term }),
  defaultPerPage: 20,
  maxPerPage: 200,
};

@Injectable()
export class TransactionsService {
  constructor(
    @InjectRepository(BillingTransaction) private readonly transactions: Repository<BillingTransaction>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fulfilment: FulfilmentService,
  ) {}

  listForArtist(userId: string, list: ListQuery): Promise<Page<ArtistTransactionResponse>> {
    const qb = this.transactions.createQueryBuilder('t').where('t.user_id = :userId', { userId });
    return findPage(qb, list, artistTransactionsListSpec, toArtistTransaction);
  }

  async adminList(list: ListQuery): Promise<Page<AdminTransactionResponse>> {
    const qb = this.adminQuery();
    applyListQuery(qb, list, adminTransactionsListSpec);
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    const extras = new Map(raw.map((r: RawJoin) => [r.t_id, r]));
    return toPage(entities.map((t) => toAdminTransaction(t, extras.get(t.id))), total, list, adminTransactionsListSpec.resource);
  }

  async adminGet(id: string): Promise<AdminTransactionResponse> {
    if (!isUuid(id)) throw BillingErrors.transactionNotFound();
    const { entities, raw } = await this.adminQuery().where('t.id = :id', { id }).getRawAndEntities();
    if (!entities[0]) throw BillingErrors.transactionNotFound();
    return toAdminTransaction(entities[0], raw[0] as RawJoin);
  }

  async forSubscription(subscriptionId: string): Promise<AdminTransactionResponse[]> {
    const { entities, raw } = await this.adminQuery().where('t.subscription_id = :subscriptionId', { subscriptionId }).orderBy('t.created_at', 'DESC').getRawAndEntities();
    const extras = new Map(raw.map((r: RawJoin) => [r.t_id, r]));
    return entities.map((t) => toAdminTransaction(t, extras.get(t.id)));
  }

  /**
   * Staff set status, description and paid_at freely (spec 002 §4). Marking an unpaid transaction
   * paid (a bank transfer received) goes through fulfilment, which activates its plan once.
   */
  async adminUpdate(id: string, changes: TransactionChanges): Promise<AdminTransactionResponse> {
    if (!isUuid(id)) throw BillingErrors.transactionNotFound();
    const current = await this.transactions.findOneBy({ id });
    if (!current) throw BillingErrors.transactionNotFound();
    if (changes.status === 'paid' && current.status !== 'paid') {
      await this.fulfilment.fulfilById(id, { paidAt: changes.paidAt, description: changes.description });
    } else {
      await this.dataSource.transaction(async (m) => {
        const repo = m.getRepository(BillingTransaction);
        const tx = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!tx) throw BillingErrors.transactionNotFound();
        if (changes.status !== undefined) tx.status = changes.status;
        if (changes.description !== undefined) tx.description = changes.description;
        if (changes.paidAt !== undefined) tx.paidAt = changes.paidAt;
        await repo.save(tx);
      });
    }
    return this.adminGet(id);
  }

  private adminQuery(): SelectQueryBuilder<BillingTransaction> {
    return this.transactions
      .createQueryBuilder('t')
      .leftJoin(User, 'u', 'u.id = t.user_id')
      .leftJoin(Plan, 'p', 'p.id = t.plan_id')
      .addSelect(['u.name AS user_name', 'u.email AS user_email', 'p.name AS plan_name']);
  }
}

interface RawJoin {
  t_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_name: string | null;
}

export function toArtistTransaction(t: BillingTransaction): ArtistTransactionResponse {
  return {
    id: t.id,
    transaction_id: t.providerRef,
    description: t.description,
    subscription_id: t.subscriptionId,
    transaction_type: t.transactionType,
    gateway: t.gateway,
    amount: t.amountCents,
    currency: t.currency,
    status: t.status,
    paid_at: t.paidAt,
    created_at: t.createdAt,
  };
}

function toAdminTransaction(t: BillingTransaction, r: RawJoin | undefined): AdminTransactionResponse {
  return {
    ...toArtistTransaction(t),
    user_id: t.userId,
    user_name: r?.user_name ?? null,
    user_email: r?.user_email ?? null,
    plan_id: t.planId,
    plan_name: r?.plan_name ?? null,
    updated_at: t.updatedAt,
  };
}
