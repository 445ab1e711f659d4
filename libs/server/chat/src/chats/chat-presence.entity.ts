import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One open live stream: who, on which API instance, last heard of when. */
@Entity({ name: 'chat_presence' })
export class ChatPresence {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  instanceId!: string;

  /** The artist account, or the staff user. */
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: 'artist' | 'staff';

  @Column({ type: 'timestamptz' })
  connectedAt!: Date;

  @Column({ type: 'timestamptz' })
  seenAt!: Date;
}
