import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminTransactionResponse, ArtistTransactionResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, findPage, ListQuery, Page, toPage } from '@soundpost/server-core/lists';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { FulfilmentService } from '../checkout/fulfilment.service';
import { BillingTransaction, TransactionStatus } from './billing-transaction.entity';
import { toAdminTransaction, toArtistTransaction } from './billing-transaction.mapper';
import { BillingTransactionsRepository } from './billing-transactions.repository';
import { adminTransactionsListSpec, adminTransactionsSearch, artistTransactionsListSpec } from './transactions.list';

export interface TransactionChanges {
  status?: TransactionStatus;
  description?: string | null;
  paidAt?: Date | null;
}

interface PlanColumns {
  t_id: string;
  plan_name: string | null;
}

@Injectable()
export class TransactionsService {
  constructor(
    private readonly transactions: BillingTransactionsRepository,
    private readonly users: UserSummariesService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fulfilment: FulfilmentService,
  ) {}

  listForArtist(userId: string, list: ListQuery): Promise<Page<ArtistTransactionResponse>> {
    return findPage(this.transactions.artistQuery(userId), list, artistTransactionsListSpec, toArtistTransaction);
  }

  async adminList(list: ListQuery): Promise<Page<AdminTransactionResponse>> {
    const spec = list.q ? { ...adminTransactionsListSpec, search: adminTransactionsSearch(await this.users.idsMatching(list.q)) } : adminTransactionsListSpec;
    const qb = applyListQuery(this.withPlanColumns(this.transactions.adminQuery()), list, spec);
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return toPage(await this.toAdminRows(entities, raw), total, list, spec.resource);
  }

  async adminGet(id: string): Promise<AdminTransactionResponse> {
    if (!isUuid(id)) throw BillingErrors.transactionNotFound();
    const { entities, raw } = await this.withPlanColumns(this.transactions.adminQuery()).where('t.id = :id', { id }).getRawAndEntities();
    if (!entities[0]) throw BillingErrors.transactionNotFound();
    return (await this.toAdminRows(entities, raw))[0];
  }

  async forSubscription(subscriptionId: string): Promise<AdminTransactionResponse[]> {
    const { entities, raw } = await this.withPlanColumns(this.transactions.adminQuery())
      .where('t.subscription_id = :subscriptionId', { subscriptionId })
      .orderBy('t.created_at', 'DESC')
      .getRawAndEntities();
    return this.toAdminRows(entities, raw);
  }

  async adminUpdate(id: string, changes: TransactionChanges): Promise<AdminTransactionResponse> {
    if (!isUuid(id)) throw BillingErrors.transactionNotFound();
    const current = await this.transactions.findById(id);
    if (!current) throw BillingErrors.transactionNotFound();
    if (changes.status === 'paid' && current.status !== 'paid') {
      await this.fulfilment.fulfil({ transactionId: id }, { approvedByStaff: true, paidAt: changes.paidAt, description: changes.description });
    } else {
      await this.dataSource.transaction(async (m) => {
        const tx = await this.transactions.findByIdForUpdate(id, m);
        if (!tx) throw BillingErrors.transactionNotFound();
        if (changes.status !== undefined) tx.status = changes.status;
        if (changes.description !== undefined) tx.description = changes.description;
        if (changes.paidAt !== undefined) tx.paidAt = changes.paidAt;
        await this.transactions.save(tx, m);
      });
    }
    return this.adminGet(id);
  }

  private withPlanColumns(qb: SelectQueryBuilder<BillingTransaction>): SelectQueryBuilder<BillingTransaction> {
    return qb.addSelect('p.name', 'plan_name');
  }

  private async toAdminRows(entities: BillingTransaction[], raw: PlanColumns[]): Promise<AdminTransactionResponse[]> {
    const plans = new Map(raw.map((r) => [r.t_id, r.plan_name]));
    const users = await this.users.contacts(entities.map((t) => t.userId));
    return entities.map((t) => {
      const planName = plans.get(t.id);
      return toAdminTransaction(t, { user: users.get(t.userId) ?? null, plan: planName ? { name: planName } : null });
    });
  }
}
