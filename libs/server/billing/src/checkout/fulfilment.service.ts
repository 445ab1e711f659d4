import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { Plan } from '../plans/plan.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { BillingTransaction, PaymentGateway } from '../transactions/billing-transaction.entity';

/** How a provider (or staff) names a payment: the gateway and its own reference. */
export interface PaymentRef {
  gateway: PaymentGateway;
  providerRef: string;
}

/** What the provider says was paid; checked against the transaction before anything is activated. */
export interface PaidAmount {
  amountCents: number;
  currency: string;
  /** The caller the payment must belong to (confirm calls); webhooks may leave it out. */
  userId?: string;
}

export interface FulfilmentResult {
  transaction: BillingTransaction;
  subscription: Subscription | null;
  /** True when the transaction was already paid: nothing was changed. */
  alreadyFulfilled: boolean;
}

/**
 * Turns a paid payment into an active plan, exactly once. Every path (confirm call, capture,
 * webhook, staff marking a bank transfer paid, free activation) goes through here: the
 * transaction row is locked (SELECT … FOR UPDATE) for the whole activation, so concurrent calls
 * queue on it and all but the first see it paid and change nothing.
 */
@Injectable()
export class FulfilmentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  fulfil(ref: PaymentRef, paid: PaidAmount): Promise<FulfilmentResult> {
    return this.dataSource.transaction(async (m) => {
      const tx = await this.lockByRef(m, ref);
      if (tx.status === 'paid') return this.alreadyPaid(m, tx);
      if (tx.amountCents !== paid.amountCents || tx.currency.toUpperCase() !== paid.currency.toUpperCase() || (paid.userId !== undefined && tx.userId !== paid.userId)) {
        throw BillingErrors.paymentMismatch();
      }
      return this.activate(m, tx);
    });
  }

  /** Staff marked a transaction paid (bank transfer): no provider amounts to check. */
  fulfilById(transactionId: string, changes: { paidAt?: Date | null; description?: string | null } = {}): Promise<FulfilmentResult> {
    return this.dataSource.transaction(async (m) => {
      const tx = await m.getRepository(BillingTransaction).findOne({ where: { id: transactionId }, lock: { mode: 'pessimistic_write' } });
      if (!tx) throw BillingErrors.transactionNotFound();
      if (tx.status === 'paid') return this.alreadyPaid(m, tx);
      if (changes.description !== undefined) tx.description = changes.description;
      return this.activate(m, tx, changes.paidAt ?? undefined);
    });
  }

  /**
   * The provider reports the payment failed or was abandoned: a pending transaction becomes
   * `status` (failed by default). A paid one is left alone (a late failure cannot undo a payment).
   * Unknown references answer null: webhooks for payments we never started are ignored.
   */
  fail(ref: PaymentRef, status: 'failed' | 'void' = 'failed', description?: string): Promise<BillingTransaction | null> {
    return this.dataSource.transaction(async (m) => {
      const tx = await m.getRepository(BillingTransaction).findOne({ where: { gateway: ref.gateway, providerRef: ref.providerRef }, lock: { mode: 'pessimistic_write' } });
      if (!tx) return null;
      if (tx.status !== 'pending') return tx;
      tx.status = status;
      if (description !== undefined) tx.description = description;
      return m.getRepository(BillingTransaction).save(tx);
    });
  }

  private async lockByRef(m: EntityManager, ref: PaymentRef): Promise<BillingTransaction> {
    const tx = await m.getRepository(BillingTransaction).findOne({ where: { gateway: ref.gateway, providerRef: ref.providerRef }, lock: { mode: 'pessimistic_write' } });
    if (!tx) throw BillingErrors.transactionNotFound();
    return tx;
  }

  private async alreadyPaid(m: EntityManager, tx: BillingTransaction): Promise<FulfilmentResult> {
    const subscription = tx.subscriptionId ? await m.getRepository(Subscription).findOneBy({ id: tx.subscriptionId }) : null;
    return { transaction: tx, subscription, alreadyFulfilled: true };
  }

  /** Marks paid, replaces the user's active subscription and links the new one. Runs inside the lock. */
  private async activate(m: EntityManager, tx: BillingTransaction, paidAt: Date = new Date()): Promise<FulfilmentResult> {
    // Two different payments of one user (two tabs) must not race on the one-active-plan index.
    await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`billing:user:${tx.userId}`]);
    const plan = await m.getRepository(Plan).findOneBy({ id: tx.planId });
    if (!plan) throw BillingErrors.planNotFound();
    const subs = m.getRepository(Subscription);
    const previous = await subs.findOneBy({ userId: tx.userId, status: 'active' });
    if (previous) {
      previous.status = 'canceled';
      previous.expiresAt = new Date();
      await subs.save(previous);
    }
    const start = new Date();
    const end = new Date(start);
    if (plan.billingCycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    const subscription = await subs.save(
      subs.create({ userId: tx.userId, planId: plan.id, status: 'active', paymentGateway: tx.gateway, currentPeriodStart: start, currentPeriodEnd: end, expiresAt: end }),
    );
    tx.status = 'paid';
    tx.paidAt = paidAt;
    tx.subscriptionId = subscription.id;
    const transaction = await m.getRepository(BillingTransaction).save(tx);
    return { transaction, subscription, alreadyFulfilled: false };
  }
}
