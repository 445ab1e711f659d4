import { MigrationInterface, QueryRunner } from 'typeorm';

/** Support tickets and their replies. */
export class SupportTickets1763700006000 implements MigrationInterface {
  name = 'SupportTickets1763700006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subject varchar(255) NOT NULL,
        message text NOT NULL,
        priority varchar(16) NOT NULL DEFAULT 'low',
        status varchar(16) NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT support_tickets_priority_ck CHECK (priority IN ('low', 'medium', 'high')),
        CONSTRAINT support_tickets_status_ck CHECK (status IN ('open', 'in_progress', 'closed', 'archived'))
      )`);
    // The artist's own list and counters, and the back office's status-filtered list (newest first).
    await q.query(`CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX support_tickets_status_idx ON support_tickets (status, created_at DESC)`);
    await q.query(`
      CREATE TABLE ticket_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        message text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A thread is read oldest first.
    await q.query(`CREATE INDEX ticket_replies_ticket_idx ON ticket_replies (ticket_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket_replies');
    await q.query('DROP TABLE support_tickets');
  }
}
