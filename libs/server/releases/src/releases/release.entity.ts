import type { PriceTier, ReleaseType, ReleaseWorkflowStage, TerritoryMode } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Until submitted a release is a draft; then it carries one of the review statuses (stored in English). */
export const DRAFT_STATUS = 'draft';

@Auditable<Release>({ type: 'Release', userIdOf: (r) => r.userId, hidden: ['idempotencyKey'] })
@Entity({ name: 'releases' })
export class Release {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  /** From a platform-wide sequence at insert, never changed. */
  @Column({ type: 'integer', default: () => "nextval('releases_release_number_seq')", insert: false, update: false })
  releaseNumber!: number;

  @Column({ type: 'varchar', length: 255, nullable: true }) title!: string | null;
  @Column({ type: 'varchar', length: 16, default: 'Single' }) releaseType!: ReleaseType;
  @Column({ type: 'date', nullable: true }) releaseDate!: string | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) releaseTime!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) timezone!: string | null;
  @Column({ type: 'varchar', length: 13, nullable: true }) upc!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) catalogNumber!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) labelName!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) pLine!: string | null;
  @Column({ type: 'integer', nullable: true }) plineYear!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) cLine!: string | null;
  @Column({ type: 'integer', nullable: true }) clineYear!: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) genrePrimary!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) genreSecondary!: string | null;
  @Column({ type: 'uuid', nullable: true }) primaryArtistId!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'album_info' }) workflowStage!: ReleaseWorkflowStage;
  @Column({ type: 'varchar', length: 32, default: DRAFT_STATUS }) status!: string;
  @Column({ type: 'text', nullable: true }) statusComment!: string | null;
  /** Why staff approved despite preflight errors; null when the decision overrode nothing. */
  @Column({ type: 'text', nullable: true }) statusOverrideReason!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) statusChangedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) submittedAt!: Date | null;

  @Column({ type: 'varchar', length: 512, nullable: true }) coverArtKey!: string | null;
  @Column({ type: 'integer', nullable: true }) coverArtWidth!: number | null;
  @Column({ type: 'integer', nullable: true }) coverArtHeight!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'worldwide' }) territoryMode!: TerritoryMode;
  @Column({ type: 'text', array: true, default: () => "'{}'::text[]" }) territories!: string[];
  @Column({ type: 'text', array: true, default: () => "'{}'::text[]" }) storeIds!: string[];
  @Column({ type: 'boolean', default: false }) contentIdOptIn!: boolean;
  @Column({ type: 'varchar', length: 16, default: 'standard' }) priceTier!: PriceTier;

  @Column({ type: 'varchar', length: 255, nullable: true }) idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
