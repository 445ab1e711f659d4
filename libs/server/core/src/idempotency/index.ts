export * from './idempotency.service';
export * from './idempotent-call';
export * from './idempotent.decorator';
export * from './idempotency.module';
