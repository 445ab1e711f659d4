import { IdempotencyKey } from './idempotency-key.entity';

// Entities and subscribers of the idempotency mechanism (composed into coreEntities/coreSubscribers).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencyEntities: Function[] = [IdempotencyKey];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencySubscribers: Function[] = [];
