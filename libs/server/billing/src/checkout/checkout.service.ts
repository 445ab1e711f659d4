import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { Plan } from '../plans/plan.entity';
import { PlansRepository } from '../plans/plans.repository';
import { PlansService } from '../plans/plans.service';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { BillingTransaction, PaymentGateway } from '../transactions/billing-transaction.entity';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { FulfilmentService } from './fulfilment.service';

/**
 * The result of starting a checkout: either a pending transaction the gateway now takes the
 * artist through, or (free plan) a plan already active.
 */
export type CheckoutStart =
  | { activated: false; plan: Plan; transaction: BillingTransaction }
  | { activated: true; plan: Plan; transaction: BillingTransaction; subscription: Subscription | null; message: string };

/** The answer of POST /billing/checkout/manual. */
export interface ManualCheckoutResponse {
  reference: string;
  transaction_id: string;
  amount: number;
  amount_cents: number;
  currency: string;
  bank: { account_name: string; iban: string; swift: string };
  message: string;
}

/**
 * Starting checkouts, per artist, over the three start calls together (`@RateLimit`, key actor):
 * enough for any real purchase, too few to pile up pending payments.
 */
export const CHECKOUT_START_RATE_LIMIT = { bucket: 'checkout-start', points: 10, duration: 60, key: 'actor' } as const;

// No 0/O or 1/I: the reference is typed by hand into a bank form.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referencePart = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/**
 * Starts a purchase. Holds the plan rules: a plan is upgradable when its price
 * is higher than the current plan's (any plan when there is none); the free plan with no current
 * plan activates directly; everything else is a downgrade and refused.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly plans: PlansService,
    private readonly fulfilment: FulfilmentService,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly planRepo: PlansRepository,
    private readonly transactions: BillingTransactionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async start(userId: string, planId: string, gateway: Exclude<PaymentGateway, 'free'>, providerRef?: string): Promise<CheckoutStart> {
    const plan = await this.plans.findById(planId);
    if (!plan || !plan.isActive) throw BillingErrors.planNotFound();
    await this.assertUpgrade(userId, plan);
    if (plan.priceCents === 0) {
      // Nothing to pay: a `free` transaction records the activation and goes through the one fulfilment path.
      const ref = `free-${randomUUID()}`;
      await this.transactions.save(
        this.transactions.create({ userId, planId: plan.id, gateway: 'free', providerRef: ref, amountCents: 0, currency: plan.currency, status: 'pending', description: `${plan.name} plan activation` }),
      );
      const { transaction, subscription } = await this.fulfilment.fulfil({ gateway: 'free', providerRef: ref }, { amountCents: 0, currency: plan.currency, userId });
      return { activated: true, plan, transaction, subscription, message: 'Free plan activated.' };
    }
    const transaction = await this.transactions.save(this.pendingTransaction(userId, plan, gateway, providerRef ?? null));
    return { activated: false, plan, transaction };
  }

  /** Records the provider's id (checkout session, order) once the provider has created it. */
  async attachProviderRef(transactionId: string, providerRef: string): Promise<BillingTransaction> {
    const tx = await this.transactions.findById(transactionId);
    if (!tx) throw BillingErrors.transactionNotFound();
    tx.providerRef = providerRef;
    return this.transactions.save(tx);
  }

  /**
   * Bank transfer: a pending `manual` transaction whose reference the artist quotes; staff mark it
   * paid. An open one for the same plan and price is answered again rather than a second one made:
   * looked up and created under the artist's advisory lock, so concurrent calls cannot both create.
   */
  async startManual(userId: string, planId: string): Promise<ManualCheckoutResponse | (CheckoutStart & { activated: true })> {
    const plan = await this.plans.findById(planId);
    if (!plan || !plan.isActive) throw BillingErrors.planNotFound();
    await this.assertUpgrade(userId, plan);
    if (plan.priceCents === 0) return (await this.start(userId, planId, 'manual')) as CheckoutStart & { activated: true };
    for (let attempt = 0; ; attempt++) {
      try {
        const transaction = await this.dataSource.transaction(async (m) => {
          // The artist's checkout starts queue behind one another.
          await lockUserInTransaction(m, 'billing:checkout', userId);
          const open = await this.transactions.findOpenManual(userId, plan, m);
          if (open?.providerRef) return open;
          const reference = `SP-${referencePart()}-${referencePart()}`;
          return this.transactions.save(this.pendingTransaction(userId, plan, 'manual', reference), m);
        });
        return this.manualAnswer(transaction);
      } catch (error) {
        // ~10^12 references: a collision is rare, and retrying with a fresh one is enough.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  private manualAnswer(transaction: BillingTransaction): ManualCheckoutResponse {
    const reference = transaction.providerRef as string;
    const { accountName, iban, swift } = this.config.billing.bank;
    return {
      reference,
      transaction_id: transaction.id,
      amount: transaction.amountCents / 100,
      amount_cents: transaction.amountCents,
      currency: transaction.currency,
      bank: { account_name: accountName, iban, swift },
      message: `Bank transfer requested. Use the reference ${reference} with the bank details shown; your plan is activated once the payment is received.`,
    };
  }

  private pendingTransaction(userId: string, plan: Plan, gateway: Exclude<PaymentGateway, 'free'>, providerRef: string | null): BillingTransaction {
    return this.transactions.create({
      userId,
      planId: plan.id,
      gateway,
      providerRef,
      amountCents: plan.priceCents,
      currency: plan.currency,
      status: 'pending',
      description: `${plan.name} plan (${plan.billingCycle})`,
    });
  }

  /** 422 downgrade_not_allowed unless `plan` costs more than the user's current plan (any plan when none). */
  async assertUpgrade(userId: string, plan: Plan): Promise<void> {
    const current = await this.subscriptions.findActive(userId);
    if (!current) return;
    const currentPlan = await this.planRepo.findById(current.planId);
    if (!currentPlan) return;
    if (plan.priceCents <= currentPlan.priceCents) throw BillingErrors.downgradeNotAllowed();
  }
}
