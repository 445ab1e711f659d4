import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Raw } from 'typeorm';
import { MailOutbox } from './mail-outbox.entity';

export interface NewOutboxRow {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string | null;
  language: string;
  listUnsubscribe?: string | null;
  replyTo?: string | null;
}

export interface ClaimedMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  listUnsubscribe: string | null;
  replyTo: string | null;
  attempts: number;
}

@Injectable()
export class MailOutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(row: NewOutboxRow, manager?: EntityManager): Promise<string> {
    const result = await (manager ?? this.dataSource.manager).getRepository(MailOutbox).insert(row);
    return String(result.identifiers[0].id);
  }

  listNewestFirst(filter: { to?: string; limit: number }): Promise<MailOutbox[]> {
    return this.dataSource.getRepository(MailOutbox).find({
      where: filter.to ? { toAddress: Raw((column) => `lower(${column}) = lower(:to)`, { to: filter.to }) } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: filter.limit,
    });
  }

  findById(id: string | number): Promise<MailOutbox | null> {
    return this.dataSource.getRepository(MailOutbox).findOneBy({ id: String(id) });
  }

  async claimDue(options: { id?: string | number; limit: number; leaseSeconds: number }): Promise<ClaimedMail[]> {
    const rows: Array<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; list_unsubscribe: string | null; reply_to: string | null; attempts: number }> =
      await this.dataSource.query(
        `WITH due AS (
           SELECT id FROM mail_outbox
            WHERE status = 'pending' AND next_attempt_at <= now() AND ($1::bigint IS NULL OR id = $1::bigint)
            ORDER BY next_attempt_at, id
            LIMIT $2
            FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE mail_outbox m
              SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $3::double precision)
             FROM due WHERE m.id = due.id
           RETURNING m.id, m.to_address, m.subject, m.text_body, m.html_body, m.list_unsubscribe, m.reply_to, m.attempts
         )
         SELECT * FROM claimed ORDER BY id`,
        [options.id === undefined ? null : String(options.id), options.limit, options.leaseSeconds],
      );
    return rows.map((r) => ({ id: String(r.id), toAddress: r.to_address, subject: r.subject, textBody: r.text_body, htmlBody: r.html_body, listUnsubscribe: r.list_unsubscribe, replyTo: r.reply_to, attempts: r.attempts }));
  }

  async markSent(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [id]);
  }

  async markAttemptFailed(id: string, error: string, outcome: { final: boolean; retryInSeconds: number }): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox
          SET last_error = left($2, 2000),
              status = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
              next_attempt_at = now() + make_interval(secs => $4::double precision)
        WHERE id = $1`,
      [id, error, outcome.final, outcome.retryInSeconds],
    );
  }
}
