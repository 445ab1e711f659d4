import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import {
  CardPaymentGateway,
  CardSession,
  CardWebhookEvent,
  CheckoutInput,
  PayPalCapture,
  PayPalPaymentGateway,
  PayPalWebhookEvent,
  WebhookSignatureError,
} from './payment-gateway';
import { SandboxPayment, SandboxPaymentKind } from './sandbox-payment.entity';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';

export const SANDBOX_CHECKOUT_PATH = '/api/billing/sandbox/checkout';

@Injectable()
export class SandboxPaymentsService {
  constructor(
    private readonly repo: SandboxPaymentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async open(kind: SandboxPaymentKind, input: CheckoutInput, successUrl: string, cancelUrl: string, site: string = this.config.publicUrl): Promise<{ id: string; url: string }> {
    const id = kind === 'card' ? `cs_sandbox_${randomUUID().replace(/-/g, '')}` : `SANDBOX-${randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase()}`;
    await this.repo.insert({
      id,
      kind,
      status: 'open',
      userId: input.userId,
      planId: input.plan.id,
      transactionId: input.transactionId,
      planName: input.plan.name,
      amountCents: input.plan.amountCents,
      currency: input.plan.currency,
      successUrl,
      cancelUrl,
    });
    return { id, url: `${site}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(id)}` };
  }

  find(id: string): Promise<SandboxPayment | null> {
    return this.repo.findById(id);
  }

  async pay(id: string): Promise<string | null> {
    const row = await this.find(id);
    if (!row) return null;
    await this.repo.advance(id, 'open', 'paid');
    return this.returnUrl(row);
  }

  async cancel(id: string): Promise<string | null> {
    const row = await this.find(id);
    if (!row) return null;
    await this.repo.advance(id, 'open', 'canceled');
    return row.cancelUrl;
  }

  private returnUrl(row: SandboxPayment): string {
    if (row.kind === 'card') return row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));
    const url = new URL(row.successUrl);
    url.searchParams.set('token', row.id);
    url.searchParams.set('PayerID', 'SANDBOXPAYER');
    return url.toString();
  }

  async capture(id: string): Promise<SandboxPayment | null> {
    await this.repo.advance(id, 'paid', 'captured', 'paypal');
    return this.repo.findPayPal(id);
  }
}

@Injectable()
export class SandboxCardGateway implements CardPaymentGateway {
  readonly mode = 'sandbox' as const;
  constructor(private readonly sandbox: SandboxPaymentsService) {}

  async createCheckout(input: CheckoutInput, urls: { successUrl: string; cancelUrl: string; site?: string }) {
    const { id, url } = await this.sandbox.open('card', input, urls.successUrl, urls.cancelUrl, urls.site);
    return { sessionId: id, url };
  }

  async getSession(sessionId: string): Promise<CardSession | null> {
    const row = await this.sandbox.find(sessionId);
    if (!row || row.kind !== 'card') return null;
    return {
      sessionId: row.id,
      paid: row.status === 'paid',
      userId: row.userId,
      planId: row.planId,
      transactionId: row.transactionId,
      amountCents: row.amountCents,
      currency: row.currency,
    };
  }

  parseWebhook(): CardWebhookEvent {
    throw new WebhookSignatureError('Stripe webhooks are not configured.');
  }
}

@Injectable()
export class SandboxPayPalGateway implements PayPalPaymentGateway {
  readonly mode = 'sandbox' as const;
  constructor(private readonly sandbox: SandboxPaymentsService) {}

  async createOrder(input: CheckoutInput, urls: { returnUrl: string; cancelUrl: string; site?: string }) {
    const { id, url } = await this.sandbox.open('paypal', input, urls.returnUrl, urls.cancelUrl, urls.site);
    return { orderId: id, approveUrl: url };
  }

  async captureOrder(orderId: string): Promise<PayPalCapture> {
    const row = await this.sandbox.capture(orderId);
    if (!row) return { orderId, completed: false, amountCents: 0, currency: 'EUR' };
    return { orderId, completed: row.status === 'captured', amountCents: row.amountCents, currency: row.currency };
  }

  async parseWebhook(): Promise<PayPalWebhookEvent> {
    throw new WebhookSignatureError('PayPal webhooks are not configured.');
  }
}
