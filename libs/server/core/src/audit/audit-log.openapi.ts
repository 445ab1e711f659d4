import { oa, SchemaObject } from '../http/openapi';

/** An audit log entry as `toAuditLogResponse` answers it. */
export const auditLogSchema: SchemaObject = oa.obj({
  id: oa.int,
  created_at: oa.date,
  event: oa.str,
  actor: oa.obj({ id: oa.str, name: oa.nstr, email: oa.nstr }, { nullable: true }),
  auditable: oa.obj({ type: oa.str, id: oa.str }),
  ip_address: oa.nstr,
  changes: { type: 'object' },
  original: { type: 'object' },
  user_id: oa.nstr,
});
