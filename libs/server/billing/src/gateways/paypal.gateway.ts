import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  type Order,
  PaypalExperienceUserAction,
} from '@paypal/paypal-server-sdk';
import { centsToDecimal, CheckoutInput, decimalToCents, PayPalCapture, PayPalPaymentGateway, PayPalWebhookEvent, WebhookSignatureError } from './payment-gateway';

export interface PayPalGatewayOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  webhookId?: string;
  apiBaseUrl?: string;
}

const PAYPAL_HOSTS = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;
const VERIFY_HEADERS = ['paypal-auth-algo', 'paypal-cert-url', 'paypal-transmission-id', 'paypal-transmission-sig', 'paypal-transmission-time'] as const;

export class PayPalGateway implements PayPalPaymentGateway {
  readonly mode = 'paypal' as const;
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly baseUrl: string;

  constructor(private readonly options: PayPalGatewayOptions) {
    this.baseUrl = (options.apiBaseUrl ?? PAYPAL_HOSTS[options.environment]).replace(/\/+$/, '');
    const override = options.apiBaseUrl ? this.baseUrl : undefined;
    this.client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
      environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      unstable_httpClientOptions: override
        ? {
            transformRequest: [
              function (this: { url?: string }, data: unknown) {
                if (this.url) this.url = this.url.replace(/^https:\/\/api-m\.(sandbox\.)?paypal\.com/, override);
                return data;
              },
            ],
          }
        : undefined,
    });
    this.orders = new OrdersController(this.client);
  }

  async createOrder(input: CheckoutInput, urls: { returnUrl: string; cancelUrl: string }) {
    const { result } = await this.orders.createOrder({
      paypalRequestId: `order-${input.transactionId}`,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: input.plan.id,
            customId: input.transactionId,
            description: `${input.plan.name} plan (${input.plan.billingCycle})`,
            amount: { currencyCode: input.plan.currency.toUpperCase(), value: centsToDecimal(input.plan.amountCents) },
          },
        ],
        paymentSource: {
          paypal: { experienceContext: { returnUrl: urls.returnUrl, cancelUrl: urls.cancelUrl, userAction: PaypalExperienceUserAction.PayNow } },
        },
      },
    });
    const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!result.id || !approve) throw new Error('PayPal did not return an approval link.');
    return { orderId: result.id, approveUrl: approve.href };
  }

  async captureOrder(orderId: string, requestId: string): Promise<PayPalCapture> {
    try {
      const { result } = await this.orders.captureOrder({ id: orderId, paypalRequestId: requestId, prefer: 'return=representation' });
      return captureOf(orderId, result);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 422 && String(error.body).includes('ORDER_ALREADY_CAPTURED')) {
        const { result } = await this.orders.getOrder({ id: orderId });
        return captureOf(orderId, result);
      }
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 422)) {
        return { orderId, completed: false, amountCents: 0, currency: '' };
      }
      throw error;
    }
  }

  async parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): Promise<PayPalWebhookEvent> {
    if (!this.options.webhookId) throw new WebhookSignatureError('PayPal webhooks are not configured.');
    const event = body as PayPalEventBody | undefined;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (!event?.id || VERIFY_HEADERS.some((h) => !header(h))) throw new WebhookSignatureError();
    const token = await this.client.clientCredentialsAuthManager.fetchToken();
    const res = await fetch(`${this.baseUrl}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.accessToken}` },
      body: JSON.stringify({
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: this.options.webhookId,
        webhook_event: event,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`PayPal webhook verification failed with HTTP ${res.status}`);
    const verdict = (await res.json()) as { verification_status?: string };
    if (verdict.verification_status !== 'SUCCESS') throw new WebhookSignatureError();
    const resource = event.resource ?? {};
    const orderId = resource.supplementary_data?.related_ids?.order_id ?? (event.event_type?.startsWith('CHECKOUT.ORDER.') ? resource.id : undefined);
    const amount = resource.amount;
    return {
      id: event.id,
      type: event.event_type ?? '',
      orderId,
      capture:
        event.event_type?.startsWith('PAYMENT.CAPTURE.') && amount
          ? { amountCents: decimalToCents(amount.value), currency: (amount.currency_code ?? '').toUpperCase(), completed: resource.status === 'COMPLETED' }
          : undefined,
    };
  }
}

interface PayPalEventBody {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

function captureOf(orderId: string, order: Order): PayPalCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
  return {
    orderId,
    completed: order.status === 'COMPLETED' && !!capture,
    amountCents: decimalToCents(capture?.amount?.value),
    currency: (capture?.amount?.currencyCode ?? '').toUpperCase(),
  };
}
