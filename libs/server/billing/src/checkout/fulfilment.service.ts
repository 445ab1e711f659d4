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

export interface PaymentRef {
  gateway: PaymentGateway;
  providerRef: string;
}

export interface StaffApproval {
  approvedByStaff: true;
  paidAt?: Date | null;
  description?: string | null;
}

export interface FulfilmentResult {
  transaction: BillingTransaction;
  subscription: Subscription | null;
  alreadyFulfilled: boolean;
}

/** The per-user lock that keeps two payments of one user from racing on the one-active-plan index. */
export const BILLING_USER_LOCK = 'billing:user';

/** The one entry that activates a plan: the locked transaction row makes concurrent confirmations queue, and all but the first find it paid. */
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

  async assertQuoteCurrent(tx: BillingTransaction, m?: EntityManager): Promise<void> {
    if (tx.creditCents <= 0) return;
    const active = await this.subscriptions.findActive(tx.userId, m);
    if (active?.id !== tx.creditSubscriptionId) throw BillingErrors.quoteOutdated();
  }

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

  /** A late failure never undoes a payment; unknown references are webhooks for payments we never started (null). */
  fail(ref: PaymentRef, status: 'failed' | 'void' = 'failed', description?: string): Promise<BillingTransaction | null> {
    return this.dataSource.transaction(async (m) => {
      const tx = await this.transactions.findByRefForUpdate(ref.gateway, ref.providerRef, m);
      if (!tx) return null;
      if (tx.status !== 'pending') return tx;
      tx.status = status;
      if (description !== undefined) tx.description = description;
      const saved = await this.transactions.save(tx, m);
      if (status === 'failed') await this.notifyArtist(m, PAYMENT_FAILED_NOTIFICATION, { transaction: saved });
      return saved;
    });
  }

  private async notifyArtist<R extends { transaction: BillingTransaction }>(m: EntityManager, template: string, result: R): Promise<R> {
    const plan = await this.plans.findById(result.transaction.planId, m);
    await this.notices.tell(m, result.transaction.userId, { concerns: 'money', notification: { template, params: { plan: plan?.name ?? '' }, url: '/account/myplan' } });
    return result;
  }

  private async alreadyPaid(m: EntityManager, tx: BillingTransaction): Promise<FulfilmentResult> {
    const subscription = tx.subscriptionId ? await this.subscriptions.findById(tx.subscriptionId, m) : null;
    return { transaction: tx, subscription, alreadyFulfilled: true };
  }

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
    if ((transaction.priceCents ?? transaction.amountCents) > 0) await this.mails.paymentReceipt(transaction, plan, subscription, m);
    return { transaction, subscription, alreadyFulfilled: false };
  }
}
