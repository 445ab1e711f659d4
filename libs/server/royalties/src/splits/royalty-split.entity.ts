import type { RoyaltySplitStatus } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A collaborator's share of a release (track_id null) or of one track, in hundredths of a percent.
 * Also the invitation: `invited` until the collaborator accepts. A removed split keeps its row
 * (removed_at) so shares already posted and held for it stay traceable.
 */
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
