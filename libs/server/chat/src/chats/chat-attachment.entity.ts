import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'chat_attachments' })
export class ChatAttachment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  chatId!: string;

  @Column({ type: 'bigint' })
  messageId!: string;

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
