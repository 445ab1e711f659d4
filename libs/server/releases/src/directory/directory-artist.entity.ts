import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Unique per account case-insensitively (an index on lower(name)). */
@Entity({ name: 'directory_artists' })
export class DirectoryArtist {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 255 }) name!: string;
  @Column({ type: 'varchar', length: 64, default: 'Primary Artist' }) defaultRole!: string;
  /** Outside the plan's artist limit. */
  @Column({ type: 'boolean', default: false }) isSelf!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
