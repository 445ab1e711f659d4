import type { StatsCollectedOutcome } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What the daily collection did with one report of a store's inbox (or with the store, when unreachable): staff read it as a log. */
@Entity({ name: 'stats_collected_reports' })
export class StatsCollectedReport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  storeId!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  storeName!: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  fileName!: string | null;

  @Column({ type: 'varchar', length: 16 })
  outcome!: StatsCollectedOutcome;

  @Column({ type: 'uuid', nullable: true })
  importId!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  collectedAt!: Date;
}
