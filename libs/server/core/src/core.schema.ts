import { auditEntities, auditSubscribers } from './audit/audit.schema';
import { idempotencyEntities, idempotencySubscribers } from './idempotency/idempotency.schema';
import { jobsEntities, jobsSubscribers } from './jobs/jobs.schema';
import { mailEntities, mailSubscribers } from './mail/mail.schema';
import { rateLimitEntities, rateLimitSubscribers } from './rate-limit/rate-limit.schema';
import { storageEntities, storageSubscribers } from './storage/storage.schema';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const coreEntities: Function[] = [
  ...mailEntities,
  ...storageEntities,
  ...jobsEntities,
  ...idempotencyEntities,
  ...auditEntities,
  ...rateLimitEntities,
];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const coreSubscribers: Function[] = [
  ...mailSubscribers,
  ...storageSubscribers,
  ...jobsSubscribers,
  ...idempotencySubscribers,
  ...auditSubscribers,
  ...rateLimitSubscribers,
];
