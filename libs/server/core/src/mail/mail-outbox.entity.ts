import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One outgoing e-mail (table `mail_outbox`). Written in the transaction of the change that causes
 * it, so the mail exists if and only if that change commits; delivered later by the `mail.deliver`
 * job, which counts `attempts` and pushes `next_attempt_at` back after each failure.
 */
@Entity({ name: 'mail_outbox' })
export class MailOutbox {
  /** bigserial: node-postgres reads int8 as a string; the mappers turn it into a number. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 320 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  textBody!: string;

  @Column({ type: 'text', nullable: true })
  htmlBody!: string | null;

  /** The template it was rendered from; null for a raw message. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  template!: string | null;

  @Column({ type: 'varchar', length: 12, default: 'en' })
  language!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
