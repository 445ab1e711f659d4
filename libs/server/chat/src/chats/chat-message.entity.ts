import type { ChatNotice } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ChatAuthorKind = 'artist' | 'staff' | 'system';

@Entity({ name: 'chat_messages' })
export class ChatMessage {
  /** bigserial, kept as a string: the live stream's resume point. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'uuid' })
  chatId!: string;

  @Column({ type: 'varchar', length: 8 })
  from!: ChatAuthorKind;

  /** The person who wrote it (an artist's person, a staff user); null for notices. */
  @Column({ type: 'uuid', nullable: true })
  authorId!: string | null;

  @Column({ type: 'text', default: '' })
  body!: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  notice!: ChatNotice | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  params!: Record<string, string>;

  @Column({ type: 'uuid', nullable: true })
  clientId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
