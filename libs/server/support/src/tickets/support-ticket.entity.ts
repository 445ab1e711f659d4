import type { TicketPriority, TicketStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, Generated, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Auditable<SupportTicket>({ type: 'SupportTicket', hidden: ['message'] })
@Entity({ name: 'support_tickets' })
export class SupportTicket {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'bigint', update: false, transformer: { to: (v: unknown) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  @Generated('increment')
  number!: number;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 16, default: 'low' })
  priority!: TicketPriority;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status!: TicketStatus;

  /** Since when the artist waits for a staff answer; null once staff answered or the ticket is closed. */
  @Column({ type: 'timestamptz', nullable: true })
  awaitingStaffSince!: Date | null;

  /** The language the artist last wrote in (their e-mails use it). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  language!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
