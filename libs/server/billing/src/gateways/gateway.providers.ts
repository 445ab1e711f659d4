import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { BillingSettings } from '../billing.settings';
import { CARD_GATEWAY, CardPaymentGateway, PAYPAL_GATEWAY, PayPalPaymentGateway } from './payment-gateway';
import { PaymentFlowsService } from './payment-flows.service';
import { PayPalGateway } from './paypal.gateway';
import { SandboxCardGateway, SandboxPaymentsService, SandboxPayPalGateway } from './sandbox.gateway';
import { SandboxPaymentsRepository } from './sandbox-payments.repository';
import { StripeCardGateway } from './stripe.gateway';

/** Each provider is real when its keys are set, the local sandbox otherwise (README "Switching to real payment keys"). */
export const GATEWAY_PROVIDERS: Provider[] = [
  SandboxPaymentsRepository,
  SandboxPaymentsService,
  {
    provide: CARD_GATEWAY,
    inject: [APP_CONFIG, BillingSettings, SandboxPaymentsService],
    useFactory: (config: AppConfig, settings: BillingSettings, sandbox: SandboxPaymentsService): CardPaymentGateway =>
      config.payments.stripe ? new StripeCardGateway({ ...config.payments.stripe, webhookSecret: settings.STRIPE_WEBHOOK_SECRET }) : new SandboxCardGateway(sandbox),
  },
  {
    provide: PAYPAL_GATEWAY,
    inject: [APP_CONFIG, BillingSettings, SandboxPaymentsService],
    useFactory: (config: AppConfig, settings: BillingSettings, sandbox: SandboxPaymentsService): PayPalPaymentGateway =>
      config.payments.paypal ? new PayPalGateway({ ...config.payments.paypal, webhookId: settings.PAYPAL_WEBHOOK_ID }) : new SandboxPayPalGateway(sandbox),
  },
  PaymentFlowsService,
];

/** What BillingModule exports for the HTTP module's controllers. */
export const GATEWAY_EXPORTS = [SandboxPaymentsService, CARD_GATEWAY, PAYPAL_GATEWAY, PaymentFlowsService];
