import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CardCheckoutResponse, PaymentConfirmedResponse, PayPalCheckoutResponse } from '@soundpost/contracts';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { BillingErrors } from '../billing.errors';
import { CheckoutService } from '../checkout/checkout.service';
import { FulfilmentResult, FulfilmentService, PaidAmount, PaymentRef } from '../checkout/fulfilment.service';
import { Plan } from '../plans/plan.entity';
import { toPublicPlan } from '../plans/plan.mapper';
import { PlansRepository } from '../plans/plans.repository';
import { toSubscriptionSummary as summary } from '../subscriptions/subscription.mapper';
import { BillingTransaction } from '../transactions/billing-transaction.entity';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { PaymentEventsRepository } from '../transactions/payment-events.repository';
import { CARD_GATEWAY, CardPaymentGateway, CheckoutInput, PAYPAL_GATEWAY, PayPalPaymentGateway, WebhookSignatureError } from './payment-gateway';

export const PaymentErrors = {
  sessionNotFound: () => DomainError.notFound('Checkout session not found.', 'checkout_session_not_found'),
  orderNotFound: () => DomainError.notFound('PayPal order not found.', 'paypal_order_not_found'),
  stripeFailed: () => new DomainError('payment_provider_error', 'Stripe checkout failed.', 502),
  paypalFailed: () => new DomainError('payment_provider_error', 'PayPal init failed.', 502),
  notCompleted: () => new DomainError('payment_not_completed', 'The PayPal payment is not completed.', 422),
  badSignature: (message = 'Invalid webhook signature.') => new DomainError('invalid_signature', message, 400),
};

@Injectable()
export class PaymentFlowsService {
  private readonly logger = new Logger(PaymentFlowsService.name);

  constructor(
    private readonly checkout: CheckoutService,
    private readonly fulfilment: FulfilmentService,
    @Inject(CARD_GATEWAY) private readonly card: CardPaymentGateway,
    @Inject(PAYPAL_GATEWAY) private readonly paypal: PayPalPaymentGateway,
    private readonly transactions: BillingTransactionsRepository,
    private readonly plans: PlansRepository,
    private readonly events: PaymentEventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async startCard(userId: string, planId: string, site: string = this.config.publicUrl, language: string | null = null): Promise<CardCheckoutResponse> {
    const start = await this.checkout.start(userId, planId, 'stripe', { language });
    if (start.activated) return { activated: true, message: start.message, plan: toPublicPlan(start.plan), subscription: summary(start.subscription) };
    try {
      const { sessionId, url } = await this.card.createCheckout(checkoutInput(start.transaction, start.plan), {
        successUrl: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}/checkout/cancel`,
        site,
      });
      await this.checkout.attachProviderRef(start.transaction.id, sessionId);
      return { url, session_id: sessionId };
    } catch (error) {
      await this.abandon(start.transaction, error);
      throw error instanceof DomainError ? error : PaymentErrors.stripeFailed();
    }
  }

  async startPayPal(userId: string, planId: string, site: string = this.config.publicUrl, language: string | null = null): Promise<PayPalCheckoutResponse> {
    const start = await this.checkout.start(userId, planId, 'paypal', { language });
    if (start.activated) return { activated: true, message: start.message, plan: toPublicPlan(start.plan), subscription: summary(start.subscription) };
    try {
      const { orderId, approveUrl } = await this.paypal.createOrder(checkoutInput(start.transaction, start.plan), {
        returnUrl: `${site}/checkout/paypal-success`,
        cancelUrl: `${site}/checkout/cancel`,
        site,
      });
      await this.checkout.attachProviderRef(start.transaction.id, orderId);
      return { approve_url: approveUrl, order_id: orderId };
    } catch (error) {
      await this.abandon(start.transaction, error);
      throw error instanceof DomainError ? error : PaymentErrors.paypalFailed();
    }
  }

  async confirmCard(userId: string, sessionId: string): Promise<PaymentConfirmedResponse | null> {
    const tx = await this.transactionOf('stripe', sessionId);
    if (!tx || tx.userId !== userId) throw PaymentErrors.sessionNotFound();
    if (tx.status === 'paid') return this.answer('Payment confirmed.', await this.settle({ gateway: 'stripe', providerRef: sessionId }, { amountCents: tx.amountCents, currency: tx.currency, userId }));
    const session = await this.card.getSession(sessionId);
    if (!session || session.userId !== userId) throw PaymentErrors.sessionNotFound();
    if (session.planId !== tx.planId || (session.transactionId !== null && session.transactionId !== tx.id)) throw BillingErrors.paymentMismatch();
    if (!session.paid) return null;
    const result = await this.settle({ gateway: 'stripe', providerRef: sessionId }, { amountCents: session.amountCents, currency: session.currency, userId });
    return this.answer('Payment confirmed.', result);
  }

  async capturePayPal(userId: string, orderId: string): Promise<PaymentConfirmedResponse> {
    const tx = await this.transactionOf('paypal', orderId);
    if (!tx || tx.userId !== userId) throw PaymentErrors.orderNotFound();
    if (tx.status !== 'paid') {
      await this.fulfilment.assertQuoteCurrent(tx);
      const capture = await this.paypal.captureOrder(orderId, `capture-${tx.id}`);
      if (!capture.completed) throw PaymentErrors.notCompleted();
      return this.answer('PayPal payment captured.', await this.settle({ gateway: 'paypal', providerRef: orderId }, { amountCents: capture.amountCents, currency: capture.currency, userId }));
    }
    return this.answer('PayPal payment captured.', await this.settle({ gateway: 'paypal', providerRef: orderId }, { amountCents: tx.amountCents, currency: tx.currency, userId }));
  }

  async stripeWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    let event;
    try {
      event = this.card.parseWebhook(rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw PaymentErrors.badSignature(error.message);
      throw error;
    }
    if (await this.seen('stripe', event.id)) return { received: true, duplicate: true };
    const session = event.session;
    if (session) {
      const ref = { gateway: 'stripe' as const, providerRef: session.sessionId };
      if (event.failed) await this.fulfilment.fail(ref, event.type === 'checkout.session.expired' ? 'void' : 'failed', `Stripe: ${event.type}`);
      else if (session.paid) await this.ignoreUnknown(this.settle(ref, { amountCents: session.amountCents, currency: session.currency, userId: session.userId ?? undefined }));
    }
    await this.record('stripe', event.id, event.type);
    return { received: true };
  }

  async paypalWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<{ received: true; duplicate?: true }> {
    let event;
    try {
      event = await this.paypal.parseWebhook(headers, body);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw PaymentErrors.badSignature(error.message);
      throw error;
    }
    if (await this.seen('paypal', event.id)) return { received: true, duplicate: true };
    if (event.orderId && event.capture) {
      const ref = { gateway: 'paypal' as const, providerRef: event.orderId };
      if (event.type === 'PAYMENT.CAPTURE.COMPLETED' && event.capture.completed) {
        await this.ignoreUnknown(this.settle(ref, { amountCents: event.capture.amountCents, currency: event.capture.currency }));
      } else if (event.type === 'PAYMENT.CAPTURE.DENIED' || event.type === 'PAYMENT.CAPTURE.DECLINED') {
        await this.fulfilment.fail(ref, 'failed', `PayPal: ${event.type}`);
      }
    }
    await this.record('paypal', event.id, event.type);
    return { received: true };
  }

  private settle(ref: PaymentRef, paid: PaidAmount): Promise<FulfilmentResult> {
    return this.fulfilment.fulfil(ref, paid);
  }

  private transactionOf(gateway: 'stripe' | 'paypal', providerRef: string): Promise<BillingTransaction | null> {
    return this.transactions.findByRef(gateway, providerRef);
  }

  private async answer(message: string, result: FulfilmentResult): Promise<PaymentConfirmedResponse> {
    const plan = await this.plans.findById(result.transaction.planId);
    return { message, plan: plan ? toPublicPlan(plan) : null, subscription: summary(result.subscription), transaction_id: result.transaction.id };
  }

  private async abandon(tx: BillingTransaction, error: unknown): Promise<void> {
    this.logger.warn(`Checkout ${tx.id} could not be started at the provider: ${error instanceof Error ? error.message : String(error)}`);
    await this.transactions.failIfPending(tx.id, 'The payment provider could not start the checkout.');
  }

  private async ignoreUnknown(work: Promise<unknown>): Promise<void> {
    try {
      await work;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'transaction_not_found') return;
      if (error instanceof DomainError && error.code === 'quote_outdated') {
        this.logger.warn(`A provider settled a payment whose credit is outdated; left pending for staff: ${error.message}`);
        return;
      }
      throw error;
    }
  }

  private seen(provider: string, eventId: string): Promise<boolean> {
    return this.events.seen(provider, eventId);
  }

  private record(provider: string, eventId: string, type: string): Promise<void> {
    return this.events.record(provider, eventId, type);
  }
}

function checkoutInput(tx: BillingTransaction, plan: Plan): CheckoutInput {
  return {
    transactionId: tx.id,
    userId: tx.userId,
    plan: { id: plan.id, name: plan.name, amountCents: tx.amountCents, currency: tx.currency, billingCycle: plan.billingCycle },
  };
}
