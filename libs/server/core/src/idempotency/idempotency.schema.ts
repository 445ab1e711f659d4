// Entities and subscribers of the idempotency mechanism (composed into coreEntities/coreSubscribers).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencyEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const idempotencySubscribers: Function[] = [];
