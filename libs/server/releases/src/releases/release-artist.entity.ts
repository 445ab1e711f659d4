import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An extra (non-primary) artist of a release with their role; the same artist and role pair is stored once. */
@Entity({ name: 'release_artists' })
export class ReleaseArtist {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) releaseId!: string;
  @Column({ type: 'uuid' }) artistId!: string;
  @Column({ type: 'varchar', length: 64 }) role!: string;
  /** Keeps the order the artist chose. */
  @Column({ type: 'integer', default: 0 }) position!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
