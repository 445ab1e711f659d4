import { formatCentsPlain } from '@soundpost/contracts';

export interface CheckoutInput {
  transactionId: string;
  userId: string;
  plan: { id: string; name: string; amountCents: number; currency: string; billingCycle: string };
}

export interface CardSession {
  sessionId: string;
  paid: boolean;
  userId: string | null;
  planId: string | null;
  transactionId: string | null;
  amountCents: number;
  currency: string;
}

export interface CardWebhookEvent {
  id: string;
  type: string;
  session?: CardSession;
  failed?: boolean;
}

export interface CardPaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  createCheckout(input: CheckoutInput, urls: { successUrl: string; cancelUrl: string; site?: string }): Promise<{ sessionId: string; url: string }>;
  getSession(sessionId: string): Promise<CardSession | null>;
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
  orderId?: string;
  capture?: { amountCents: number; currency: string; completed: boolean };
}

/** PayPal Checkout orders, or the local sandbox when no PayPal credentials are set. */
export interface PayPalPaymentGateway {
  readonly mode: 'paypal' | 'sandbox';
  createOrder(input: CheckoutInput, urls: { returnUrl: string; cancelUrl: string; site?: string }): Promise<{ orderId: string; approveUrl: string }>;
  captureOrder(orderId: string, requestId: string): Promise<PayPalCapture>;
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

export function centsToDecimal(cents: number): string {
  return formatCentsPlain(cents);
}
