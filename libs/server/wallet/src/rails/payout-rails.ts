import { randomBytes } from 'node:crypto';
import { formatCentsPlain } from '@soundpost/contracts';
import { Client, Environment } from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';

export interface RailOutcome {
  outcome: 'paid' | 'pending' | 'failed';
  providerRef?: string | null;
  transferId?: string | null;
  failureReason?: string | null;
}

/** Its id makes every send idempotent. */
export interface RailPayout {
  id: string;
  amountCents: number;
  currency: string;
  destination: string | null;
  providerRef: string | null;
}

export const PAYPAL_PAYOUT_RAIL = Symbol('PAYPAL_PAYOUT_RAIL');
export const STRIPE_CONNECT_RAIL = Symbol('STRIPE_CONNECT_RAIL');

export interface PayPalPayoutRail {
  readonly mode: 'paypal' | 'sandbox';
  send(payout: RailPayout): Promise<RailOutcome>;
  status(payout: RailPayout): Promise<RailOutcome>;
}

export interface StripeConnectRail {
  readonly mode: 'stripe' | 'sandbox';
  onboardingLink(input: { accountId: string | null; email: string; returnUrl: string; refreshUrl: string }): Promise<{ accountId: string; url: string }>;
  transfer(payout: RailPayout & { accountId: string }): Promise<RailOutcome>;
}

const PAYPAL_HOSTS = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

export interface PayPalPayoutOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  apiBaseUrl?: string;
}

const PAYPAL_FAILED = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED', 'CANCELED']);

/** Over REST (the SDK has no payouts controller); the payout id as request and sender batch id: a resend makes no second batch. */
export class PayPalPayoutsRail implements PayPalPayoutRail {
  readonly mode = 'paypal' as const;
  private readonly client: Client;
  private readonly baseUrl: string;

  constructor(options: PayPalPayoutOptions) {
    this.baseUrl = (options.apiBaseUrl ?? PAYPAL_HOSTS[options.environment]).replace(/\/+$/, '');
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
    });
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<{ status: number; json: PayPalBatch & { name?: string; message?: string } }> {
    const token = await this.client.clientCredentialsAuthManager.fetchToken();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.accessToken}`, ...(requestId ? { 'PayPal-Request-Id': requestId } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as PayPalBatch };
  }

  async send(payout: RailPayout): Promise<RailOutcome> {
    const { status, json } = await this.call(
      'POST',
      '/v1/payments/payouts',
      {
        sender_batch_header: { sender_batch_id: payout.id, email_subject: 'You have a payout from Soundpost', recipient_type: 'EMAIL' },
        items: [
          {
            recipient_type: 'EMAIL',
            receiver: payout.destination,
            sender_item_id: payout.id,
            amount: { value: formatCentsPlain(payout.amountCents), currency: payout.currency.toUpperCase() },
            note: 'Soundpost royalties payout',
          },
        ],
      },
      `payout-${payout.id}`,
    );
    if (status >= 500) throw new Error(`PayPal payouts answered HTTP ${status}`);
    if (status >= 400) return { outcome: 'failed', failureReason: json.message ?? json.name ?? `PayPal refused the payout (HTTP ${status}).` };
    return { outcome: 'pending', providerRef: json.batch_header?.payout_batch_id ?? null };
  }

  async status(payout: RailPayout): Promise<RailOutcome> {
    if (!payout.providerRef) return this.send(payout);
    const { status, json } = await this.call('GET', `/v1/payments/payouts/${encodeURIComponent(payout.providerRef)}`);
    if (status >= 400) throw new Error(`PayPal payout status answered HTTP ${status}`);
    const item = json.items?.[0];
    const itemStatus = (item?.transaction_status ?? '').toUpperCase();
    if (itemStatus === 'SUCCESS') return { outcome: 'paid', providerRef: payout.providerRef };
    if (PAYPAL_FAILED.has(itemStatus) || json.batch_header?.batch_status === 'DENIED') {
      return { outcome: 'failed', providerRef: payout.providerRef, failureReason: item?.errors?.message ?? `PayPal: ${itemStatus || 'DENIED'}` };
    }
    return { outcome: 'pending', providerRef: payout.providerRef };
  }
}

interface PayPalBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: Array<{ transaction_status?: string; errors?: { message?: string } }>;
}

/** Without credentials: pays at once, except a receiver starting with `fail` (how tests and demos see a failure). */
export class SandboxPayPalPayoutRail implements PayPalPayoutRail {
  readonly mode = 'sandbox' as const;

  async send(payout: RailPayout): Promise<RailOutcome> {
    const providerRef = `SANDBOX-BATCH-${payout.id.slice(0, 8).toUpperCase()}`;
    if ((payout.destination ?? '').toLowerCase().startsWith('fail')) return { outcome: 'failed', providerRef, failureReason: 'PayPal sandbox: the receiver cannot be paid.' };
    return { outcome: 'paid', providerRef };
  }

  status(payout: RailPayout): Promise<RailOutcome> {
    return this.send(payout);
  }
}

export interface StripeConnectOptions {
  secretKey: string;
  apiBaseUrl?: string;
}

export class StripeConnectPayoutRail implements StripeConnectRail {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeConnectOptions) {
    const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async onboardingLink(input: { accountId: string | null; email: string; returnUrl: string; refreshUrl: string }) {
    const accountId =
      input.accountId ??
      (await this.stripe.accounts.create({ type: 'express', email: input.email, capabilities: { transfers: { requested: true } } }, { idempotencyKey: `connect-${input.email}` })).id;
    const link = await this.stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: input.returnUrl, refresh_url: input.refreshUrl });
    return { accountId, url: link.url };
  }

  async transfer(payout: RailPayout & { accountId: string }): Promise<RailOutcome> {
    try {
      const transfer = await this.stripe.transfers.create(
        { amount: payout.amountCents, currency: payout.currency.toLowerCase(), destination: payout.accountId, transfer_group: `payout_${payout.id}`, metadata: { payout_id: payout.id } },
        // One transfer per payout, however often the send is retried.
        { idempotencyKey: `payout-${payout.id}` },
      );
      return { outcome: 'paid', providerRef: transfer.id, transferId: transfer.id };
    } catch (error) {
      // Refused (no such account, payouts disabled, platform funds short): failed, money back.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError) {
        return { outcome: 'failed', failureReason: `Stripe: ${error.message}` };
      }
      throw error;
    }
  }
}

export class SandboxStripeConnectRail implements StripeConnectRail {
  readonly mode = 'sandbox' as const;

  async onboardingLink(input: { accountId: string | null; returnUrl: string }) {
    return { accountId: input.accountId ?? `acct_sandbox_${randomBytes(6).toString('hex')}`, url: input.returnUrl };
  }

  async transfer(payout: RailPayout & { accountId: string }): Promise<RailOutcome> {
    if (!payout.accountId.startsWith('acct_sandbox_')) return { outcome: 'failed', failureReason: 'Stripe sandbox: no such connected account.' };
    const transferId = `tr_sandbox_${payout.id.replace(/-/g, '').slice(0, 16)}`;
    return { outcome: 'paid', providerRef: transferId, transferId };
  }
}
