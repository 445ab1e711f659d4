import Stripe from 'stripe';
import { CardPaymentGateway, CardSession, CardWebhookEvent, CheckoutInput, WebhookSignatureError } from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret?: string;
  apiBaseUrl?: string;
}

export class StripeCardGateway implements CardPaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createCheckout(input: CheckoutInput, urls: { successUrl: string; cancelUrl: string }) {
    const metadata = { user_id: input.userId, plan_id: input.plan.id, transaction_id: input.transactionId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.plan.currency.toLowerCase(),
              unit_amount: input.plan.amountCents,
              product_data: { name: `${input.plan.name} plan (${input.plan.billingCycle})` },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        client_reference_id: input.transactionId,
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      },
      { idempotencyKey: `checkout-${input.transactionId}` },
    );
    if (!session.url) throw new Error('Stripe did not return a checkout URL.');
    return { sessionId: session.id, url: session.url };
  }

  async getSession(sessionId: string): Promise<CardSession | null> {
    try {
      return toCardSession(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): CardWebhookEvent {
    if (!this.options.webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured.');
    if (!signature) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { id: event.id, type: event.type, session: toCardSession(event.data.object) };
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return { id: event.id, type: event.type, session: toCardSession(event.data.object), failed: true };
      default:
        return { id: event.id, type: event.type };
    }
  }
}

function toCardSession(session: Stripe.Checkout.Session): CardSession {
  return {
    sessionId: session.id,
    // 'no_payment_required' never happens for mode=payment with a price; only 'paid' settles.
    paid: session.payment_status === 'paid',
    userId: session.metadata?.['user_id'] ?? null,
    planId: session.metadata?.['plan_id'] ?? null,
    transactionId: session.metadata?.['transaction_id'] ?? null,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}
