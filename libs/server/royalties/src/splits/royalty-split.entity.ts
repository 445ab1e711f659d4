import type { RoyaltySplitStatus } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Also the invitation until accepted; a removed split keeps its row so what was posted and held for it stays traceable. */
@Entity({ name: 'royalty_splits' })
export class RoyaltySplit {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  ownerUserId!: string;

  @Column({ type: 'uuid' })
  releaseId!: string;

  @Column({ type: 'uuid', nullable: true })
  trackId!: string | null;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'integer' })
  shareBp!: number;

  @Column({ type: 'varchar', length: 16, default: 'invited' })
  status!: RoyaltySplitStatus;

  @Column({ type: 'uuid', nullable: true })
  collaboratorUserId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
