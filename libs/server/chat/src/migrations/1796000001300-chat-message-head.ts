import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The message order as one row: every message insert updates it (prev_id := last_id, last_id := the
 * new id) and so holds its lock to the commit. Ids then commit in id order, and an insert learns the
 * id committed just before its own even after waiting (an UPDATE re-reads the newest row version).
 * It replaces a transaction-level advisory lock, which needed a statement of its own.
 */
export class ChatMessageHead1796000001300 implements MigrationInterface {
  name = 'ChatMessageHead1796000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_message_head (
        one boolean PRIMARY KEY DEFAULT true CONSTRAINT chat_message_head_one_ck CHECK (one),
        prev_id bigint NOT NULL,
        last_id bigint NOT NULL
      )`);
    await q.query(`INSERT INTO chat_message_head (prev_id, last_id) SELECT COALESCE(max(id), 0), COALESCE(max(id), 0) FROM chat_messages`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_message_head');
  }
}
