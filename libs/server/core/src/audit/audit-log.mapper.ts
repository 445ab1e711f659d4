import type { AuditLogResponse } from '@soundpost/contracts';
import type { AuditLog } from './audit-log.entity';

export function toAuditLogResponse(log: AuditLog): AuditLogResponse {
  return {
    id: log.id,
    created_at: log.createdAt.toISOString(),
    event: log.event,
    actor: log.actorId ? { id: log.actorId, name: log.actorName, email: log.actorEmail, role: log.actorRole ?? null } : null,
    auditable: { type: log.auditableType, id: log.auditableId },
    ip_address: log.ipAddress,
    changes: log.changes,
    original: log.original,
    user_id: log.userId,
  };
}
