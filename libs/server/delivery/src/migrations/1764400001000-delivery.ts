import { MigrationInterface, QueryRunner } from 'typeorm';

/** Store delivery: each store's target, each (release, store) delivery and every message sent. */
export class Delivery1764400001000 implements MigrationInterface {
  name = 'Delivery1764400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE delivery_targets (
        store_id varchar(64) PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL DEFAULT 'folder',
        path varchar(1024),
        host varchar(255),
        port integer,
        username varchar(255),
        bucket varchar(255),
        region varchar(64),
        endpoint varchar(1024),
        access_key_id varchar(255),
        -- AES-256-GCM under the delivery key, never answered back.
        secrets_encrypted text,
        recipient_dpid varchar(64),
        recipient_name varchar(255),
        purge_on_takedown boolean NOT NULL DEFAULT false,
        updated_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT delivery_targets_kind_ck CHECK (kind IN ('folder', 'sftp', 's3'))
      )`);
    await q.query(`
      CREATE TABLE release_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        release_id uuid NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
        store_id varchar(64) NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'queued',
        action varchar(16) NOT NULL DEFAULT 'insert',
        message_id varchar(64),
        batch_id varchar(64),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        -- The first deal start the store was sent: an update keeps it while it is in the past.
        deal_start_sent varchar(32),
        queued_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        delivered_at timestamptz,
        acknowledged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Failures first in the back office: 0 error/rejected, 1 paused, 2 the rest.
        attention smallint GENERATED ALWAYS AS (CASE WHEN status IN ('error', 'rejected') THEN 0 WHEN status = 'paused' THEN 1 ELSE 2 END) STORED,
        CONSTRAINT release_deliveries_release_store_uq UNIQUE (release_id, store_id),
        CONSTRAINT release_deliveries_status_ck CHECK (status IN ('queued', 'building', 'delivered', 'acknowledged', 'rejected', 'error', 'paused')),
        CONSTRAINT release_deliveries_action_ck CHECK (action IN ('insert', 'update', 'takedown'))
      )`);
    // The worker takes a store's queued deliveries; the back office lists failures first.
    await q.query(`CREATE INDEX release_deliveries_store_status_idx ON release_deliveries (store_id, status)`);
    await q.query(`CREATE INDEX release_deliveries_attention_idx ON release_deliveries (attention, updated_at DESC, id)`);
    await q.query(`
      CREATE TABLE delivery_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        delivery_id uuid NOT NULL REFERENCES release_deliveries (id) ON DELETE CASCADE,
        message_id varchar(64) NOT NULL UNIQUE,
        action varchar(16) NOT NULL,
        batch_id varchar(64),
        xml text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX delivery_messages_delivery_idx ON delivery_messages (delivery_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE delivery_messages`);
    await q.query(`DROP TABLE release_deliveries`);
    await q.query(`DROP TABLE delivery_targets`);
  }
}
