import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

@Entity({ name: 'mail_outbox' })
export class MailOutbox {
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

  @Column({ type: 'varchar', length: 100, nullable: true })
  template!: string | null;

  @Column({ type: 'varchar', length: 12, default: 'en' })
  language!: string;

  /** The one-click unsubscribe address, sent as List-Unsubscribe with List-Unsubscribe-Post. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  listUnsubscribe!: string | null;

  /** Where answers go (Reply-To), e.g. a ticket's signed reply address; null: to the sender. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  replyTo!: string | null;

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
