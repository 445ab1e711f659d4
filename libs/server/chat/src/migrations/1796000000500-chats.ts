import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat: chats, their messages (the bigserial id is the resume point of the live stream), the
 * messages' files and who is connected to the live stream now. No foreign key to users or tickets:
 * auth and support own those tables.
 */
export class Chats1796000000500 implements MigrationInterface {
  name = 'Chats1796000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chats (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'waiting',
        end_reason varchar(16),
        staff_id uuid,
        waiting_since timestamptz,
        last_message_at timestamptz,
        artist_read_id bigint NOT NULL DEFAULT 0,
        staff_read_id bigint NOT NULL DEFAULT 0,
        ticket_id uuid,
        ticket_number bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        CONSTRAINT chats_status_ck CHECK (status IN ('waiting', 'active', 'ended')),
        CONSTRAINT chats_end_reason_ck CHECK (end_reason IS NULL OR end_reason IN ('artist', 'staff', 'no_answer', 'office_closed', 'artist_left')),
        CONSTRAINT chats_ended_ck CHECK ((status = 'ended') = (ended_at IS NOT NULL))
      )`);
    // At most one chat not ended per account: a second "start" finds the first.
    await q.query(`CREATE UNIQUE INDEX chats_one_open_per_user ON chats (user_id) WHERE status <> 'ended'`);
    await q.query(`CREATE INDEX chats_user_newest ON chats (user_id, created_at DESC)`);
    // The desk and the no-answer job read the chats not ended, the oldest wait first.
    await q.query(`CREATE INDEX chats_open_waiting ON chats (status, waiting_since) WHERE status <> 'ended'`);
    await q.query(`CREATE INDEX chats_status_newest ON chats (status, created_at DESC)`);
    await q.query(`
      CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY,
        chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
        "from" varchar(8) NOT NULL,
        author_id uuid,
        body text NOT NULL DEFAULT '',
        notice varchar(24),
        params jsonb NOT NULL DEFAULT '{}'::jsonb,
        client_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_messages_from_ck CHECK ("from" IN ('artist', 'staff', 'system')),
        CONSTRAINT chat_messages_body_ck CHECK (char_length(body) <= 2000),
        CONSTRAINT chat_messages_notice_ck CHECK (("from" = 'system') = (notice IS NOT NULL))
      )`);
    // A message resent with the same client id is stored once.
    await q.query(`CREATE UNIQUE INDEX chat_messages_client_uq ON chat_messages (chat_id, client_id) WHERE client_id IS NOT NULL`);
    await q.query(`CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id)`);
    await q.query(`
      CREATE TABLE chat_attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
        message_id bigint NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        storage_key varchar(255) NOT NULL,
        original_name varchar(255),
        content_type varchar(100) NOT NULL,
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chat_attachments_message_idx ON chat_attachments (message_id)`);
    await q.query(`CREATE INDEX chat_attachments_chat_idx ON chat_attachments (chat_id)`);
    // One row per open live stream; rows of a crashed instance stop counting after a minute without heartbeat.
    await q.query(`
      CREATE TABLE chat_presence (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        instance_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind varchar(8) NOT NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_presence_kind_ck CHECK (kind IN ('artist', 'staff'))
      )`);
    await q.query(`CREATE INDEX chat_presence_user_idx ON chat_presence (kind, user_id, seen_at)`);
    await q.query(`CREATE INDEX chat_presence_instance_idx ON chat_presence (instance_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_presence');
    await q.query('DROP TABLE chat_attachments');
    await q.query('DROP TABLE chat_messages');
    await q.query('DROP TABLE chats');
  }
}
