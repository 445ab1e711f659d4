import type { RoyaltyBadLine, RoyaltyColumnMapping, RoyaltyImportStatus, RoyaltyTotal } from '@soundpost/contracts';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface RoyaltyImportTotals {
  by_store: RoyaltyTotal[];
  by_territory: RoyaltyTotal[];
}

@Entity({ name: 'royalty_imports' })
export class RoyaltyImport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  storeId!: string;

  @Column({ type: 'varchar', length: 255 })
  storeName!: string;

  @Column({ type: 'date' })
  periodStart!: string;

  @Column({ type: 'date' })
  periodEnd!: string;

  /** Exact decimal text (numeric column): never a float. */
  @Column({ type: 'numeric', precision: 20, scale: 10, nullable: true })
  fxRate!: string | null;

  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'char', length: 64 })
  checksum!: string;

  @Column({ type: 'uuid', nullable: true })
  presetId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  mapping!: RoyaltyColumnMapping | null;

  @Column({ type: 'varchar', length: 16, default: 'imported' })
  status!: RoyaltyImportStatus;

  @Column({ type: 'integer', default: 0 })
  linesCount!: number;

  @Column({ type: 'integer', default: 0 })
  matchedCount!: number;

  @Column({ type: 'integer', default: 0 })
  unmatchedCount!: number;

  @Column({ type: 'integer', default: 0 })
  badCount!: number;

  @MoneyColumn({ default: 0 })
  revenueCents!: number;

  @MoneyColumn({ default: 0 })
  matchedCents!: number;

  @MoneyColumn({ default: 0 })
  unmatchedCents!: number;

  @MoneyColumn({ default: 0 })
  creditedCents!: number;

  @MoneyColumn({ default: 0 })
  heldCents!: number;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  badLines!: RoyaltyBadLine[];

  /** Revenue by store and by territory (top 500 each), summed once at import: they never change after. */
  @Column({ type: 'jsonb', default: () => `'{"by_store": [], "by_territory": []}'::jsonb` })
  totals!: RoyaltyImportTotals;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ type: 'uuid', nullable: true })
  postedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  postedAt!: Date | null;

  /** When the units paid were grouped for statistics (the job queued with the posting); null before. */
  @Column({ type: 'timestamptz', nullable: true })
  unitsRecordedAt!: Date | null;
}
