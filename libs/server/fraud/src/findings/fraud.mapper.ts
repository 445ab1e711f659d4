import type { FraudBlockRow, FraudFindingRow, FraudUserResponse } from '@soundpost/contracts';
import type { BlockRow } from '../blocks/fraud-blocks.repository';
import type { FindingRow } from './fraud-scores.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toFindingRow(r: FindingRow, user: FraudUserResponse | null): FraudFindingRow {
  return {
    id: r.id,
    user_id: r.user_id,
    user,
    rule_code: r.rule_code,
    weight: r.weight,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    ip_address: r.ip_address,
    detected_at: new Date(r.detected_at).toISOString(),
    details_json: r.details_json ?? {},
    dismissed_at: iso(r.dismissed_at),
  };
}

export function toBlockRow(r: BlockRow): FraudBlockRow {
  return {
    id: r.id,
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    user_status: r.user_status,
    reason: r.reason,
    source: r.source,
    ip_address: r.ip_address,
    paypal_email: r.paypal_email,
    iban: r.iban,
    stripe_account_id: r.stripe_account_id,
    blocked_until: iso(r.blocked_until),
    created_at: new Date(r.created_at).toISOString(),
    lifted_at: iso(r.lifted_at),
  };
}
