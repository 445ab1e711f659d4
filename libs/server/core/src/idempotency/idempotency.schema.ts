import { IdempotencyKey } from './idempotency-key.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencyEntities: Function[] = [IdempotencyKey];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencySubscribers: Function[] = [];
