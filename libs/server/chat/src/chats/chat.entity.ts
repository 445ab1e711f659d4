import type { ChatEndReason, ChatStatus } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

const bigintNumber = { to: (v: unknown) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@Entity({ name: 'chats' })
export class Chat {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The artist account. */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 16, default: 'waiting' })
  status!: ChatStatus;

  @Column({ type: 'varchar', length: 16, nullable: true })
  endReason!: ChatEndReason | null;

  /** The staff member who answered first. */
  @Column({ type: 'uuid', nullable: true })
  staffId!: string | null;

  /** Since when the artist waits for an answer (their oldest unanswered message), null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  waitingSince!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;

  /** The newest message id the artist has read (ids as strings: bigint). */
  @Column({ type: 'bigint', default: 0 })
  artistReadId!: string;

  @Column({ type: 'bigint', default: 0 })
  staffReadId!: string;

  /** The ticket the chat became when it ended. */
  @Column({ type: 'uuid', nullable: true })
  ticketId!: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  ticketNumber!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
