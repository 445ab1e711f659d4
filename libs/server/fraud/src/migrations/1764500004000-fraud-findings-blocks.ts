import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fraud centre's tables. A finding is one piece of evidence (user, rule, entity); the unique
 * index on exactly that makes a scan idempotent (`ON CONFLICT DO NOTHING`) and keeps a dismissed
 * finding from being raised again. A block is one period of a user being blocked, with what the
 * account used at the time; at most one holds per user.
 */
export class FraudFindingsBlocks1764500004000 implements MigrationInterface {
  name = 'FraudFindingsBlocks1764500004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fraud_findings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rule_code varchar(64) NOT NULL,
        weight integer NOT NULL,
        entity_type varchar(32) NOT NULL,
        entity_id varchar(512) NOT NULL,
        ip_address inet,
        details_json jsonb NOT NULL DEFAULT '{}'::jsonb,
        detected_at timestamptz NOT NULL DEFAULT now(),
        dismissed_at timestamptz,
        dismissed_by uuid REFERENCES users (id) ON DELETE SET NULL
      )
    `);
    await q.query(`CREATE UNIQUE INDEX fraud_findings_evidence_uq ON fraud_findings (user_id, rule_code, entity_type, entity_id)`);
    // Scores sum the live findings per user: an index of the live ones only, with what the sum reads.
    await q.query(`CREATE INDEX fraud_findings_live_user ON fraud_findings (user_id) INCLUDE (weight, detected_at) WHERE dismissed_at IS NULL`);
    await q.query(`CREATE INDEX fraud_findings_detected ON fraud_findings (detected_at DESC, id DESC)`);
    await q.query(`CREATE INDEX fraud_findings_rule ON fraud_findings (rule_code, detected_at DESC)`);
    await q.query(`CREATE INDEX fraud_findings_ip ON fraud_findings (ip_address) WHERE ip_address IS NOT NULL`);
    await q.query(`
      CREATE TABLE fraud_blocks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        source varchar(8) NOT NULL,
        reason text NOT NULL,
        ip_address inet,
        paypal_email varchar(254),
        iban varchar(64),
        stripe_account_id varchar(255),
        blocked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        lifted_at timestamptz,
        lifted_by uuid REFERENCES users (id) ON DELETE SET NULL,
        lift_reason varchar(16),
        CONSTRAINT fraud_blocks_source_ck CHECK (source IN ('auto', 'manual')),
        CONSTRAINT fraud_blocks_lift_reason_ck CHECK (lift_reason IS NULL OR lift_reason IN ('manual', 'expired'))
      )
    `);
    // What the sources looked like at the last full scan: a scan that finds them unchanged skips its rules.
    await q.query(`CREATE TABLE fraud_scan_marks (id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1), marks text NOT NULL, scanned_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX fraud_blocks_active_uq ON fraud_blocks (user_id) WHERE lifted_at IS NULL`);
    await q.query(`CREATE INDEX fraud_blocks_created ON fraud_blocks (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX fraud_blocks_user ON fraud_blocks (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX fraud_blocks_due ON fraud_blocks (blocked_until) WHERE lifted_at IS NULL AND blocked_until IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fraud_scan_marks`);
    await q.query(`DROP TABLE fraud_blocks`);
    await q.query(`DROP TABLE fraud_findings`);
  }
}
