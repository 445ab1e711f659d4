import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboundEmail, InboundEmailState } from './inbound-email.entity';

export interface InboundTicketRow {
  id: string;
  userId: string;
  number: number;
}

@Injectable()
export class InboundEmailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the message as received; null when its Message-ID was received before (a provider's
   * retry). A message still `received` after `staleSeconds` (its handler died) is taken over.
   */
  async claim(row: { messageId: string; fromAddress: string | null; toAddress: string | null }, staleSeconds: number): Promise<string | null> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO inbound_emails (message_id, from_address, to_address, outcome) VALUES ($1, $2, $3, 'received')
       ON CONFLICT (message_id) DO UPDATE SET received_at = now()
         WHERE inbound_emails.outcome = 'received' AND inbound_emails.received_at < now() - make_interval(secs => $4::double precision)
       RETURNING id`,
      [row.messageId, row.fromAddress, row.toAddress, staleSeconds],
    );
    return rows[0] ? String(rows[0].id) : null;
  }

  async finish(id: string, result: { outcome: Exclude<InboundEmailState, 'received'>; reason?: string | null; ticketId?: string | null; toAddress?: string | null }): Promise<void> {
    await this.dataSource.query(
      `UPDATE inbound_emails SET outcome = $2, reason = $3, ticket_id = $4, to_address = COALESCE($5, to_address) WHERE id = $1`,
      [id, result.outcome, result.reason ?? null, result.ticketId ?? null, result.toAddress ?? null],
    );
  }

  /** Forgets a message whose handling failed unexpectedly, so the provider's retry is handled afresh. */
  async release(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM inbound_emails WHERE id = $1 AND outcome = 'received'`, [id]);
  }

  /** The earlier message with this Message-ID, with its ticket's number. */
  async original(messageId: string): Promise<{ outcome: InboundEmailState; ticketNumber: number | null } | null> {
    const rows: Array<{ outcome: InboundEmailState; number: string | null }> = await this.dataSource.query(
      `SELECT e.outcome, t.number FROM inbound_emails e LEFT JOIN support_tickets t ON t.id = e.ticket_id WHERE e.message_id = $1`,
      [messageId],
    );
    return rows[0] ? { outcome: rows[0].outcome, ticketNumber: rows[0].number === null ? null : Number(rows[0].number) } : null;
  }

  async ticketByNumber(number: number): Promise<InboundTicketRow | null> {
    const rows: Array<{ id: string; user_id: string; number: string }> = await this.dataSource.query(`SELECT id, user_id, number FROM support_tickets WHERE number = $1`, [number]);
    return rows[0] ? { id: rows[0].id, userId: rows[0].user_id, number: Number(rows[0].number) } : null;
  }

  async ticketNumber(id: string): Promise<number | null> {
    const rows: Array<{ number: string }> = await this.dataSource.query(`SELECT number FROM support_tickets WHERE id = $1`, [id]);
    return rows[0] ? Number(rows[0].number) : null;
  }

  /** Whether `address` was answered automatically since `since` (one automatic answer per sender per day). */
  async autoAnsweredSince(address: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM inbound_emails WHERE lower(from_address) = lower($1) AND received_at >= $2 AND outcome = 'auto_answered' LIMIT 1`,
      [address, since],
    );
    return rows.length > 0;
  }

  findByMessageId(messageId: string): Promise<InboundEmail | null> {
    return this.dataSource.getRepository(InboundEmail).findOneBy({ messageId });
  }
}
