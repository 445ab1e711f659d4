import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A named way in (`/l/{slug}?c=instagram`), so views and clicks can be told apart by where fans came from. */
@Entity({ name: 'link_channels' })
export class LinkChannel {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) linkId!: string;
  @Column({ type: 'varchar', length: 40 }) name!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
