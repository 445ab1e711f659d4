import { FRAUD_BLOCK_SOURCES, FRAUD_LEVELS } from '@soundpost/contracts';
import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the fraud centre, field for field from findings/fraud.mapper.ts and the contracts.

const level: SchemaObject = { type: 'string', enum: [...FRAUD_LEVELS] };
const paging = oa.obj({ current_page: oa.int, last_page: oa.int, total: oa.int, per_page: oa.int });

export const overviewSchema: SchemaObject = oa.obj({
  tot_findings: oa.int,
  tot_blocked_users: oa.int,
  users_by_level: oa.obj(Object.fromEntries(FRAUD_LEVELS.map((l) => [l, oa.int]))),
  top_rules: oa.arr(oa.obj({ rule_code: oa.str, hits: oa.int })),
});

export const findingSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  user_id: oa.uuid,
  rule_code: oa.str,
  weight: oa.int,
  entity_type: oa.str,
  entity_id: oa.str,
  ip_address: oa.nstr,
  detected_at: oa.date,
  details_json: { type: 'object', additionalProperties: true },
  dismissed_at: oa.ndate,
});

const blockFields = {
  id: oa.uuid,
  source: { type: 'string', enum: [...FRAUD_BLOCK_SOURCES] } as SchemaObject,
  reason: oa.str,
  ip_address: oa.nstr,
  paypal_email: oa.nstr,
  iban: oa.nstr,
  stripe_account_id: oa.nstr,
  blocked_until: oa.ndate,
  created_at: oa.date,
};

export const blockSchema: SchemaObject = oa.obj({ ...blockFields, user_id: oa.uuid, name: oa.str, email: oa.str, user_status: oa.str, lifted_at: oa.ndate });

export const scoreSchema: SchemaObject = oa.obj({ id: oa.uuid, name: oa.str, email: oa.str, user_status: oa.str, total_score: oa.int, level, last_event_at: oa.ndate });

export const pageOf = (item: SchemaObject): SchemaObject => ({ allOf: [oa.page(item), paging] });

export const userDetailSchema: SchemaObject = oa.obj({
  user: oa.obj({ id: oa.uuid, name: oa.str, email: oa.str, user_status: oa.str, created_at: oa.date }),
  score: oa.obj({ total_score: oa.int, level, last_event_at: oa.ndate }),
  block: oa.obj(blockFields, { nullable: true }),
  findings: oa.arr(findingSchema),
});

export const blockAnswerSchema: SchemaObject = oa.obj({ message: oa.str, user_id: oa.uuid, user_status: oa.str });
export const runManualSchema: SchemaObject = oa.obj({ message: oa.str, blocked_users: oa.int, findings_added: oa.int });
export const scanQueuedSchema: SchemaObject = oa.obj({ message: oa.str, job_id: oa.nstr });
export const dismissSchema: SchemaObject = oa.obj({ message: oa.str, finding: findingSchema });
