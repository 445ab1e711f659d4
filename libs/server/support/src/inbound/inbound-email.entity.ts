import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `received` while the message is being handled; then what became of it (the answer's outcome, or refused). */
export const INBOUND_EMAIL_STATES = ['received', 'replied', 'ticket_opened', 'auto_answered', 'ignored', 'refused'] as const;
export type InboundEmailState = (typeof INBOUND_EMAIL_STATES)[number];

/** Every message POSTed to the inbound endpoint, once per Message-ID (providers retry), and its outcome. */
@Entity({ name: 'inbound_emails' })
export class InboundEmail {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  /** The Message-ID header, or `sha256:<hex>` of the raw message when it has none. */
  @Column({ type: 'varchar', length: 998 })
  messageId!: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  fromAddress!: string | null;

  /** The recipient that decided the route (a reply address, the support address), else the first one. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  toAddress!: string | null;

  @Column({ type: 'varchar', length: 16 })
  outcome!: InboundEmailState;

  /** The refusal's code, or a note (attachments dropped, why no automatic answer). */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'uuid', nullable: true })
  ticketId!: string | null;
}
