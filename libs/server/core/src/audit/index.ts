// The audit log of @Auditable entities (@soundpost/server-core/audit).
export * from './auditable.decorator';
export * from './audit-log.service';
export * from './audit-log.mapper';
export * from './audit-log.list';
export * from './audit.module';
export * from './audited-insert';
