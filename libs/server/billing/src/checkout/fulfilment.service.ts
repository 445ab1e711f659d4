import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource, EntityManager } from 'typeorm';
import { NoticesService } from '@soundpost/server-notifications';
import { BillingErrors } from '../billing.errors';
import { BANK_TRANSFER_PAID_NOTIFICATION, PAYMENT_FAILED_NOTIFICATION, PLAN_ACTIVATED_NOTIFICATION } from '../notifications/billing-notification-templates';
import { BillingMailsService } from '../mail/billing-mails.service';
import { PlansRepository } from '../plans/plans.repository';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { BillingTransaction, PaymentGateway } from '../transactions/billing-transaction.entity';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { firstPeriod, PaidAmount, paymentMatches } from './fulfilment.rules';

export type { PaidAmount } from './fulfilment.rules';

/** How a provider (or staff) names a payment: the gateway and its own reference. */
export interface PaymentRef {
  gateway: PaymentGateway;
  providerRef: string;
}

/** Staff marked a transaction paid (a bank transfer received): no provider amounts to check. */
export interface StaffApproval {
  approvedByStaff: true;
  paidAt?: Date | null;
  description?: string | null;
}

export interface FulfilmentResult {
  transaction: BillingTransaction;
  subscription: Subscription | null;
  /** True when the transaction was already paid: nothing was changed. */
  alreadyFulfilled: boolean;
}

/** The per-user lock that keeps two payments of one user from racing on the one-active-plan index. */
export const BILLING_USER_LOCK = 'billing:user';

/**
 * Turns a paid payment into an active plan, exactly once, through one entry: `fulfil`. Every path
 * (confirm call, capture, webhook, free activation, staff marking a bank transfer paid) calls it:
 * the transaction row is locked (SELECT … FOR UPDATE) for the whole activation, so concurrent calls
 * queue on it and all but the first see it paid and change nothing.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: BillingTransactionsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly plans: PlansRepository,
    private readonly notices: NoticesService,
    private readonly mails: BillingMailsService,
  ) {}

  /**
   * A credit is good only against the subscription it was computed from: if another purchase
   * replaced that subscription since the quote (two checkouts at once), 409 quote_outdated and
   * nothing is activated. PayPal asks before capturing; the fulfilment asks again under the lock.
   */
  async assertQuoteCurrent(tx: BillingTransaction, m?: EntityManager): Promise<void> {
    if (tx.creditCents <= 0) return;
    const active = await this.subscriptions.findActive(tx.userId, m);
    if (active?.id !== tx.creditSubscriptionId) throw BillingErrors.quoteOutdated();
  }

  /** A provider's word (`ref`, the amount it says was paid), or staff approving a transaction by id. */
  fulfil(ref: PaymentRef, paid: PaidAmount): Promise<FulfilmentResult>;
  fulfil(ref: { transactionId: string }, approval: StaffApproval): Promise<FulfilmentResult>;
  fulfil(ref: PaymentRef | { transactionId: string }, paid: PaidAmount | StaffApproval): Promise<FulfilmentResult> {
    return this.dataSource.transaction(async (m) => {
      const tx =
        'transactionId' in ref
          ? await this.transactions.findByIdForUpdate(ref.transactionId, m)
          : await this.transactions.findByRefForUpdate(ref.gateway, ref.providerRef, m);
      if (!tx) throw BillingErrors.transactionNotFound();
      if (tx.status === 'paid') return this.alreadyPaid(m, tx);
      if ('approvedByStaff' in paid) {
        if (paid.description !== undefined) tx.description = paid.description;
        const template = tx.gateway === 'manual' ? BANK_TRANSFER_PAID_NOTIFICATION : PLAN_ACTIVATED_NOTIFICATION;
        return this.notifyArtist(m, template, await this.activate(m, tx, paid.paidAt ?? undefined));
      }
      if (!paymentMatches(tx, paid)) throw BillingErrors.paymentMismatch();
      return this.notifyArtist(m, PLAN_ACTIVATED_NOTIFICATION, await this.activate(m, tx));
    });
  }

  /**
   * The provider reports the payment failed or was abandoned: a pending transaction becomes
   * `status` (failed by default). A paid one is left alone (a late failure cannot undo a payment).
   * Unknown references answer null: webhooks for payments we never started are ignored.
   */
  fail(ref: PaymentRef, status: 'failed' | 'void' = 'failed', description?: string): Promise<BillingTransaction | null> {
    return this.dataSource.transaction(async (m) => {
      const tx = await this.transactions.findByRefForUpdate(ref.gateway, ref.providerRef, m);
      if (!tx) return null;
      if (tx.status !== 'pending') return tx;
      tx.status = status;
      if (description !== undefined) tx.description = description;
      const saved = await this.transactions.save(tx, m);
      // An abandoned checkout (void) is the artist's own doing: only a real failure is news.
      if (status === 'failed') await this.notifyArtist(m, PAYMENT_FAILED_NOTIFICATION, { transaction: saved });
      return saved;
    });
  }

  /** The in-app notification of a payment outcome, in the same transaction as the outcome. */
  private async notifyArtist<R extends { transaction: BillingTransaction }>(m: EntityManager, template: string, result: R): Promise<R> {
    const plan = await this.plans.findById(result.transaction.planId, m);
    await this.notices.tell(m, result.transaction.userId, { notification: { template, params: { plan: plan?.name ?? '' }, url: '/account/myplan' } });
    return result;
  }

  private async alreadyPaid(m: EntityManager, tx: BillingTransaction): Promise<FulfilmentResult> {
    const subscription = tx.subscriptionId ? await this.subscriptions.findById(tx.subscriptionId, m) : null;
    return { transaction: tx, subscription, alreadyFulfilled: true };
  }

  /**
   * Marks paid, replaces the user's active subscription and links the new one, and queues the
   * e-mails (subscription ended, receipt) in the same transaction: they exist once, exactly when
   * the activation commits. Runs inside the lock.
   */
  private async activate(m: EntityManager, tx: BillingTransaction, paidAt: Date = new Date()): Promise<FulfilmentResult> {
    await lockUserInTransaction(m, BILLING_USER_LOCK, tx.userId);
    const plan = await this.plans.findById(tx.planId, m);
    if (!plan) throw BillingErrors.planNotFound();
    await this.assertQuoteCurrent(tx, m);
    const previous = await this.subscriptions.findActive(tx.userId, m);
    if (previous) {
      previous.status = 'canceled';
      previous.expiresAt = new Date();
      await this.subscriptions.save(previous, m);
      await this.mails.subscriptionEnded(previous, await this.plans.findById(previous.planId, m), 'replaced', tx.mailLanguage, m);
    }
    const period = firstPeriod(plan.billingCycle, new Date());
    const subscription = await this.subscriptions.save(
      this.subscriptions.create(
        { userId: tx.userId, planId: plan.id, status: 'active', paymentGateway: tx.gateway, currentPeriodStart: period.start, currentPeriodEnd: period.end, expiresAt: period.end },
        m,
      ),
      m,
    );
    tx.status = 'paid';
    tx.paidAt = paidAt;
    tx.subscriptionId = subscription.id;
    const transaction = await this.transactions.save(tx, m);
    // A receipt for anything with a price, also when the credit paid for all of it.
    if ((transaction.priceCents ?? transaction.amountCents) > 0) await this.mails.paymentReceipt(transaction, plan, subscription, m);
    return { transaction, subscription, alreadyFulfilled: false };
  }
}
