import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Auditable<TicketReply>({ type: 'TicketReply', userIdOf: () => null, hidden: ['message'] })
@Entity({ name: 'ticket_replies' })
export class TicketReply {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  ticketId!: string;

  /** The author; null once that account is deleted (the thread keeps the reply). */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
