import type { AuditEvent, AuditLog } from './audit-log.entity';

/** An audit log entry as the API answers it (spec 002 §3, spec 001 §3). */
export interface AuditLogResponse {
  id: number;
  created_at: string;
  event: AuditEvent;
  actor: { id: string; name: string | null; email: string | null } | null;
  auditable: { type: string; id: string };
  ip_address: string | null;
  changes: Record<string, unknown>;
  original: Record<string, unknown>;
  user_id: string | null;
}

export function toAuditLogResponse(log: AuditLog): AuditLogResponse {
  return {
    id: log.id,
    created_at: log.createdAt.toISOString(),
    event: log.event,
    actor: log.actorId ? { id: log.actorId, name: log.actorName, email: log.actorEmail } : null,
    auditable: { type: log.auditableType, id: log.auditableId },
    ip_address: log.ipAddress,
    changes: log.changes,
    original: log.original,
    user_id: log.userId,
  };
}
