import { SandboxPayments1763700004500 } from './1763700004500-sandbox-payments';
import { SandboxPayment } from './sandbox-payment.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const GATEWAY_ENTITIES: Function[] = [SandboxPayment];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const GATEWAY_MIGRATIONS: Function[] = [SandboxPayments1763700004500];
