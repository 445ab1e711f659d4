// Answers of the audit log (the artist's own activity and the back office's log).

import type { AuditEvent } from '../status/audit-event';
import type { PageMeta } from '../http/pagination';

/** An audit log entry (GET /me/audit-logs and GET /admin/audit-logs). */
export interface AuditLogResponse {
  id: number;
  created_at: string;
  event: AuditEvent;
  /** Who acted; `role` is their role in the artist account when they acted as a member (null: the owner or staff). */
  actor: { id: string; name: string | null; email: string | null; role: string | null } | null;
  auditable: { type: string; id: string };
  ip_address: string | null;
  changes: Record<string, unknown>;
  original: Record<string, unknown>;
  user_id: string | null;
}

export interface AuditLogPage {
  data: AuditLogResponse[];
  meta: PageMeta;
}
