import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'release_artists' })
export class ReleaseArtist {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) releaseId!: string;
  @Column({ type: 'uuid' }) artistId!: string;
  @Column({ type: 'varchar', length: 64 }) role!: string;
  @Column({ type: 'integer', default: 0 }) position!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
