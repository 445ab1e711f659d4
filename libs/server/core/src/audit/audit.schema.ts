import { AuditLog } from './audit-log.entity';
import { AuditSubscriber } from './audit.subscriber';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const auditEntities: Function[] = [AuditLog];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const auditSubscribers: Function[] = [AuditSubscriber];
