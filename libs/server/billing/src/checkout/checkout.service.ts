import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BILLING_MESSAGES, type CheckoutQuoteResponse, type ManualCheckoutResponse } from '@soundpost/contracts';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { isUuid } from '@soundpost/server-core/ids';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource, EntityManager } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { BillingMailsService } from '../mail/billing-mails.service';
import { Plan } from '../plans/plan.entity';
import { PlansRepository } from '../plans/plans.repository';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { BillingTransaction, PaymentGateway } from '../transactions/billing-transaction.entity';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { FulfilmentService } from './fulfilment.service';
import { CreditSource, prorate } from './proration.rules';

/**
 * The result of starting a checkout: either a pending transaction the gateway now takes the
 * artist through, or (free plan, or an upgrade the credit pays for in full) a plan already active.
 */
export type CheckoutStart =
  | { activated: false; plan: Plan; transaction: BillingTransaction }
  | { activated: true; plan: Plan; transaction: BillingTransaction; subscription: Subscription | null; message: string };

/** What buying a plan costs now (docs/billing.md): price, credit for the current plan's unused time, amount due. */
export interface CheckoutQuote {
  plan: Plan;
  priceCents: number;
  creditCents: number;
  amountDueCents: number;
  credit: { subscription: Subscription; plan: Plan | null; from: Date; until: Date } | null;
}

/**
 * Starting checkouts, per artist, over the three start calls together (`@RateLimit`, key actor):
 * enough for any real purchase, too few to pile up pending payments.
 */
export const CHECKOUT_START_RATE_LIMIT = { bucket: 'checkout-start', points: 10, duration: 60, key: 'actor' } as const;

/** The per-artist lock checkout starts queue on: the quote and the transaction it prices are one step. */
const CHECKOUT_LOCK = 'billing:checkout';

// No 0/O or 1/I: the reference is typed by hand into a bank form.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referencePart = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

export function toQuoteAnswer(q: CheckoutQuote): CheckoutQuoteResponse {
  return {
    plan_id: q.plan.id,
    plan_name: q.plan.name,
    currency: q.plan.currency,
    price_cents: q.priceCents,
    credit_cents: q.creditCents,
    amount_due_cents: q.amountDueCents,
    credit: q.credit && {
      subscription_id: q.credit.subscription.id,
      plan_id: q.credit.subscription.planId,
      plan_name: q.credit.plan?.name ?? null,
      unused_from: q.credit.from.toISOString(),
      unused_until: q.credit.until.toISOString(),
    },
  };
}

/**
 * Starts a purchase. Holds the plan rules: a plan is upgradable when its price is higher than the
 * current plan's (any plan when there is none); an upgrade is prorated (the current paid plan's
 * unused time is credited); nothing to pay (free plan, or a credit covering the price) activates at
 * once; everything else is a downgrade and refused.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly planRepo: PlansRepository,
    private readonly transactions: BillingTransactionsRepository,
    private readonly mails: BillingMailsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** The price of `planId` for `userId` now; 404 for an unknown or inactive plan, 422 for a downgrade. */
  async quote(userId: string, planId: string, m?: EntityManager, now = new Date()): Promise<CheckoutQuote> {
    const plan = isUuid(planId) ? await this.planRepo.findById(planId, m) : null;
    if (!plan || !plan.isActive) throw BillingErrors.planNotFound();
    const current = await this.subscriptions.findActive(userId, m);
    const currentPlan = current ? await this.planRepo.findById(current.planId, m) : null;
    if (currentPlan && plan.priceCents <= currentPlan.priceCents) throw BillingErrors.downgradeNotAllowed();
    const source = current ? await this.creditSource(current, m) : null;
    const { priceCents, creditCents, amountDueCents } = prorate(plan.priceCents, source, plan.currency, now);
    const credit = current && source && creditCents > 0 ? { subscription: current, plan: currentPlan, from: now, until: source.periodEnd } : null;
    return { plan, priceCents, creditCents, amountDueCents, credit };
  }

  /** What the current subscription was paid (its paid transaction's price) over its period; none for staff-made or free ones. */
  private async creditSource(current: Subscription, m?: EntityManager): Promise<CreditSource | null> {
    const end = current.currentPeriodEnd ?? current.expiresAt;
    if (!current.currentPeriodStart || !end) return null;
    const paid = await this.transactions.findPaidForSubscription(current.id, m);
    if (!paid) return null;
    return { priceCents: paid.priceCents ?? paid.amountCents, currency: paid.currency, periodStart: current.currentPeriodStart, periodEnd: end };
  }

  /**
   * Card and PayPal: quotes and records the pending transaction for the amount due, under the
   * artist's lock. Nothing to pay activates at once through a `free` transaction that still
   * records the price and the credit.
   */
  async start(
    userId: string,
    planId: string,
    gateway: Exclude<PaymentGateway, 'free'>,
    { language = null, providerRef = null }: { language?: string | null; providerRef?: string | null } = {},
  ): Promise<CheckoutStart> {
    const priced = await this.dataSource.transaction(async (m) => {
      await lockUserInTransaction(m, CHECKOUT_LOCK, userId);
      const quote = await this.quote(userId, planId, m);
      const free = quote.amountDueCents === 0;
      const transaction = await this.transactions.save(this.pendingTransaction(userId, quote, free ? 'free' : gateway, free ? `free-${randomUUID()}` : providerRef, language), m);
      return { quote, transaction, free };
    });
    if (!priced.free) return { activated: false, plan: priced.quote.plan, transaction: priced.transaction };
    return this.activateNow(userId, priced.quote, priced.transaction);
  }

  /** Nothing to pay: the `free` transaction goes through the one fulfilment path. */
  private async activateNow(userId: string, quote: CheckoutQuote, pending: BillingTransaction): Promise<CheckoutStart & { activated: true }> {
    const { transaction, subscription } = await this.fulfilment.fulfil(
      { gateway: 'free', providerRef: pending.providerRef as string },
      { amountCents: 0, currency: pending.currency, userId },
    );
    const message = quote.priceCents === 0 ? BILLING_MESSAGES.freePlanActivated : BILLING_MESSAGES.creditCoversPrice;
    return { activated: true, plan: quote.plan, transaction, subscription, message };
  }

  /** Records the provider's id (checkout session, order) once the provider has created it. */
  async attachProviderRef(transactionId: string, providerRef: string): Promise<BillingTransaction> {
    const tx = await this.transactions.findById(transactionId);
    if (!tx) throw BillingErrors.transactionNotFound();
    tx.providerRef = providerRef;
    return this.transactions.save(tx);
  }

  /**
   * Bank transfer: a pending `manual` transaction for the amount due, whose reference the artist
   * quotes; staff mark it paid. An open one for the same plan, price and credit is answered again
   * (with the amount it was quoted) rather than a second one made: looked up and created under the
   * artist's lock, so concurrent calls cannot both create. A new one mails the instructions.
   */
  async startManual(userId: string, planId: string, language: string | null = null): Promise<ManualCheckoutResponse | (CheckoutStart & { activated: true })> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await this.dataSource.transaction(async (m) => {
          await lockUserInTransaction(m, CHECKOUT_LOCK, userId);
          const quote = await this.quote(userId, planId, m);
          if (quote.amountDueCents === 0) {
            return { free: true as const, quote, transaction: await this.transactions.save(this.pendingTransaction(userId, quote, 'free', `free-${randomUUID()}`, language), m) };
          }
          const open = await this.transactions.findOpenManual(userId, quote.plan, quote.credit?.subscription.id ?? null, m);
          if (open?.providerRef) return { free: false as const, quote, transaction: open };
          const reference = `SP-${referencePart()}-${referencePart()}`;
          const created = await this.transactions.save(this.pendingTransaction(userId, quote, 'manual', reference, language), m);
          await this.mails.bankTransferInstructions(created, quote.plan, m);
          return { free: false as const, quote, transaction: created };
        });
        if (outcome.free) return this.activateNow(userId, outcome.quote, outcome.transaction);
        return this.manualAnswer(outcome.transaction);
      } catch (error) {
        // ~10^12 references: a collision is rare, and retrying with a fresh one is enough.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  private manualAnswer(transaction: BillingTransaction): ManualCheckoutResponse {
    const reference = transaction.providerRef as string;
    const { accountName, iban, swift } = this.config.bankAccount;
    return {
      reference,
      transaction_id: transaction.id,
      amount: transaction.amountCents / 100,
      amount_cents: transaction.amountCents,
      price_cents: transaction.priceCents ?? transaction.amountCents,
      credit_cents: transaction.creditCents,
      currency: transaction.currency,
      bank: { account_name: accountName, iban, swift },
      message: `Bank transfer requested. Use the reference ${reference} with the bank details shown; your plan is activated once the payment is received.`,
    };
  }

  private pendingTransaction(userId: string, quote: CheckoutQuote, gateway: PaymentGateway, providerRef: string | null, language: string | null): BillingTransaction {
    const { plan } = quote;
    return this.transactions.create({
      userId,
      planId: plan.id,
      gateway,
      providerRef,
      amountCents: quote.amountDueCents,
      priceCents: quote.priceCents,
      creditCents: quote.creditCents,
      creditSubscriptionId: quote.credit?.subscription.id ?? null,
      mailLanguage: language?.slice(0, 8) ?? null,
      currency: plan.currency,
      status: 'pending',
      description: `${plan.name} plan (${plan.billingCycle})`,
    });
  }
}
