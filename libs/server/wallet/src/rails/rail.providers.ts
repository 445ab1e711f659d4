import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { PayoutSettings } from '../wallet.settings';
import { PAYPAL_PAYOUT_RAIL, PayPalPayoutRail, PayPalPayoutsRail, SandboxPayPalPayoutRail, SandboxStripeConnectRail, STRIPE_CONNECT_RAIL, StripeConnectPayoutRail, StripeConnectRail } from './payout-rails';

/** Each rail is real when its own setting is on (and its keys are set), the sandbox otherwise (docs/wallet.md). */
export const RAIL_PROVIDERS: Provider[] = [
  {
    provide: PAYPAL_PAYOUT_RAIL,
    inject: [APP_CONFIG, PayoutSettings],
    useFactory: (config: AppConfig, settings: PayoutSettings): PayPalPayoutRail =>
      settings.PAYOUTS_PAYPAL_ENABLED && config.payments.paypal ? new PayPalPayoutsRail(config.payments.paypal) : new SandboxPayPalPayoutRail(),
  },
  {
    provide: STRIPE_CONNECT_RAIL,
    inject: [APP_CONFIG, PayoutSettings],
    useFactory: (config: AppConfig, settings: PayoutSettings): StripeConnectRail =>
      settings.PAYOUTS_STRIPE_CONNECT_ENABLED && config.payments.stripe ? new StripeConnectPayoutRail(config.payments.stripe) : new SandboxStripeConnectRail(),
  },
];
