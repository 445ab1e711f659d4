import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An artist name in an account's own directory (primary and extra artists of its releases). Names are
 * unique per account case-insensitively (unique index on lower(name) in the migration).
 */
@Entity({ name: 'directory_artists' })
export class DirectoryArtist {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 255 }) name!: string;
  @Column({ type: 'varchar', length: 64, default: 'Primary Artist' }) defaultRole!: string;
  /** The account's own artist (from its identity step): one per account, outside the plan's artist limit. */
  @Column({ type: 'boolean', default: false }) isSelf!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
