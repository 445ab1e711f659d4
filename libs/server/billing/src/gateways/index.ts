import { CheckoutController } from '../http/checkout.controller';
import { SandboxCheckoutController } from './sandbox-checkout.controller';

export * from './payment-gateway';
export * from './sandbox-payment.entity';
export * from './sandbox.gateway';
export * from './stripe.gateway';
export * from './paypal.gateway';
export * from './payment-flows.service';
export * from './gateway.providers';
export * from './gateways.schema';
export { SandboxCheckoutController } from './sandbox-checkout.controller';

export const GATEWAY_CONTROLLERS = [CheckoutController, SandboxCheckoutController];
