import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables of the cross-cutting mechanisms: mail outbox, idempotency keys, audit log, rate limits, app state. */
export class CoreInit1763700000000 implements MigrationInterface {
  name = 'CoreInit1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        to_address varchar(320) NOT NULL,
        subject varchar(500) NOT NULL,
        text_body text NOT NULL,
        html_body text,
        template varchar(100),
        language varchar(12) NOT NULL DEFAULT 'en',
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_to_created_idx ON mail_outbox (lower(to_address), created_at DESC)`);
    await q.query(`CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);

    await q.query(`
      CREATE TABLE idempotency_keys (
        id bigserial PRIMARY KEY,
        scope varchar(100) NOT NULL,
        key varchar(255) NOT NULL,
        request_hash char(64) NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'in_flight' CHECK (state IN ('in_flight', 'completed')),
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CONSTRAINT idempotency_keys_scope_key_uq UNIQUE (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);

    await q.query(`
      CREATE TABLE audit_logs (
        id bigserial PRIMARY KEY,
        event varchar(16) NOT NULL CHECK (event IN ('created', 'updated', 'deleted')),
        auditable_type varchar(100) NOT NULL,
        auditable_id varchar(100) NOT NULL,
        user_id varchar(100),
        actor_id varchar(100),
        actor_name varchar(255),
        actor_email varchar(320),
        ip_address varchar(64),
        user_agent varchar(500),
        request_id varchar(100),
        changes jsonb NOT NULL DEFAULT '{}'::jsonb,
        original jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_logs_auditable_idx ON audit_logs (auditable_type, auditable_id)`);
    await q.query(`CREATE INDEX audit_logs_user_created_idx ON audit_logs (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_id)`);
    await q.query(`CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC, id DESC)`);

    // Small key-value facts about this installation (e.g. when demo data was seeded).
    await q.query(`
      CREATE TABLE app_state (
        key varchar(100) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Schema owned by rate-limiter-flexible (RateLimiterPostgres); created here so the app never
    // runs DDL at request time.
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limits');
    await q.query('DROP TABLE app_state');
    await q.query('DROP TABLE audit_logs');
    await q.query('DROP TABLE idempotency_keys');
    await q.query('DROP TABLE mail_outbox');
  }
}
