import { formatCentsPlain } from '@soundpost/contracts';

/** What a provider needs to know to charge for a plan. */
export interface CheckoutInput {
  transactionId: string;
  userId: string;
  plan: { id: string; name: string; amountCents: number; currency: string; billingCycle: string };
}

/** A card checkout session as the provider reports it. */
export interface CardSession {
  sessionId: string;
  paid: boolean;
  userId: string | null;
  planId: string | null;
  transactionId: string | null;
  amountCents: number;
  currency: string;
}

/** A verified card webhook event; `session` is set for the events that settle a checkout. */
export interface CardWebhookEvent {
  id: string;
  type: string;
  session?: CardSession;
  /** The session was abandoned or its asynchronous payment failed. */
  failed?: boolean;
}

/**
 * Card payments: Stripe Checkout, or the local sandbox when no Stripe key is set. Both hand back a
 * page to redirect to and later answer what happened to the session.
 */
export interface CardPaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  /** `site`: the web address the artist is on (the sandbox serves its page there). */
  createCheckout(input: CheckoutInput, urls: { successUrl: string; cancelUrl: string; site?: string }): Promise<{ sessionId: string; url: string }>;
  /** Null when the provider does not know the session. */
  getSession(sessionId: string): Promise<CardSession | null>;
  /** Verifies the signature over the raw body; throws `WebhookSignatureError` when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CardWebhookEvent;
}

export interface PayPalCapture {
  orderId: string;
  completed: boolean;
  amountCents: number;
  currency: string;
}

export interface PayPalWebhookEvent {
  id: string;
  type: string;
  /** The order the event is about (captures name it in supplementary_data). */
  orderId?: string;
  capture?: { amountCents: number; currency: string; completed: boolean };
}

/** PayPal Checkout orders, or the local sandbox when no PayPal credentials are set. */
export interface PayPalPaymentGateway {
  readonly mode: 'paypal' | 'sandbox';
  createOrder(input: CheckoutInput, urls: { returnUrl: string; cancelUrl: string; site?: string }): Promise<{ orderId: string; approveUrl: string }>;
  /** Captures an approved order; the same `requestId` makes a retried capture return the first result. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalCapture>;
  /** Verifies the event with PayPal; throws `WebhookSignatureError` when it is not genuine. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<PayPalWebhookEvent>;
}

export const CARD_GATEWAY = Symbol('CARD_GATEWAY');
export const PAYPAL_GATEWAY = Symbol('PAYPAL_GATEWAY');

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Provider amounts come as decimal strings ("0.99"); cents without float rounding surprises. */
export function decimalToCents(value: string | undefined): number {
  if (!value) return 0;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** The decimal text providers want ("0.99"), not a display format. */
export function centsToDecimal(cents: number): string {
  return formatCentsPlain(cents);
}
