import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'ticket_attachments' })
export class TicketAttachment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  ticketId!: string;

  @Column({ type: 'uuid', nullable: true })
  replyId!: string | null;

  @Column({ type: 'varchar', length: 255 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  originalName!: string | null;

  @Column({ type: 'varchar', length: 100 })
  contentType!: string;

  @Column({ type: 'integer' })
  sizeBytes!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
